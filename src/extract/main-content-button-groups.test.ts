// Blocks named as a group of buttons ("wp-block-buttons", "hero__ctas"): calls to action between a page's
// sections, not its text. A small hand-made page on a pattern that repeats across articles, landing and course
// pages of the WCXB benchmark (see docs/benchmarks.md, svc20).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const SECTIONS = [
  "HTML gives a page its structure: headings, paragraphs, lists and links, each with a meaning a browser understands.",
  "This course walks through the elements you use every day, then the attributes that make them accessible to everyone.",
  "Each module ends with a short exercise in the browser, so you can check what you learnt before moving on to the next.",
  "Later modules cover forms, tables and media, and how to choose between two elements that look alike on the screen.",
];

const page = (group: string) => `<!doctype html><html><head><title>Learn HTML | Example</title></head>
<body><header class="site-header"><a href="/">Example</a><nav><a href="/a">Courses</a><a href="/b">Blog</a></nav></header>
<main><h1>Learn HTML</h1>
<div class="landing-row"><p>${SECTIONS[0]}</p><p>${SECTIONS[1]}</p><div class="${group}"><span>Start the course today: every lesson is free for fourteen days!</span><a class="button" href="/learn/html">Sign up</a></div></div>
<div class="landing-row"><p>${SECTIONS[2]}</p><p>${SECTIONS[3]}</p><div class="${group}"><span>Start the course today: every lesson is free for fourteen days!</span><a class="button" href="/learn/html/forms">Sign up</a></div></div>
</main><footer class="site-footer"><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;

describe("a block named as a group of buttons", () => {
  it("is left out ('…-buttons', '…__ctas')", () => {
    for (const group of ["landing-row-item-buttons", "hero__ctas"]) {
      const text = extract(page(group));
      for (const sentence of SECTIONS) expect(text).toContain(sentence);
      expect(text).not.toContain("Start the course");
    }
  });

  it("is not one named for a single button, nor a block that merely has buttons", () => {
    for (const group of ["landing-row-item-button", "a-carousel-has-buttons"]) {
      expect(extract(page(group))).toContain("Start the course");
    }
  });
});
