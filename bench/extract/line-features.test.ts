import { describe, expect, it } from "vitest";
import { parseHtml } from "../../src/extract/parse-html.js";
import { FEATURE_NAMES, lineRecords } from "./line-features.js";

const PAGE = `<html><head><script type="application/ld+json">{"@type": "NewsArticle"}</script></head><body>
<article class="post-body"><p>The river rose by two metres overnight, and the town closed its bridges.</p><p>Officials expect the water to fall by Friday.</p></article>
<nav class="share-links"><ul><li><a href="/share">Share on social media</a></li><li><a href="/print">Print</a></li></ul></nav>
<footer><p>Share on social media</p></footer>
</body></html>`;

function feature(features: number[], name: string): number | undefined {
  return features[FEATURE_NAMES.indexOf(name)];
}

describe("lineRecords", () => {
  it("reads each output line's element in the page: its tag, link share, landmarks, class words and repeats", () => {
    const text =
      "The river rose by two metres overnight, and the town closed its bridges.\n\nShare on social media";
    const [prose, share] = lineRecords(text, parseHtml(PAGE));
    expect(prose?.features).toHaveLength(FEATURE_NAMES.length);
    const proseFeatures = prose?.features ?? [];
    const shareFeatures = share?.features ?? [];
    expect(feature(proseFeatures, "dom_found")).toBe(1);
    expect(feature(proseFeatures, "tag_p")).toBe(1);
    expect(feature(proseFeatures, "sentence_end")).toBe(1);
    expect(feature(proseFeatures, "dom_link_share")).toBe(0);
    expect(feature(proseFeatures, "up_post")).toBe(1);
    expect(feature(proseFeatures, "anc_article")).toBe(1);
    expect(feature(proseFeatures, "anc_nav")).toBe(0);
    // What the page declares itself to be, from its JSON-LD.
    expect(feature(proseFeatures, "page_article")).toBe(1);
    expect(feature(proseFeatures, "page_product")).toBe(0);
    // The link's text is the chain a → li, inside a <nav> whose class names share links; it is said twice.
    expect(feature(shareFeatures, "tag_a")).toBe(1);
    expect(feature(shareFeatures, "tag_li")).toBe(1);
    expect(feature(shareFeatures, "dom_link_share")).toBe(1);
    expect(feature(shareFeatures, "anc_nav")).toBe(1);
    expect(feature(shareFeatures, "up_share")).toBe(1);
    expect(feature(shareFeatures, "dom_repeats")).toBe(1);
    expect(feature(shareFeatures, "word_share")).toBe(1);
  });

  it("keeps code lines apart: they are never features for the filter", () => {
    const records = lineRecords("Intro line.\n\n```\nconst a = 1;\n```", parseHtml("<p>Intro line.</p>"));
    expect(records.map((record) => record.code)).toEqual([false, true, true, true]);
  });
});
