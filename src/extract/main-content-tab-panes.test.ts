// Tabs built without ARIA: the inactive panels, hidden by an inline display:none until their tab is clicked, are
// read by their class name ("tab-pane"), as role="tabpanel" panels are. A hand-made product page built on a
// pattern of the WCXB benchmark's shops and service pages.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const SPECS = [
  ["Boost clock", "2580 MHz"],
  ["Memory interface", "256-bit"],
  ["Recommended power supply", "750 W"],
  ["Maximum resolution", "7680 x 4320"],
];

function page(panelClass: string): string {
  const rows = SPECS.map(([name, value]) => `<tr><th>${name}</th><td>${value}</td></tr>`).join("");
  return `<!doctype html><html><head><title>Graphics card</title></head><body>
<header><nav><a href="/">Shop</a> <a href="/gpus">Graphics cards</a></nav></header>
<div id="app"><h1>Strix graphics card, white edition</h1>
<div class="product-details"><div class="tab-navs"><div class="tab-nav active">Overview</div>
<div class="tab-nav">Specs</div></div><div class="tab-panes">
<div class="${panelClass}"><p>A card for 4K gaming: three axial fans move a quarter more air over a larger vapor chamber.</p>
<p>The diecast shroud, frame and backplate make it stiffer and are vented to let heat out of the case.</p></div>
<div class="${panelClass}" style="display:none"><table class="table-horizontal">${rows}</table></div>
</div></div></div>
<footer><a href="/terms">Terms</a></footer></body></html>`;
}

describe("tab panels named by their class", () => {
  it("reads a product's specifications tab hidden by an inline display:none", () => {
    const text = extractMainText(parseHtml(page("tab-pane")));
    expect(text).toContain("three axial fans");
    expect(text).toContain("Recommended power supply");
    expect(text).toContain("7680 x 4320");
  });

  it("leaves a hidden block out when its class does not name a tab panel", () => {
    const text = extractMainText(parseHtml(page("pane")));
    expect(text).toContain("three axial fans");
    expect(text).not.toContain("Recommended power supply");
  });
});
