// The last resort of a page rendered by script is its meta description, unless that is the site's tagline,
// served on every page whatever its title names. Hand-made pages on a pattern of the WCXB benchmark (a shop whose
// product pages are empty shells with the product's name in og:title only).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const shell = (description: string) => `<!doctype html><html><head><title></title>
<meta property="og:title" content="Trailwind 40L Hiking Backpack Waterproof Lightweight Daypack - Mega Mart 7">
<meta property="og:description" content="${description}"></head>
<body><div id="root"></div><script src="/static/app.js"></script></body></html>`;

describe("a meta description as the last resort", () => {
  it("gives no text when the description is the site's tagline, sharing no word with the title", () => {
    expect(extractMainText(parseHtml(shell("Smarter Shopping, Better Living! Megamart.com")))).toBe("");
  });

  it("keeps a description about the page's product", () => {
    const description = "The Trailwind 40L backpack carries a weekend's gear and keeps it dry in a downpour.";
    expect(extractMainText(parseHtml(shell(description)))).toBe(description);
  });

  it("keeps the description of a page without a title", () => {
    const description = "Smarter Shopping, Better Living! Megamart.com, the store for everything.";
    const page = `<!doctype html><html><head><meta name="description" content="${description}"></head>
<body><div id="root"></div></body></html>`;
    expect(extractMainText(parseHtml(page))).toBe(description);
  });
});
