// Forum threads whose opening post outweighs its replies: a small hand-made page on a pattern that repeats across
// forum software in the WCXB benchmark (see docs/benchmarks.md).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const OPENING = [
  "I bought the new mid-tower case last month and found two small round openings that the manual never mentions.",
  "One sits on the outside, right below the power supply, and the other one is on the inside of the bottom panel.",
  "Both look very intentional, with rubber grommets and screw holes around them, so they must be there for a reason.",
  "Does anyone know what they are for? I would rather not block them with the bottom intake fans I am about to mount.",
];
const REPLIES = [
  "I heard the rear one is meant for an external connection hub, but nobody confirmed it yet.",
  "The bottom one is a drain for custom water loops, so leave it free if you ever fill one.",
];

const post = (author: string, paragraphs: string[]) => `<article class="ipsEntry ipsEntry--post">
<aside class="ipsEntry__author"><h3><a href="/profile/${author}">${author}</a></h3><ul><li>Members</li><li>120 posts</li></ul></aside>
<div class="ipsEntry__content"><p class="ipsEntry__meta"><a href="#post"><time datetime="2024-03-19T21:22:50Z">March 19, 2024</time></a></p>
<div class="cPost_contentWrap">${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("")}</div>
<ul class="ipsEntry__controls"><li><a href="#quote">Quote</a></li><li><a href="#share">Share</a></li><li><a href="#report">Report post</a></li></ul></div>
</article>`;

const page = (
  inner: string,
) => `<!doctype html><html><head><title>Two openings in my new case | Example Forum</title></head>
<body><header class="site-header"><a href="/">Example Forum</a><nav><a href="/a">Forums</a><a href="/b">Members</a></nav></header>
<main><h1>Two openings in my new case</h1>${inner}</main>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a> <a href="/privacy">Privacy</a></footer></body></html>`;

describe("forum threads whose opening post outweighs its replies", () => {
  it("keeps the replies built like the opening post, not only the opening post", () => {
    const text = extract(
      page(`<div id="elPostFeed"><form method="post">${post("Rabbids", OPENING)}
${post("DevBiker", [REPLIES[0] as string])}${post("Nina", [REPLIES[1] as string])}</form></div>`),
    );
    for (const sentence of [...OPENING, ...REPLIES]) expect(text).toContain(sentence);
    expect(text).not.toContain("Terms and conditions");
  });

  it("does not add a sidebar column of dated links built like the article's column", () => {
    const links = ["Critique: the first module", "Critique: the second module", "Critique: the third module"]
      .map(
        (title, index) =>
          `<li><a href="/p/${index}">${title} of the winter series</a> <time>Dec ${index + 1}</time></li>`,
      )
      .join("");
    const text = extract(
      page(`<div class="columns"><div class="column"><p><time datetime="2025-12-13">December 13, 2025</time></p>
${OPENING.map((paragraph) => `<p>${paragraph}</p>`).join("")}</div>
<div class="column"><p>We review one module a day.</p><h2>Recent posts</h2><ul>${links}</ul></div></div>`),
    );
    for (const sentence of OPENING) expect(text).toContain(sentence);
    expect(text).not.toContain("the winter series");
  });

  const replyThread = (
    head: string,
  ) => `<!doctype html><html><head><title>Open source edition retired | Example Forum</title>${head}</head>
<body><header class="site-header"><a href="/">Example Forum</a></header>
<main class="Content"><h1>Open source edition retired</h1>
<div class="Item ItemDiscussion"><div class="Item-Header"><a href="/profile/linc">Linc</a> <time datetime="2025-03-01">March 2025</time></div>
<div class="Item-Body"><div class="Message userContent">${OPENING.map((paragraph) => `<p>${paragraph}</p>`).join("")}</div></div></div>
<div class="CommentsWrap"><ul class="MessageList Comments">${REPLIES.map(
    (
      reply,
      index,
    ) => `<li class="Item ItemComment"><div class="Item-Header"><a href="/profile/${index}">member_${index}</a> <time>March 2025</time></div>
<div class="Item-Body"><div class="Message userContent"><p>${reply}</p></div></div>
<div class="Reactions"><a href="#quote">Quote</a> <a href="#flag">Flag</a></div></li>`,
  ).join("")}</ul></div></main>
<footer class="site-footer"><a href="/terms">Terms and conditions of this site</a></footer></body></html>`;

  it("keeps replies marked up as comments when their message bodies are built as the opening post's", () => {
    const text = extract(replyThread(""));
    for (const sentence of [...OPENING, ...REPLIES]) expect(text).toContain(sentence);
    expect(text).not.toContain("Terms and conditions");
  });

  it("still leaves out readers' comments under a page that declares an article", () => {
    const text = extract(
      replyThread(
        `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Open source edition retired"}</script>`,
      ),
    );
    for (const sentence of OPENING) expect(text).toContain(sentence);
    for (const reply of REPLIES) expect(text).not.toContain(reply);
  });

  it("keeps replies whose comment-named bodies sit in blocks built as the opening post's", () => {
    const reply = (text: string, index: number) => `<article class="post-item"><div class="post-wrap">
<div class="post-author"><a href="/u/${index}">member_${index}</a> <time>2 days ago</time></div>
<div class="comment-content"><p>${text}</p></div></div></article>`;
    const text = extract(
      page(`<article class="forum node"><div class="post-wrap"><div class="post-author"><a href="/u/op">op</a> <time>3 days ago</time></div>
<div class="content">${OPENING.map((paragraph) => `<p>${paragraph}</p>`).join("")}</div></div></article>
<div class="region"><div class="post-block">${REPLIES.map(reply).join("")}</div></div>`),
    );
    for (const sentence of [...OPENING, ...REPLIES]) expect(text).toContain(sentence);
  });
});
