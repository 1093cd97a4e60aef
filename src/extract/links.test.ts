import { describe, expect, it } from "vitest";
import { extractLinks } from "./links.js";
import { parseHtml } from "./parse-html.js";

const pageUrl = "https://example.com/docs/guide/page.html";

function links(html: string, maxLinks?: number) {
  return extractLinks(parseHtml(html), { pageUrl, maxLinks });
}

describe("extractLinks", () => {
  it("resolves relative, root-relative, protocol-relative and absolute links against the page URL", () => {
    const result = links(`
      <a href="next.html">Next</a>
      <a href="../intro/">Intro</a>
      <a href="/pricing?utm_source=x&plan=pro">Pricing</a>
      <a href="//cdn.example.org/file">CDN</a>
      <a href="HTTPS://Other.EXAMPLE:443/a/./b/../c">Other</a>`);
    expect(result).toEqual([
      { url: "https://example.com/docs/guide/next.html", text: "Next" },
      { url: "https://example.com/docs/intro/", text: "Intro" },
      { url: "https://example.com/pricing?plan=pro", text: "Pricing" },
      { url: "https://cdn.example.org/file", text: "CDN" },
      { url: "https://other.example/a/c", text: "Other" },
    ]);
  });

  it("resolves against <base href>, itself relative to the page URL", () => {
    const result = links(
      `<head><base href="/v2/"></head><body><a href="start">Start</a><a href="/abs">Abs</a></body>`,
    );
    expect(result.map((link) => link.url)).toEqual([
      "https://example.com/v2/start",
      "https://example.com/abs",
    ]);

    const absoluteBase = links(`<base href="https://mirror.example.net/root/"><a href="x">X</a>`);
    expect(absoluteBase[0]?.url).toBe("https://mirror.example.net/root/x");
  });

  it("deduplicates after normalisation; the first occurrence keeps its place and borrows text when it had none", () => {
    const result = links(`
      <a href="/a"><img src="logo.png"></a>
      <a href="/b">B first</a>
      <a href="https://example.com/a#section">Alpha</a>
      <a href="/b?utm_campaign=z">B second</a>`);
    expect(result).toEqual([
      { url: "https://example.com/a", text: "Alpha" },
      { url: "https://example.com/b", text: "B first · B second" },
    ]);
  });

  it("joins the distinct texts of anchors to one URL, first text first, at most three", () => {
    const result = links(`
      <nav><a href="/help/shipping">Shipping</a><a href="/help/returns">Returns</a></nav>
      <main><p>See <a href="/help/shipping">Shipping rates and delivery times</a>.</p>
        <a href="/help/shipping">  shipping </a>
        <a href="/help/shipping"><img src="truck.png"></a>
        <a href="/help/shipping">Delivery</a>
        <a href="/help/shipping">Free shipping</a></main>
      <footer><a href="/help/returns">Returns</a></footer>`);
    expect(result).toEqual([
      {
        url: "https://example.com/help/shipping",
        text: "Shipping · Shipping rates and delivery times · Delivery",
      },
      { url: "https://example.com/help/returns", text: "Returns" },
    ]);
  });

  it("drops fragments, skips in-page anchors and non-web schemes", () => {
    const result = links(`
      <a href="#top">Top</a>
      <a href="">Empty</a>
      <a href="javascript:void(0)">JS</a>
      <a href=" JavaScript:alert(1)">JS2</a>
      <a href="mailto:a@example.com">Mail</a>
      <a href="tel:+123">Call</a>
      <a href="data:text/html,hi">Data</a>
      <a href="ftp://example.com/file">FTP</a>
      <a href="other.html#part-2">Other</a>
      <a name="anchor-without-href">No href</a>`);
    expect(result).toEqual([{ url: "https://example.com/docs/guide/other.html", text: "Other" }]);
  });

  it("in a rendered page, keeps hash routes as pages of their own and still drops in-page fragments", () => {
    const html = `
      <a href="#/pricing">Pricing</a>
      <a href="#!/help/refunds">Refunds</a>
      <a href="/app/#/status?x=1">Status</a>
      <a href="#section-2">Section</a>
      <a href="other.html#part-2">Other</a>`;
    expect(extractLinks(parseHtml(html), { pageUrl, hashRoutes: true })).toEqual([
      { url: "https://example.com/docs/guide/page.html#/pricing", text: "Pricing" },
      { url: "https://example.com/docs/guide/page.html#!/help/refunds", text: "Refunds" },
      { url: "https://example.com/app/#/status?x=1", text: "Status" },
      { url: "https://example.com/docs/guide/other.html", text: "Other" },
    ]);
    // Not rendered: a hash route is the same document, so only the page it is on is left.
    expect(links(html)).toEqual([
      { url: "https://example.com/app/", text: "Status" },
      { url: "https://example.com/docs/guide/other.html", text: "Other" },
    ]);
  });

  it("collects links from nav, header, footer, sidebars and image maps, in page order", () => {
    const result = links(`
      <header><nav><a href="/home">Home</a></nav></header>
      <aside><a href="/related">Related</a></aside>
      <main><p>Read <a href="/article">the article</a>.</p></main>
      <map><area href="/region" alt="A region"></map>
      <footer><a href="/privacy">Privacy</a></footer>`);
    expect(result.map((link) => link.text)).toEqual([
      "Home",
      "Related",
      "the article",
      "A region",
      "Privacy",
    ]);
  });

  it("collapses anchor text and falls back to title, aria-label, then image alt", () => {
    const result = links(`
      <a href="/1">  Many
        spaces\there </a>
      <a href="/2" title=" The title "></a>
      <a href="/3" aria-label="Close menu"><svg></svg></a>
      <a href="/4"><img src="x.png" alt="Company logo"></a>
      <a href="/5"><h3>Card title</h3><p>Card summary</p></a>
      <a href="/6">Un<b>bold</b>ed<script>ignored()</script></a>`);
    expect(result.map((link) => link.text)).toEqual([
      "Many spaces here",
      "The title",
      "Close menu",
      "Company logo",
      "Card title Card summary",
      "Unbolded",
    ]);
  });

  it("keeps at most maxLinks distinct links (default 300)", () => {
    const many = Array.from({ length: 400 }, (_, index) => `<a href="/p${index}">P${index}</a>`).join("");
    expect(links(many)).toHaveLength(300);
    const capped = links(many, 5);
    expect(capped.map((link) => link.text)).toEqual(["P0", "P1", "P2", "P3", "P4"]);
    expect(links(`${"<a href='/same'>Same</a>".repeat(10)}<a href="/other">Other</a>`, 2)).toHaveLength(2);
  });

  it("keeps absolute links of a page read from disk (file: URL), whose relative links lead nowhere", () => {
    const result = extractLinks(
      parseHtml(`<a href="local.html">Local</a><a href="https://example.com/x">X</a>`),
      {
        pageUrl: "file:///tmp/page.html",
      },
    );
    expect(result).toEqual([{ url: "https://example.com/x", text: "X" }]);
  });

  it("survives anchors nested deeper than the call stack", () => {
    const depth = 12_000;
    const html = `<a href="/deep">${"<span>".repeat(depth)}deep text${"</span>".repeat(depth)}</a>`;
    expect(links(html)).toEqual([{ url: "https://example.com/deep", text: "deep text" }]);
  });
});
