// A blog index that prints each entry as one line, "Title, date, author", the date and author in spans named
// "date" and "author" (see entry-line.ts and docs/benchmarks.md, list15).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const ENTRIES = [
  [
    "Allocating on the stack",
    "27 February 2026",
    "Keith Randall",
    "Recent changes that move allocations from the heap to the stack.",
  ],
  [
    "Using go fix to modernize code",
    "17 February 2026",
    "Alan Donovan",
    "A new implementation of go fix helps you adopt newer language features.",
  ],
  [
    "The 1.26 release",
    "10 February 2026",
    "Carlos Amedee",
    "A new garbage collector, lower cgo overhead and two experimental packages.",
  ],
  [
    "What the developer survey found",
    "21 January 2026",
    "Todd Kulesza, for the survey team",
    "What developers told us about their tools, their work and the language.",
  ],
];

const index = ENTRIES.map(
  ([
    title,
    date,
    author,
    summary,
  ]) => `<p class="blogtitle"><a href="/blog/${date}">${title}</a>, <span class="date">${date}</span><br>
<span class="author">${author}<br></span></p>
<p class="blogsummary">${summary}</p>`,
).join("\n");

const page = (aside: string) => `<!doctype html><html><head><title>The Blog</title></head>
<body><header><a href="/">Home</a> <a href="/doc">Docs</a></header>
<div class="markdown"><h1>Blog Index</h1><div id="blogindex">${index}</div></div>${aside}
<footer><p>Except as noted, the content of this page is licensed under the Creative Commons Attribution 4.0 License.</p></footer></body></html>`;

describe("an entry's date and author printed inside its line", () => {
  it("keeps them with the entry's title and summary", () => {
    const text = extract(page(""));
    for (const [title, date, author, summary] of ENTRIES) {
      expect(text).toContain(title as string);
      expect(text).toContain(date as string);
      expect(text).toContain(author as string);
      expect(text).toContain(summary as string);
    }
  });

  it("still leaves out a date that stands alone as a block", () => {
    const text = extract(
      page(`<div class="date">Updated 3 March 2026 by the web team</div>`).replace(
        '<div id="blogindex">',
        '<p><span class="date">Updated 3 March 2026</span></p><div id="blogindex">',
      ),
    );
    expect(text).toContain("27 February 2026");
    expect(text).not.toContain("Updated 3 March 2026");
  });
});
