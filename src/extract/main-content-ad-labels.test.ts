// An ad slot's bare label ("Advertisement") is not the text; a page's "Last updated" line is kept (support
// questions ask when a policy changed), and so is a sentence or a byline holding a date. Hand-made page on a pattern
// that repeats across the WCXB benchmark's articles.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const post = `<!doctype html><html><head><title>How to repot a fiddle-leaf fig | Leafy</title></head><body>
<header><a href="/">Leafy</a></header>
<article>
<h1>How to repot a fiddle-leaf fig</h1>
<p><span>By Jane Doe</span>, <time>Dec 17, 2025</time></p>
<div class="post-info"><span>Last updated on September 16th, 2023 at 09:27 am</span></div>
<p>A fiddle-leaf fig wants a new pot every other spring, when roots start to circle the old one and water runs
straight through the soil without soaking in.</p>
<div class="slot"><span>Advertisement</span></div>
<p>Choose a pot only two inches wider than the last one, water the plant the day before, and tease the roots apart
gently before you set it in fresh, well-draining soil.</p>
<div class="slot"><span>Sponsored</span></div>
<p>Sponsored by Acme Soil, whose mix we liked best after testing three new potting mixes.</p>
</article>
<footer><p>© Leafy</p></footer>
</body></html>`;

describe("an ad slot's bare label", () => {
  it("is left out; a sentence naming a sponsor stays", () => {
    const text = extractMainText(parseHtml(post));
    expect(text).toContain("wants a new pot every other spring");
    expect(text).toContain("tease the roots apart");
    expect(text).not.toMatch(/^Advertisement$/m);
    expect(text).not.toMatch(/^Sponsored$/m);
    expect(text).toContain("Sponsored by Acme Soil");
  });

  it("is left out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(post));
    expect(markdown).toContain("tease the roots apart");
    expect(markdown).not.toMatch(/^Advertisement$/m);
  });

  it("leaves the page's own dates: its last update and the byline", () => {
    const text = extractMainText(parseHtml(post));
    expect(text).toContain("Last updated on September 16th, 2023");
    expect(text).toContain("By Jane Doe, Dec 17, 2025");
  });
});
