// A page's own table of contents (a block named "toc", or titled "Table of contents" / "Jump to", listing links to the
// page's sections) is left out; a block so named whose links lead to other pages (a manual's chapter page) stays, and
// so does an article's own list of its sections introduced by its sentence. Hand-made pages on patterns that repeat
// across WCXB's articles and the PostgreSQL manual.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const section = (id: string, title: string) => `<h2 id="${id}">${title}</h2>
  <p>Every step here takes an afternoon with the right tools, and the notes below say which ones we used and why.</p>
  <p>Measure twice before you cut, and keep the offcuts: the small pieces make the best test joints later on.</p>`;

const contents = (href: (slug: string) => string) => `<div class="ez-toc-container"><ul>
  <li><a href="${href("wood")}">Picking timber</a></li><li><a href="${href("cuts")}">Sawing square</a></li>
  <li><a href="${href("finish")}">Oil or varnish</a></li></ul></div>`;

const page = (
  toc: string,
) => `<!doctype html><html><head><title>Building a bookshelf</title></head><body><main>
<article><h1>Building a bookshelf</h1>
<p>A plain pine bookshelf is the first project most of us build, and it teaches most of what the later ones need.</p>
${toc}
${section("wood", "Choosing the wood")}${section("cuts", "Making the cuts")}${section("finish", "Finishing")}
</article></main></body></html>`;

describe("a page's own table of contents", () => {
  it("leaves out a toc-named list of links to the page's sections and keeps the sections", () => {
    const text = extractMainText(parseHtml(page(contents((slug) => `#${slug}`))));
    expect(text).not.toContain("Picking timber");
    expect(text).not.toContain("Oil or varnish");
    expect(text).toContain("Choosing the wood");
    expect(text).toContain("Measure twice before you cut");
  });

  it("keeps a toc-named list whose links lead to other pages", () => {
    const text = extractMainText(parseHtml(page(contents((slug) => `/guide/${slug}.html`))));
    expect(text).toContain("Picking timber");
    expect(text).toContain("Oil or varnish");
  });

  const links = `<li><a href="#wood">Picking timber</a></li><li><a href="#cuts">Sawing square</a></li>
  <li><a href="#finish">Oil or varnish</a></li>`;

  it("leaves out an unnamed list of links to the page's sections under a contents heading", () => {
    const text = extractMainText(parseHtml(page(`<h2>Table of contents</h2><ul>${links}</ul>`)));
    expect(text).not.toContain("Picking timber");
    expect(text).not.toContain("Oil or varnish");
    expect(text).toContain("Choosing the wood");
    expect(text).toContain("Measure twice before you cut");
  });

  it("leaves out an unnamed block whose own title says it is a table of contents", () => {
    const text = extractMainText(
      parseHtml(page(`<div class="box"><strong>Jump to:</strong><ol>${links}</ol></div>`)),
    );
    expect(text).not.toContain("Picking timber");
    expect(text).not.toContain("Sawing square");
    expect(text).toContain("Finishing");
  });

  it("keeps an article's own list of its sections introduced by its sentence", () => {
    const text = extractMainText(
      parseHtml(page(`<p>These are the three stages every shelf goes through:</p><ol>${links}</ol>`)),
    );
    expect(text).toContain("Picking timber");
    expect(text).toContain("Oil or varnish");
  });
});
