// An accordion whose panels a UI library wraps in a collapse element (Chakra's AccordionPanel inside its Collapse):
// the wrapper carries the display:none, the panel inside it carries the id its button controls. A hand-made
// product page built on a pattern of the WCXB benchmark's shops.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function page(panelId: string): string {
  return `<!doctype html><html><head><title>Summit fire pit</title></head><body>
<header><nav><a href="/">Shop</a> <a href="/fire-pits">Fire pits</a></nav></header>
<main><h1>Summit smokeless fire pit</h1>
<p>Our warmest fire pit yet: a low profile, a wider burn chamber and an easy-light cone at its heart.</p>
<div class="accordion">
<div class="accordion-item"><h2><button type="button" aria-expanded="false" aria-controls="panel-1">Details</button></h2>
<div class="collapse" style="overflow:hidden;display:none"><div id="${panelId}" role="region">
<p>The patent-pending cone delivers an easy-light fire in minutes, with no kindling to split.</p>
<p>Height 39 cm, diameter 62 cm, weight 16 kg; stainless steel that takes a golden-blue patina.</p></div></div></div>
</div></main>
<footer><a href="/terms">Terms</a></footer></body></html>`;
}

describe("an accordion panel inside a hidden collapse wrapper", () => {
  it("reads the panel its button controls, though the wrapper around it is hidden", () => {
    const text = extractMainText(parseHtml(page("panel-1")));
    expect(text).toContain("easy-light cone at its heart");
    expect(text).toContain("no kindling to split");
    expect(text).toContain("golden-blue patina");
  });

  it("leaves a hidden wrapper out when no button controls what it holds", () => {
    const text = extractMainText(parseHtml(page("panel-9")));
    expect(text).toContain("easy-light cone at its heart");
    expect(text).not.toContain("no kindling to split");
  });
});
