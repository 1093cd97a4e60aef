// The bare heading of a page's own table of contents ("Table of contents", "On this page") is not content; the
// entries and a line saying more stay. A hand-made how-to article on a pattern that repeats across WCXB's articles.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const section = (id: string, title: string) => `<h2 id="${id}">${title}</h2>
  <p>Every step here takes an afternoon with the right tools, and the notes below say which ones we used and why.</p>
  <p>Measure twice before you cut, and keep the offcuts: the small pieces make the best test joints later on.</p>`;

const page = `<!doctype html><html><head><title>Building a bookshelf</title></head><body><main><article>
<h1>Building a bookshelf</h1>
<p>A plain pine bookshelf is the first project most of us build, and it teaches most of what the later ones need.</p>
<div class="contents-box"><p>Table of Contents [hide]</p><ol>
  <li><a href="#wood">Choosing the wood</a></li><li><a href="#cuts">Making the cuts</a></li>
  <li><a href="#finish">Finishing</a></li></ol></div>
${section("wood", "Choosing the wood")}${section("cuts", "Making the cuts")}
<h2>On this page</h2><p>On this page you will find the three steps we follow for every shelf we build.</p>
${section("finish", "Finishing")}
</article></main></body></html>`;

describe("a table of contents' bare heading", () => {
  it("leaves out the heading line and keeps the entries and the sections", () => {
    const text = extractMainText(parseHtml(page));
    expect(text).not.toMatch(/^table of contents/im);
    expect(text).not.toMatch(/^on this page$/im);
    expect(text).toContain("Choosing the wood");
    expect(text).toContain("Measure twice before you cut");
  });

  it("keeps a line that says more than the heading", () => {
    expect(extractMainText(parseHtml(page))).toContain("On this page you will find the three steps");
  });

  it("leaves it out of the Markdown too, as a heading or a paragraph", () => {
    const markdown = extractMainMarkdown(parseHtml(page));
    expect(markdown).toContain("Making the cuts");
    expect(markdown).not.toMatch(/^(?:#+ )?(?:table of contents|on this page)\b(?! you)/im);
  });
});
