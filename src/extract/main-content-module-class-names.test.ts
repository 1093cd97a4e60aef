// Class names written by CSS modules ("Sidebar_sidebar__yeDLZ"): the hash at their end is not a word of the name,
// so a region word before it ("sidebar", "author", "header") still says what the block is. A page shaped like the
// Next.js article pages of the WCXB benchmark (see docs/benchmarks.md, art27).
import { describe, expect, it } from "vitest";
import { ARTICLE_PARAGRAPHS } from "#test/helpers/article-paragraphs.js";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const PARAGRAPHS = ARTICLE_PARAGRAPHS.slice(0, 4);
const BIO =
  "Maria Lopez has edited the health letter since 2015 and writes about sleep, exercise and the research behind both.";

const page = (
  hash: (name: string) => string,
) => `<!doctype html><html><head><title>Exercise lifts mood</title></head>
<body><div id="__next"><main class="${hash("Layout_main")}">
<article class="${hash("Post_root")}"><h1>Exercise lifts mood</h1>
<div class="${hash("Post_body")}">${PARAGRAPHS.map((text) => `<p>${text}</p>`).join("")}</div>
<div class="${hash("PostMeta_author")}"><p>${BIO}</p></div>
</article></main></div></body></html>`;

describe("class names written by CSS modules", () => {
  it("reads the region word before a module's hash", () => {
    const hashes = ["9BCgr", "IL_5N", "yeDLZ"];
    let index = 0;
    const text = extractMainText(parseHtml(page((name) => `${name}__${hashes[index++ % hashes.length]}`)));
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("has edited the health letter");
  });

  it("reads a lower-case BEM element after two underscores ('__notes') as a word of the name", () => {
    const text = extractMainText(parseHtml(page((name) => `${name}__notes`)));
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).toContain("has edited the health letter");
  });

  it("keeps an item's header block named by a module ('Card_header__Ab3xY') as the item's title", () => {
    const items = [
      [
        "Morning stretches",
        "Five minutes of stretching before breakfast loosens the back and the shoulders for the day.",
      ],
      [
        "Walking meetings",
        "Taking a call on foot adds a mile to the day without taking any time away from work.",
      ],
      [
        "Evening swims",
        "A slow swim after work lowers the heart rate and helps most people fall asleep sooner.",
      ],
    ];
    const html = `<!doctype html><html><head><title>Habits</title></head><body><main class="Layout_main__Q5NUN">
<h1>Small habits that add up</h1><ul class="List_root__x9Y2z">${items
      .map(
        ([title, text]) =>
          `<li class="Card_root__a2E_K"><div class="Card_header__Ab3xY"><h3>${title}</h3></div><p>${text}</p></li>`,
      )
      .join("")}</ul></main></body></html>`;
    const text = extractMainText(parseHtml(html));
    for (const [title, summary] of items) {
      expect(text).toContain(title);
      expect(text).toContain(summary);
    }
  });
});
