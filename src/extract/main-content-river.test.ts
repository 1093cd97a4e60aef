// A blog's front page whose prose-richest block is one row of its river of stories: a row of featured teasers
// (a headline and a summary each) outwrites the sections of headlines around it (see entry-river.ts and
// docs/benchmarks.md, list17).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const FEATURED = [
  [
    "How we moved our search index without downtime",
    "Two clusters, one alias and a week of shadow traffic: what we learned moving forty terabytes of search data to new hardware while every query kept working. The hard part was not the copy but the writes that arrived while it ran, and the dashboards that told us when the two sides agreed.",
  ],
  [
    "What developers told us about their tools this year",
    "More than ninety thousand answers to our yearly survey show which editors, languages and build tools people use at work, and which ones they want to try next. This year we also asked about time spent waiting on builds, and the answers surprised the people who run our own build farm.",
  ],
  [
    "Writing error messages people can act on",
    "A good error message says what happened, why it matters and what to do next. Our style guide's new chapter walks through twenty real examples, before and after, from a failed payment to a lost network connection, and explains the rules we now follow for every new message we ship.",
  ],
  [
    "The quiet work of keeping old code running",
    "Maintainers of long-lived projects on budgets, deprecations and the users nobody hears from until something breaks in the middle of their release week. Six of them told us how they decide what to keep, what to drop and how to say no without losing the people who depend on them.",
  ],
];

const LATEST = [
  "Release notes for the March update",
  "A tour of the new moderation queue",
  "Podcast: building teams that write things down",
  "How our on-call rotation changed after the outage",
  "Ask a maintainer: reviewing your first pull request",
  "Five talks from this year's conference worth your time",
  "Why we rewrote the notification service in Go",
  "Open-sourcing our accessibility checklist",
];

const featuredRow = FEATURED.map(
  ([title, summary], index) =>
    `<article class="post-summary"><h3><a href="/2026/03/0${index}/post">${title}</a></h3><p>${summary}</p></article>`,
).join("\n");

const SECTIONS = ["Latest", "From the podcast", "Culture"];
const AUTHORS = ["Ana Ruiz", "Ben Okafor", "Chen Wei", "Dana Levi"];

/** The other sections of the river: a headline and a byline per entry (not titles alone). */
const otherSections = SECTIONS.map(
  (section, sectionIndex) =>
    `<h2>${section}</h2><div class="river-section">${LATEST.map(
      (title, index) =>
        `<div class="entry"><h3><a href="/2026/02/${sectionIndex}${index}/post">${section}: ${title}</a></h3><span>By ${AUTHORS[index % 4]}, ${index + 1} February 2026</span></div>`,
    ).join("\n")}</div>`,
).join("\n");

const page = (featured: string) => `<!doctype html><html><head><title>The Engineering Blog</title></head>
<body><header class="site-header"><a href="/">Engineering Blog</a><nav><a href="/podcast">Podcast</a><a href="/newsletter">Newsletter</a></nav></header>
<main><h2>Featured</h2><div class="lead-row">${featured}</div>
${otherSections}</main>
<footer class="site-footer"><a href="/about">About</a> <a href="/privacy">Privacy</a></footer></body></html>`;

describe("a front page whose richest block is one row of its river of stories", () => {
  it("keeps every section of the river, not only the row of featured teasers", () => {
    const text = extract(page(featuredRow));
    for (const [title, summary] of FEATURED) {
      expect(text).toContain(title as string);
      expect(text).toContain(summary as string);
    }
    for (const section of SECTIONS)
      for (const title of LATEST) expect(text).toContain(`${section}: ${title}`);
    expect(text).not.toContain("Privacy");
  });

  it("keeps every section when the row of teasers sits in a wrapper beside a line of its own", () => {
    const wrapped = `<div class="row-inner">${featuredRow}</div>
<p>Every week our engineers write about the systems they build, the mistakes they make and what they learn.</p>`;
    const text = extract(page(wrapped));
    for (const [title] of FEATURED) expect(text).toContain(title as string);
    for (const section of SECTIONS)
      for (const title of LATEST) expect(text).toContain(`${section}: ${title}`);
  });

  it("still keeps an article alone when its paragraphs, not teasers with headlines, hold the links", () => {
    const paragraphs = FEATURED.map(
      ([, summary], index) =>
        `<p>${summary} See <a href="/notes/${index}">our notes</a> for the details.</p>`,
    ).join("\n");
    const text = extract(page(paragraphs));
    for (const [, summary] of FEATURED) expect(text).toContain(summary as string);
    for (const title of LATEST) expect(text).not.toContain(title);
    expect(text).not.toContain("By Ana Ruiz");
  });
});
