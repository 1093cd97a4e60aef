// A post template's stamps about the text — its date ("Last updated on September 16th, 2023"), its reading time
// ("8 min read"), an ad slot's label ("Advertisement") — are not the text; a sentence or a byline holding a date
// is. Hand-made pages on a pattern that repeats across the WCXB benchmark's articles (the stamp under the title or
// after the body) and news rivers (a stamp under every teaser).
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const post = `<!doctype html><html><head><title>How to repot a fiddle-leaf fig | Leafy</title></head><body>
<header><a href="/">Leafy</a></header>
<article>
<h1>How to repot a fiddle-leaf fig</h1>
<p><span>By Jane Doe</span>, <time>Dec 17, 2025</time></p>
<div class="post-info"><span>Last updated on September 16th, 2023 at 09:27 am</span></div>
<div class="post-info"><span>8 min read</span></div>
<p>A fiddle-leaf fig wants a new pot every other spring, when roots start to circle the old one and water runs
straight through the soil without soaking in.</p>
<div class="slot"><span>Advertisement</span></div>
<p>Choose a pot only two inches wider than the last one, water the plant the day before, and tease the roots apart
gently before you set it in fresh, well-draining soil.</p>
<p>This guide was last updated on May 2, 2024 after we tested three new potting mixes.</p>
<div class="post-info"><span>Published on: February 14, 2025</span></div>
</article>
<footer><p>© Leafy</p></footer>
</body></html>`;

describe("a text's stamps: its date, its reading time, an ad slot's label", () => {
  it("leaves out the lines that are only a stamp", () => {
    const text = extractMainText(parseHtml(post));
    expect(text).toContain("wants a new pot every other spring");
    expect(text).toContain("tease the roots apart");
    expect(text).not.toContain("Last updated on September 16th");
    expect(text).not.toContain("8 min read");
    expect(text).not.toContain("Advertisement");
    expect(text).not.toContain("Published on: February 14, 2025");
  });

  it("keeps a sentence that dates the text, and a byline with its date", () => {
    const text = extractMainText(parseHtml(post));
    expect(text).toContain("This guide was last updated on May 2, 2024 after we tested");
    expect(text).toContain("By Jane Doe, Dec 17, 2025");
  });

  it("leaves them out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(post));
    expect(markdown).toContain("tease the roots apart");
    expect(markdown).not.toContain("8 min read");
    expect(markdown).not.toContain("Advertisement");
  });
});

const repository = (
  name: string,
  about: string,
  updated: string,
) => `<li class="repo"><h3><a href="/acme/${name}">${name}</a></h3>
  <p>${about}</p><p>Updated ${updated}</p></li>`;

const repositories = `<!doctype html><html><head><title>Acme's repositories</title></head><body><main>
<h1>Repositories</h1>
<ul class="repo-list">
${repository("rivet", "A small HTTP router for edge functions, with typed path parameters and middleware.", "Mar 8, 2026")}
${repository("lathe", "Turns a folder of Markdown notes into a static site with search and backlinks.", "Mar 7, 2026")}
${repository("anvil", "Load tests for message queues, written as plain scripts and run from any CI.", "Feb 21, 2026")}
${repository("tongs", "Reads and writes Parquet files in the browser without a server round trip.", "Feb 5, 2026")}
${repository("bellows", "A command-line tool that watches a build and reports the slowest steps.", "Jan 4, 2026")}
${repository("quench", "Backs up a Postgres database to object storage on a schedule, encrypted.", "Jul 30, 2024")}
</ul></main></body></html>`;

describe("a list's date stamps, one under every entry", () => {
  it("keeps them: the benchmark's truths keep a river's stamps on some sites and drop them on others", () => {
    const text = extractMainText(parseHtml(repositories));
    expect(text).toContain("Reads and writes Parquet files");
    expect(text).toContain("Updated Mar 8, 2026");
    expect(text).toContain("Updated Jul 30, 2024");
  });
});
