// A declared article's root narrows to the child holding nearly all its prose: the bio and the teasers' summaries
// beside the story's body are left out (see main-content/narrow-to-prose.ts and docs/benchmarks.md, art20).
import { describe, expect, it } from "vitest";
import { ARTICLE_PARAGRAPHS } from "#test/helpers/article-paragraphs.js";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const PARAGRAPHS = ARTICLE_PARAGRAPHS;
const BIO =
  "Maria Lopez is the executive editor of the health letter. She has written about medicine and research for twenty years and lives in Boston.";
const DECLARED = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Exercise lifts mood"}</script>`;

// Utility class names only: nothing but the amount of prose tells the story's body from what sits beside it.
const page = (
  head: string,
  beside: string,
) => `<!doctype html><html><head><title>Exercise lifts mood</title>${head}</head>
<body><nav><a href="/">Home</a> <a href="/topics">Topics</a></nav>
<div class="mx-auto max-w-3xl"><h1>Exercise lifts mood</h1>
<div class="text-lg leading-8">${PARAGRAPHS.map((text) => `<p>${text}</p>`).join("")}</div>
${beside}
</div><footer>© Health letter</footer></body></html>`;

const BIO_BOX = `<div class="mt-8 flex gap-4"><img src="/maria.jpg" alt=""><p>${BIO}</p></div>`;

describe("a declared article narrowed to its body", () => {
  it("leaves out a bio beside the body, with no heading or class name to say so", () => {
    const text = extract(page(DECLARED, BIO_BOX));
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("executive editor of the health letter");
  });

  it("narrows a page whose Open Graph type is article as well", () => {
    const text = extract(page(`<meta property="og:type" content="article">`, BIO_BOX));
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("executive editor of the health letter");
  });

  it("keeps an FAQ beside the body", () => {
    const text = extract(
      page(
        DECLARED,
        `<div class="mt-8"><h2>Frequently asked questions</h2><h3>How long should a walk be?</h3>
<p>Twenty minutes on most days is enough to notice a change within a few weeks, the review says.</p></div>`,
      ),
    );
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).toContain("Twenty minutes on most days is enough");
  });

  it("leaves a page that declares no article as it was", () => {
    const text = extract(page("", BIO_BOX));
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).toContain("executive editor of the health letter");
  });
});
