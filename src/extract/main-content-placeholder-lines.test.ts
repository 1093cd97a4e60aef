// A theme's placeholder text ("Lorem ipsum dolor sit amet …") left in blocks a site never filled is not content;
// prose that mentions it is. Hand-made pages on patterns of the WCXB benchmark (a shop's unused feature slots, a
// report's landing page built from a template).
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const FILLER =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.";

const shop = `<!doctype html><html><head><title>Slim Wallet | A shop</title></head><body><main>
<h1>Slim Wallet</h1>
<p>The Slim Wallet holds up to twelve cards between two aluminium plates and an elastic band that keeps its shape
for years. It fits a front pocket and blocks the radio signals card skimmers read.</p>
<section class="feature"><h3>Lorem ispum dolor et</h3><p>${FILLER}</p></section>
<ul><li>Lorem ipsum 1</li><li>Lorem ipsum 2</li></ul>
<p>Each wallet comes with a lifetime warranty: if a plate bends or the band loosens, we send a new one.</p>
</main></body></html>`;

const essay = `<!doctype html><html><head><title>Why designers use filler text</title></head><body><article>
<h1>Why designers use filler text</h1>
<p>Designers fill a layout with Lorem ipsum so that readers judge the type and the spacing rather than the words;
the passage comes from Cicero, scrambled until it means nothing.</p>
<p>Real copy should replace it before launch, since search engines and screen readers read it as any other text.</p>
</article></body></html>`;

describe("placeholder text", () => {
  it("leaves out the lines of filler text a template left in a page", () => {
    const text = extractMainText(parseHtml(shop));
    expect(text).toContain("holds up to twelve cards");
    expect(text).toContain("lifetime warranty");
    expect(text.toLowerCase()).not.toContain("lorem");
  });

  it("leaves it out of the Markdown too, list items and headings included", () => {
    const markdown = extractMainMarkdown(parseHtml(shop));
    expect(markdown).toContain("lifetime warranty");
    expect(markdown.toLowerCase()).not.toContain("lorem");
  });

  it("keeps prose that mentions Lorem ipsum", () => {
    expect(extractMainText(parseHtml(essay))).toContain("Designers fill a layout with Lorem ipsum");
  });
});
