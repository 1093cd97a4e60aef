// The fine print a shop or service puts under its claims, in a block named "disclaimer": left out when the text
// is rendered (the block still counts when the page's main block is chosen, so leaving it out never moves that
// choice). A hand-made product page built on a pattern of the WCXB benchmark's shops and landing pages.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function page(fineprintClass: string): string {
  return `<!doctype html><html><head><title>Robot vacuum</title></head><body>
<header><nav><a href="/">Shop</a> <a href="/vacuums">Vacuums</a></nav></header>
<div class="page"><h1>Combo robot vacuum and mop</h1>
<p>Vacuums and mops in one pass, then lifts its mop pad onto its back so carpets stay dry.</p>
<p>It learns your home's layout, avoids cords and socks, and empties itself into a sealed bag for 60 days.</p>
<p>Schedule rooms by name from the app, or ask your voice assistant to clean the kitchen after dinner.</p>
<div class="${fineprintClass}"><p>† Rates are between 0% and 36% APR. A $700 purchase might cost $63.25 a month
over 12 months at 15% APR. Payment options through Affirm are subject to an eligibility check.</p></div>
</div><footer><a href="/terms">Terms</a></footer></body></html>`;
}

describe("disclaimers", () => {
  it("leaves out a block named as a disclaimer", () => {
    const text = extractMainText(parseHtml(page("product-disclaimer")));
    expect(text).toContain("lifts its mop pad onto its back");
    expect(text).toContain("ask your voice assistant");
    expect(text).not.toContain("eligibility check");
  });

  it("keeps the same block under another name", () => {
    const text = extractMainText(parseHtml(page("product-financing")));
    expect(text).toContain("eligibility check");
  });
});
