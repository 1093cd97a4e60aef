// A loading indicator's text ("Loading…", "Loading reviews...") is never content. A hand-made shop page built on
// a pattern of the WCXB benchmark's shops, whose lazy widgets each hold a spinner's text.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const page = `<!doctype html><html><head><title>Stoneware mug</title></head><body><main>
<h1>Handmade stoneware coffee mug</h1>
<p>A wheel-thrown mug with a folk art glaze, fired in our studio kiln and safe in the dishwasher.</p>
<p>Loading the kiln takes a whole day: each mug stands apart so the glaze cannot fuse them.</p>
${Array.from({ length: 6 }, () => '<div class="spinner"><span>Loading</span></div>').join("")}
<div class="reviews"><p>Loading reviews...</p></div><div class="lazy"><p>Loading…</p></div>
<p>Capacity: 350 ml. Height: 9 cm.</p></main></body></html>`;

describe("loading indicators", () => {
  it("leaves out the lines that only say Loading, and keeps sentences that start with the word", () => {
    const text = extractMainText(parseHtml(page));
    expect(text).toContain("folk art glaze");
    expect(text).toContain("Loading the kiln takes a whole day");
    expect(text).toContain("Capacity: 350 ml.");
    expect(text.split("\n").filter((line) => /^loading/i.test(line.trim()))).toEqual([
      "Loading the kiln takes a whole day: each mug stands apart so the glaze cannot fuse them.",
    ]);
  });

  it("leaves out a blog's like button waiting for its script ('Like Loading…')", () => {
    const post = `<!doctype html><html><head><title>Repotting a fig</title></head><body><article>
<h1>Repotting a fiddle-leaf fig</h1>
<p>Wait until the roots circle the pot, then move the fig to a pot one size larger in early spring, never more.</p>
<p>Water it well the day before so the root ball slides out whole, and keep it out of direct sun for a week after.</p>
<div class="sharedaddy sd-block sd-like jetpack-likes-widget-wrapper"><div class="likes-widget-placeholder post-likes-widget-placeholder"><span class="button"><span>Like</span></span> <span class="loading">Loading...</span></div></div>
</article></body></html>`;
    const text = extractMainText(parseHtml(post));
    expect(text).toContain("one size larger in early spring");
    expect(text).not.toMatch(/Like Loading/);
  });
});
