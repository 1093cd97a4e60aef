import { describe, expect, it } from "vitest";
import { extractPage } from "./extract-page.js";

const article =
  "The river festival returns this spring with three days of music, food stalls and boat races.";

const html = `<!doctype html>
<html lang="en-gb">
<head>
  <title>River Festival 2026 | Town News</title>
  <meta name="description" content="Three days of music on the river.">
  <link rel="canonical" href="https://news.example.com/river-festival?utm_medium=social">
  <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Event", "name": "River Festival"}</script>
</head>
<body>
  <nav><a href="/">Home</a> <a href="/sports">Sports</a></nav>
  <article>
    <h1>River Festival 2026</h1>
    <p>${article}</p>
    <p>Tickets go on sale next week at the town hall and online, organisers said on Monday.</p>
    <div itemscope itemtype="https://schema.org/Place"><span itemprop="name">Riverside Park</span></div>
  </article>
  <footer><a href="/privacy">Privacy policy</a></footer>
</body>
</html>`;

describe("extractPage", () => {
  it("combines main text, metadata, whole-page links and structured data from one parse", () => {
    const page = extractPage(html, { url: "https://news.example.com/2026/river-festival" });
    expect(page.title).toBe("River Festival 2026 | Town News");
    expect(page.description).toBe("Three days of music on the river.");
    expect(page.canonicalUrl).toBe("https://news.example.com/river-festival");
    expect(page.lang).toBe("en-GB");
    expect(page.text).toContain(article);
    expect(page.text).not.toContain("Privacy policy");
    expect(page.links).toEqual([
      { url: "https://news.example.com/", text: "Home" },
      { url: "https://news.example.com/sports", text: "Sports" },
      { url: "https://news.example.com/privacy", text: "Privacy policy" },
    ]);
    expect(page.jsonLd).toEqual([
      { "@context": "https://schema.org", "@type": "Event", name: "River Festival" },
    ]);
    expect(page.microdata).toEqual([
      { type: ["https://schema.org/Place"], properties: { name: ["Riverside Park"] } },
    ]);
  });

  it("honours maxLinks and never throws on broken markup", () => {
    const links = Array.from({ length: 10 }, (_, index) => `<a href="/p${index}">P${index}</a>`).join("");
    const page = extractPage(`<div><p>Unclosed <b>${links}<script type="application/ld+json">{oops`, {
      url: "https://example.com/",
      maxLinks: 3,
    });
    expect(page.links.map((link) => link.text)).toEqual(["P0", "P1", "P2"]);
    expect(page.jsonLd).toEqual([]);
    expect(page.title).toBe("");
  });

  it("reads a fragment with no <html> or <body> (the document is the only ancestor)", () => {
    const page = extractPage("<title>A</title><p>Page A says hello.</p>", { url: "https://example.com/a" });
    expect(page.title).toBe("A");
    expect(page.text).toContain("Page A says hello.");
  });
});
