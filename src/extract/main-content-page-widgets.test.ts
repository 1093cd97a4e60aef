// Interface blocks named by their class: a reader's verdict on the page ("Was this page helpful?", named
// "…feedback") and a list's sort control ("Sort by: …", named "…sort…"). Small hand-made pages on patterns that
// repeat across service, article and listing pages of the WCXB benchmark (see docs/benchmarks.md, svc20).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const PARAGRAPHS = [
  "A permit is needed before any building or structure is put up, moved, enlarged or changed in the town.",
  "Bring two copies of the site plan and the builder's licence number to the office; forms are also on this page.",
  "Inspections are booked by phone at least one working day ahead, and the inspector will call before the visit.",
];

const article = (
  widget: string,
) => `<!doctype html><html><head><title>Building permits | Example Town</title></head>
<body><header class="site-header"><a href="/">Example Town</a><nav><a href="/a">Services</a><a href="/b">News</a></nav></header>
<main><h1>Building permits</h1>${PARAGRAPHS.map((paragraph) => `<p>${paragraph}</p>`).join("")}${widget}</main>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;

describe("a reader's verdict on the page, named as feedback", () => {
  it("is left out", () => {
    const text = extract(
      article(
        `<div class="page-feedback"><p>Was this page helpful to you today? Tell us how we could improve it.</p><button>Yes</button><button>No</button></div>`,
      ),
    );
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("Was this page helpful");
  });
});

const ITEMS = ["Trail running shoes", "Road running shoes", "Walking shoes", "Hiking boots", "Sandals"];

const listing = `<!doctype html><html><head><title>Shoes | Example Shop</title></head>
<body><header class="site-header"><a href="/">Example Shop</a><nav><a href="/a">Men</a><a href="/b">Women</a></nav></header>
<main><h1>Shoes</h1><p>Shoes for every kind of day out, from the first run of the morning to a long walk in the hills.</p>
<div class="collection-sort"><span>Sort by: most popular first, then the newest arrivals</span></div>
<ul class="products">${ITEMS.map((item) => `<li><h2>${item}</h2><p>From $80, in six colours and every size.</p></li>`).join("")}</ul></main>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;

describe("a list's sort control, named as such", () => {
  it("is left out", () => {
    const text = extract(listing);
    for (const item of ITEMS) expect(text).toContain(item);
    expect(text).not.toContain("Sort by");
  });
});
