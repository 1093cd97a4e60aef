// A post's bare reading-time estimate ("5 min read", "Reading time: 8 minutes") is not content; a line saying more is.
// A hand-made blog front page on a pattern that repeats across the WCXB benchmark's listing and article pages.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const teaser = (title: string, slug: string, time: string) => `<article class="post-card">
  <h2><a href="/${slug}">${title}</a></h2>
  <p>Notes from a year of running the service in production, with the numbers we wish we had known before.</p>
  <p>By Ada Byron, Mar 7, 2026</p>
  <div class="reading">${time}</div></article>`;

const front = `<!doctype html><html><head><title>Engineering blog</title></head><body><main>
<h1>Engineering blog</h1>
<p>How we build, test and run the platform, written by the people who do it every day.</p>
${teaser("Caching at the edge", "edge", "5 min read")}${teaser("Sharding the ledger", "ledger", "12 MIN. READ")}
${teaser("Queues without tears", "queues", "Reading time: 8 minutes")}${teaser("A year of on-call", "on-call", "6 minute read")}
<p>Every post takes about 5 min read aloud, and our recipes ask for 30 minutes of your time.</p>
<p>30 minutes</p>
</main></body></html>`;

describe("a post's bare reading time", () => {
  it("leaves out each teaser's reading time and keeps its title, summary and byline", () => {
    const text = extractMainText(parseHtml(front));
    expect(text).toContain("Sharding the ledger");
    expect(text).toContain("Notes from a year of running");
    expect(text).toContain("By Ada Byron, Mar 7, 2026");
    expect(text).not.toMatch(/^(?:\d+ min read|12 MIN\. READ|reading time.*|6 minute read)$/im);
  });

  it("keeps a line that says more than the reading time, and a time that is not one", () => {
    const text = extractMainText(parseHtml(front));
    expect(text).toContain("Every post takes about 5 min read aloud");
    expect(text).toMatch(/^30 minutes$/m);
  });

  it("leaves them out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(front));
    expect(markdown).toContain("Queues without tears");
    expect(markdown).not.toMatch(/^(?:\d+ min read|reading time.*)$/im);
  });
});
