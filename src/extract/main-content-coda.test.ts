// What follows an article inside its own container, titled only by a heading (an author's bio, related posts, a
// share bar): small hand-made pages on a pattern that repeats across many article pages in the WCXB benchmark
// (see docs/benchmarks.md, "Coda headings").
import { describe, expect, it } from "vitest";
import { ARTICLE_PARAGRAPHS } from "#test/helpers/article-paragraphs.js";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const PARAGRAPHS = ARTICLE_PARAGRAPHS.slice(0, 4);
const BIO =
  "Maria Lopez is the executive editor of the health letter. She has written about medicine and research for twenty years and lives in Boston.";

// Class names that say nothing (utility classes): only the block's heading tells it apart from the article.
const article = (
  coda: string,
) => `<!doctype html><html><head><title>Exercise lifts mood | Health</title></head>
<body><nav><a href="/">Home</a> <a href="/topics">Topics</a></nav>
<div class="mx-auto max-w-3xl"><h1>Exercise lifts mood</h1>
<div class="prose">${PARAGRAPHS.map((text) => `<p>${text}</p>`).join("")}</div>
${coda}
</div><footer>© Health letter</footer></body></html>`;

describe("blocks an article's heading names as what follows it", () => {
  it("leaves out an author's bio under an 'About the Author' heading", () => {
    const text = extract(
      article(
        `<div class="bg-blue-50 px-4 py-4 mt-8"><h2>About the Author</h2><p><b>Maria Lopez</b>, Executive Editor</p><p>${BIO}</p></div>`,
      ),
    );
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("About the Author");
    expect(text).not.toContain("executive editor of the health letter");
  });

  it("leaves out related posts with their summaries and a likes widget, each under its heading", () => {
    const text = extract(
      article(`<div class="mt-12"><h3>Related Articles</h3>
<div><a href="/a">Why sleep matters</a><p>A good night's rest does more for memory than most people expect.</p></div>
<div><a href="/b">Breakfast habits</a><p>What people who never skip breakfast have in common.</p></div></div>
<div class="mt-4"><h3>Like this:</h3><div><span>Like</span> <span>Loading...</span></div></div>
<div class="mt-8"><h2>From the blog</h2><div><a href="/c">Desk stretches</a><p>Ten minutes that undo an afternoon of sitting still.</p></div></div>`),
    );
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("Related Articles");
    expect(text).not.toContain("more for memory");
    expect(text).not.toContain("Loading");
    expect(text).not.toContain("sitting still");
  });

  it("leaves out a block labelled so without heading markup", () => {
    const text = extract(
      article(`<section class="py-10"><p class="eyebrow">From our blog</p><div class="cards">
<div><a href="/a">Why sleep matters</a><p>A good night's rest does more for memory than most people expect.</p></div></div></section>`),
    );
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("From our blog");
    expect(text).not.toContain("more for memory");
  });

  it("keeps a heading's block that does not start with it (a heading in the middle of an article's part)", () => {
    const html = `<!doctype html><html><head><title>Exercise lifts mood | Health</title></head><body>
<article><h1>Exercise lifts mood</h1><div class="part">${PARAGRAPHS.map((text) => `<p>${text}</p>`).join("")}
<p>${BIO}</p></div>
<div class="part"><p>Doctors now suggest a walk first.</p><h2>Related</h2><p>The same review looked at sleep.</p></div>
</article></body></html>`;
    const text = extract(html);
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).toContain("Related");
    expect(text).toContain("The same review looked at sleep.");
  });

  // The heading beside what it names, not around it: a flat article body, or a page builder's heading widget.
  const flatArticle = (
    coda: string,
  ) => `<!doctype html><html><head><title>Exercise lifts mood | Health</title></head>
<body><nav><a href="/">Home</a> <a href="/topics">Topics</a></nav>
<article><h1>Exercise lifts mood</h1><div class="entry-content">
${PARAGRAPHS.map((text) => `<p>${text}</p>`).join("")}
${coda}
</div></article><footer>© Health letter</footer></body></html>`;

  it("leaves out related posts set after their heading as siblings in a flat article body", () => {
    const text = extract(
      flatArticle(`<h3>Related posts</h3>
<ul><li><a href="/a">Why sleep matters for memory and mood</a></li><li><a href="/b">Breakfast habits of people who never skip it</a></li></ul>`),
    );
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("Related posts");
    expect(text).not.toContain("Why sleep matters");
  });

  it("leaves out a rail of teaser cards after a heading widget that holds only the heading", () => {
    const text = extract(
      flatArticle(`<div class="widget"><div class="widget-inner"><h2>You may also like</h2></div></div>
<div class="grid"><div><a href="/a">Why sleep matters</a><p>A good night's rest does more for memory than most people expect.</p></div>
<div><a href="/b">Breakfast habits</a><p>What people who never skip breakfast have in common.</p></div></div>`),
    );
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("You may also like");
    expect(text).not.toContain("more for memory");
  });

  it("leaves out teasers under headings that say 'related … topics', 'other posts' or 'you may be interested in'", () => {
    for (const heading of [
      "Related investing topics",
      "Other Posts",
      "Featured articles",
      "Related articles that may interest you",
      "You may be interested in the following topics as well:",
    ]) {
      const text = extract(
        article(`<div class="mt-12"><h3>${heading}</h3>
<div><a href="/a">Why sleep matters</a><p>A good night's rest does more for memory than most people expect.</p></div>
<div><a href="/b">Breakfast habits</a><p>What people who never skip breakfast have in common.</p></div></div>`),
      );
      for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
      expect(text, heading).not.toContain(heading.replace(/:$/, ""));
      expect(text, heading).not.toContain("more for memory");
    }
  });

  it("keeps a paper's 'Related work' section", () => {
    const text = extract(
      article(`<div class="mt-12"><h3>Related work</h3>
<p>Earlier studies of exercise and mood followed smaller groups for a few weeks, and most relied on what the
participants reported about themselves rather than on any measure taken by the researchers.</p></div>`),
    );
    expect(text).toContain("Related work");
    expect(text).toContain("Earlier studies of exercise and mood");
  });

  it("leaves out an author's bio set after its heading as a sibling paragraph", () => {
    const text = extract(flatArticle(`<h3>About the author</h3><p>${BIO}</p>`));
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).not.toContain("About the author");
    expect(text).not.toContain("executive editor of the health letter");
  });

  it("keeps a paragraph of the article that follows a 'Related:' line with its link", () => {
    const text = extract(
      flatArticle(`<p><strong>Related:</strong></p><p><a href="/a">Why sleep matters</a></p>
<p>Doctors now suggest a short walk before any other step, and most patients manage one on their first day.</p>`),
    );
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text).toContain("Doctors now suggest a short walk before any other step");
  });

  it("leaves out a product page's stories under a 'Related stories' heading and its 'Share:' line", () => {
    const jsonLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Quiet headphones","offers":{"@type":"Offer","price":"299","priceCurrency":"USD"}}</script>`;
    const text = extract(`<!doctype html><html><head><title>Quiet headphones</title>${jsonLd}</head><body>
<nav><a href="/">Audio shop</a> <a href="/headphones">Headphones</a></nav>
<div class="mx-auto"><h1>Quiet headphones</h1><p>$299</p>
<div class="prose"><p>Noise cancelling that adapts to the room: the quiet headphones listen to what is around you
and cancel it, on a plane, a train or in an open office, for up to twenty hours on one charge.</p>
<p>Soft cushions and a light band keep them comfortable through a long flight, and they fold flat into the
case that comes with them, with a cable for the seat's own screen.</p>
<p>Calls sound clear on both ends: four microphones pick out your voice from the wind and the street, and a
button on the right cup mutes them, with a tone to tell you when they are off.</p></div>
<div class="row"><h3>Share:</h3><a href="/s/fb">Facebook</a> <a href="/s/x">X</a></div>
<div class="row"><h2>Related stories</h2><div><a href="/st/1">Buying tips: noise cancelling headphones</a>
<p>What to look for before you buy a pair for travel.</p></div><div><a href="/st/2">Headphones at work</a>
<p>How a quiet pair can help you get more done in an open office.</p></div></div>
</div><footer>© Audio shop</footer></body></html>`);
    expect(text).toContain("cancel it, on a plane");
    expect(text).toContain("fold flat into the case");
    expect(text).not.toContain("Related stories");
    expect(text).not.toContain("What to look for before you buy");
    expect(text).not.toContain("Share:");
  });
});
