// A reader's verdict on the page ("Was this page helpful?") in a block named "…feedback": an interface widget, not
// the page's text. A small hand-made page on a pattern that repeats across service and article pages of the WCXB
// benchmark (see docs/benchmarks.md, svc20).
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
