import { describe, expect, it } from "vitest";
import { parseSitemap } from "./sitemap-parse.js";

describe("parseSitemap", () => {
  it("reads a urlset with lastmod, entities and CDATA", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url><loc> https://example.com/a?x=1&amp;y=2 </loc><lastmod>2024-05-01</lastmod><changefreq>daily</changefreq></url>
        <url><loc><![CDATA[https://example.com/b]]></loc><image:image><image:loc>https://example.com/i.png</image:loc></image:image></url>
        <url><lastmod>2024-01-01</lastmod></url>
        <url><loc>20240101</loc></url>
      </urlset>`;
    expect(parseSitemap(xml)).toEqual({
      urls: [
        { loc: "https://example.com/a?x=1&y=2", lastmod: "2024-05-01" },
        { loc: "https://example.com/b" },
        { loc: "20240101" },
      ],
      sitemaps: [],
    });
  });

  it("reads a sitemapindex", () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://example.com/s1.xml</loc><lastmod>2024-02-02T10:00:00+00:00</lastmod></sitemap>
      <sitemap><loc>https://example.com/s2.xml.gz</loc></sitemap>
    </sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({
      urls: [],
      sitemaps: [
        { loc: "https://example.com/s1.xml", lastmod: "2024-02-02T10:00:00+00:00" },
        { loc: "https://example.com/s2.xml.gz" },
      ],
    });
  });

  it("reads a single <url> and namespace-prefixed tags", () => {
    expect(parseSitemap("<urlset><url><loc>https://example.com/one</loc></url></urlset>")?.urls).toEqual([
      { loc: "https://example.com/one" },
    ]);
    const prefixed = `<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://example.com/p</sm:loc></sm:url></sm:urlset>`;
    expect(parseSitemap(prefixed)?.urls).toEqual([{ loc: "https://example.com/p" }]);
  });

  it("reads a text sitemap, one URL per line, skipping anything else", () => {
    expect(parseSitemap("\uFEFFhttps://example.com/a\r\n\n  http://example.com/b  \nnot a url\n")).toEqual({
      urls: [{ loc: "https://example.com/a" }, { loc: "http://example.com/b" }],
      sitemaps: [],
    });
  });

  it.each([
    ["truncated", "<urlset><url><loc>https://example.com/a</loc></url><url><loc>https://exa"],
    ["mismatched tags", "<urlset><url><loc>https://example.com/a</loc></urlset>"],
    [
      "external entity",
      `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><urlset><url><loc>&e;</loc></url></urlset>`,
    ],
  ])("returns null for broken XML (%s)", (_name, xml) => {
    expect(parseSitemap(xml)).toBeNull();
  });

  it("does not expand nested entities into a huge string (billion laughs)", () => {
    const levels = ['<!ENTITY l0 "lol">'];
    for (let level = 1; level <= 9; level++) {
      levels.push(`<!ENTITY l${level} "${`&l${level - 1};`.repeat(10)}">`);
    }
    const xml = `<?xml version="1.0"?><!DOCTYPE lolz [${levels.join("")}]><urlset><url><loc>https://example.com/&l9;</loc></url></urlset>`;
    const started = performance.now();
    const parsed = parseSitemap(xml);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const entry of parsed?.urls ?? []) expect(entry.loc.length).toBeLessThan(200_000);
  });

  it("gives empty lists for well-formed XML that is not a sitemap (e.g. an XHTML page)", () => {
    expect(parseSitemap("<html><body><p>Not found</p></body></html>")).toEqual({ urls: [], sitemaps: [] });
  });
});
