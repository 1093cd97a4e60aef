import { describe, expect, it } from "vitest";
import { extractJsonLd, parseJsonLdText } from "./json-ld.js";
import { parseHtml } from "./parse-html.js";

function jsonLd(html: string) {
  return extractJsonLd(parseHtml(html));
}

describe("extractJsonLd", () => {
  it("parses every JSON-LD block in page order, whatever the type's case or parameters", () => {
    const result = jsonLd(`
      <head><script type="application/ld+json">{"@type": "Organization", "name": "Acme"}</script></head>
      <body>
        <script type="text/javascript">var x = {"@type": "NotJsonLd"};</script>
        <script type="Application/LD+JSON; charset=utf-8">{"@type": "Event", "name": "Jazz &amp; Wine"}</script>
      </body>`);
    // Script content is raw text: entities are not decoded, as in a browser.
    expect(result).toEqual([
      { "@type": "Organization", name: "Acme" },
      { "@type": "Event", name: "Jazz &amp; Wine" },
    ]);
  });

  it("keeps arrays and @graph as written, for the caller to walk", () => {
    const result = jsonLd(`
      <script type="application/ld+json">[{"@type": "Event", "name": "A"}, {"@type": "Event", "name": "B"}]</script>
      <script type="application/ld+json">{"@context": "https://schema.org", "@graph": [{"@type": "WebPage"}]}</script>`);
    expect(result).toEqual([
      [
        { "@type": "Event", name: "A" },
        { "@type": "Event", name: "B" },
      ],
      { "@context": "https://schema.org", "@graph": [{ "@type": "WebPage" }] },
    ]);
  });

  it("skips broken and empty blocks without throwing, and keeps the good ones", () => {
    const result = jsonLd(`
      <script type="application/ld+json">{"@type": "Event", "name": </script>
      <script type="application/ld+json">   </script>
      <script type="application/ld+json">{"@type": "Place"}</script>`);
    expect(result).toEqual([{ "@type": "Place" }]);
  });

  it("strips HTML comment and CDATA wrappers", () => {
    const result = jsonLd(`
      <script type="application/ld+json"><!-- {"@type": "A"} --></script>
      <script type="application/ld+json">//<![CDATA[
        {"@type": "B"}
      //]]></script>`);
    expect(result).toEqual([{ "@type": "A" }, { "@type": "B" }]);
  });

  it("repairs trailing commas and raw control characters without touching string contents", () => {
    const raw = `\uFEFF{"@type": "Event",\u0001 "name": "Line one\nLine two\ttab", "note": "a, }", "tags": ["x", "y",],}`;
    expect(parseJsonLdText(raw)).toEqual({
      "@type": "Event",
      name: "Line one\nLine two\ttab",
      note: "a, }",
      tags: ["x", "y"],
    });
  });
});
