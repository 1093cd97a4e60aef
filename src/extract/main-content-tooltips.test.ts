// Tooltips named by their class: the bubble a shop shows on hover beside a spec ("tool-tip__content") is left
// out, as a role="tooltip" one is; the trigger that wraps the visible word ("tooltip-trigger") stays.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const PRODUCT_JSON_LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Studio headphones","offers":{"@type":"Offer","price":"799","priceCurrency":"USD"}}</script>`;

function spec(title: string, value: string, note: string, bubble: string): string {
  return `<div class="overview-item"><h4 class="overview-item__title">${title}
<tool-tip class="tool-tip"><div class="${bubble}">${note}</div></tool-tip></h4>
<p class="overview-item__value">${value}</p></div>`;
}

function page(bubble: string): string {
  return `<!doctype html><html><head><title>Studio headphones</title>${PRODUCT_JSON_LD}</head><body>
<header><nav><a href="/">Audio shop</a> <a href="/headphones">Headphones</a></nav></header>
<main><h1>Studio headphones</h1><p>Sale price $799</p>
<div class="product-overview">
${spec("Cup style", "Open-back", "Open-back designs leak sound but often sound wider than closed ones.", bubble)}
${spec("Driver type", "Planar magnetic", "A driver is the part of a headphone that turns a signal into sound.", bubble)}
${spec("Amp required", "Yes", "Some headphones need an amplifier to reach a comfortable listening level.", bubble)}
</div>
<p>The studio headphones pair large planar drivers with an open back for a wide, natural stage that mixing
engineers trust for long sessions, with soft lambskin pads and a suspension strap that spreads the weight.</p>
<p>Each pair is matched by hand at the factory and ships with a balanced cable, a travel case and a
calibration sheet for its own drivers, measured the day it was built.</p>
<p>The <span class="tooltip-trigger">impedance</span> is low enough for a phone, though an amplifier helps.</p>
</main><footer><a href="/terms">Terms</a></footer></body></html>`;
}

describe("tooltips named by their class", () => {
  it("leaves out the bubble of a tooltip or popover ('tool-tip__content', 'tooltip-body', 'popover-content')", () => {
    for (const bubble of ["tool-tip__content", "tooltip-body", "TooltipInner", "popover-content"]) {
      const text = extractMainText(parseHtml(page(bubble)));
      expect(text).toContain("Planar magnetic");
      expect(text).toContain("matched by hand at the factory");
      expect(text).not.toContain("turns a signal into sound");
      expect(text).not.toContain("comfortable listening level");
    }
  });

  it("keeps the trigger that wraps the visible word", () => {
    const text = extractMainText(parseHtml(page("tool-tip__content")));
    expect(text).toContain("The impedance is low enough for a phone");
  });

  it("keeps a block whose tooltip name says nothing of a bubble", () => {
    const text = extractMainText(parseHtml(page("tooltip-note")));
    expect(text).toContain("turns a signal into sound");
  });
});
