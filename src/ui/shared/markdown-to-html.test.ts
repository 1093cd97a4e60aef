import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown-to-html.js";

const SOURCES = ["https://example.com/a", "https://e.example/"];
const render = (markdown: string, sourceCount = 2) =>
  markdownToHtml({ markdown, sourceCount, sourceId: (n) => `t1-source-${n}`, sourceUrls: SOURCES });

describe("markdownToHtml", () => {
  it("renders Markdown and turns [n] citations into links to the numbered sources", () => {
    const html = render("Returns are **free** within 30 days [1][2].\n\n- one [1, 2]\n- two");
    expect(html).toContain("<strong>free</strong>");
    expect(html).toContain(
      '<a class="citation" href="#t1-source-1" data-source="1" aria-label="Source 1">1</a><a class="citation" href="#t1-source-2"',
    );
    expect(html.match(/class="citation"/g)).toHaveLength(4);
    expect(html).toContain("<li>");
    expect(html).toContain('days\u00a0<a class="citation"');
  });

  it("leaves numbers without a source, citations in code and links to a source alone", () => {
    const html = render("See [3] and `[1]` and [1](https://example.com/a).");
    expect(html).toContain("[3]");
    expect(html).toContain("<code>[1]</code>");
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">1</a>');
    expect(html).not.toContain("citation");
  });

  it("shows raw HTML as text, so markup in an answer cannot run", () => {
    const html = render(
      'Hi <img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script>\n\n<div>block</div>',
    );
    expect(html).not.toMatch(/<img|<script|<div/i);
    expect(html).toContain("&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops unsafe link schemes and never loads images", () => {
    const html = render(
      "[click](javascript:alert(1)) ![pixel](https://tracker.example/p.png) ![x](data:image/png;base64,AA)",
    );
    expect(html).not.toMatch(/javascript:|<img|data:image|<a /i);
    expect(html).toContain("click");
    expect(html).toContain("pixel");
  });

  it("makes only citations and the answer's sources links: page text cannot plant one", () => {
    const markdown = [
      "Returns are free [1]. [Claim your refund here](http://evil.test/) ![x](http://evil.test/x.png)",
      "<http://evil.test> http://evil.test/pay www.evil.test [see](mailto:pay@evil.test) [page](https://example.com/a/)",
      "",
      "```",
      "[Claim your refund here](http://evil.test/)",
      "```",
    ].join("\n");
    const { document } = parseHTML(`<!doctype html><html><body>${render(markdown)}</body></html>`);
    const links = [...document.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["#t1-source-1", "https://example.com/a/"]);
    expect(document.querySelectorAll("img")).toHaveLength(0);
    const text = document.body.textContent ?? "";
    for (const shown of ["Claim your refund here", "http://evil.test/pay", "www.evil.test", "see"]) {
      expect(text).toContain(shown);
    }
    expect(document.querySelector("pre code")?.textContent).toBe(
      "[Claim your refund here](http://evil.test/)\n",
    );
  });

  it("escapes quotes in link titles and starts headings at h3", () => {
    const html = render('# Title\n\n[a](https://e.example/ "x\\" onmouseover=\\"y")');
    expect(html).toContain("<h3>Title</h3>");
    expect(html).not.toMatch(/" onmouseover/);
  });
});
