import { describe, expect, it } from "vitest";
import { extractMetadata, normalizeLanguageTag } from "./metadata.js";
import { parseHtml } from "./parse-html.js";

const pageUrl = "https://example.com/blog/post";

function metadata(html: string) {
  return extractMetadata(parseHtml(html), { pageUrl });
}

describe("extractMetadata", () => {
  it("reads title, description, canonical URL and language from a well-formed head", () => {
    const result = metadata(`<!doctype html><html lang="en-us"><head>
      <title>  The   Post &amp; More
      </title>
      <meta name="Description" content="  A short   summary. ">
      <meta property="og:description" content="The OG summary">
      <link rel="canonical" href="/blog/post?utm_source=feed#top">
    </head><body><h1>Heading</h1></body></html>`);
    expect(result).toEqual({
      title: "The Post & More",
      description: "A short summary.",
      canonicalUrl: "https://example.com/blog/post",
      lang: "en-US",
    });
  });

  it("falls back from an empty <title> to og:title, then to the first h1", () => {
    expect(metadata(`<title> </title><meta property="og:title" content="OG title"><h1>H1</h1>`).title).toBe(
      "OG title",
    );
    expect(metadata(`<head></head><body><h1>First <em>heading</em></h1><h1>Second</h1></body>`).title).toBe(
      "First heading",
    );
    expect(metadata(`<p>No title at all</p>`).title).toBe("");
  });

  it("ignores an <svg><title> tooltip when looking for the page title", () => {
    expect(metadata(`<body><svg><title>icon</title></svg><h1>Real heading</h1></body>`).title).toBe(
      "Real heading",
    );
  });

  it("takes the description from og:description when there is no meta description", () => {
    expect(metadata(`<meta property="og:description" content="From OG">`).description).toBe("From OG");
    expect(metadata(`<meta name="description" content="   ">`).description).toBeUndefined();
  });

  it("resolves the canonical link against <base href> and accepts rel lists in any case", () => {
    const result = metadata(
      `<base href="https://cdn.example.org/site/"><link rel="alternate CANONICAL" href="page">`,
    );
    expect(result.canonicalUrl).toBe("https://cdn.example.org/site/page");
    expect(metadata(`<link rel="canonical" href="javascript:alert(1)">`).canonicalUrl).toBeUndefined();
  });

  it("reads the language from html[lang], else the Content-Language meta, normalised", () => {
    expect(metadata(`<html lang="zh-hans-cn"><body></body></html>`).lang).toBe("zh-Hans-CN");
    expect(metadata(`<meta http-equiv="Content-Language" content="de_at, en">`).lang).toBe("de-AT");
    expect(metadata(`<html lang="not a language!"><p>x</p></html>`).lang).toBeUndefined();
  });
});

describe("normalizeLanguageTag", () => {
  it("canonicalises case and separators and rejects junk", () => {
    expect(normalizeLanguageTag("EN-gb")).toBe("en-GB");
    expect(normalizeLanguageTag("pt_BR")).toBe("pt-BR");
    expect(normalizeLanguageTag("")).toBeUndefined();
    expect(normalizeLanguageTag("??")).toBeUndefined();
  });
});
