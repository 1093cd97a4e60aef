// A forum post's quote box built as an <aside> around a <blockquote> (Discourse, XenForo 1): part of the post's
// text, not a sidebar. A small hand-made thread on a pattern that repeats across forum software in the WCXB
// benchmark (see docs/benchmarks.md, forum27).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const QUOTED =
  "Node 16 reached its end of life in September, and functions deployed after the end of April will fail to build.";
const OPENING = [
  "Continuing the discussion from the announcement about the runtime change:",
  "My deploys started failing yesterday with an error that names no cause at all, only the function bundling step.",
  "I never set the runtime variable myself, so I am not sure whether the announcement applies to my site or not.",
];
const REPLY =
  "It applies only when the runtime variable is set explicitly; check the site settings for it and remove it.";

const page = (quoteBox: string, sidebar: string) => `<!doctype html><html><head>
<title>Deploy failed for unknown reason - Support - Example Forums</title></head>
<body><header class="d-header"><a href="/">Example Forums</a></header>
<div id="main-outlet"><h1>Deploy failed for unknown reason</h1>
<div class="topic-body crawler-post" id="post_1"><div class="crawler-post-meta"><span itemprop="author">erika</span>
<time datetime="2024-04-26T06:28:00Z">April 26, 2024</time></div>
<div class="post" itemprop="text"><p>${OPENING[0]}</p>${quoteBox}<p>${OPENING[1]}</p><p>${OPENING[2]}</p></div></div>
<div class="topic-body crawler-post" id="post_2"><div class="crawler-post-meta"><span itemprop="author">sam</span>
<time datetime="2024-04-26T07:23:00Z">April 26, 2024</time></div>
<div class="post" itemprop="text"><p>${REPLY}</p></div></div>
${sidebar}</div>
<footer class="site-footer"><a href="/tos">Terms of service of these forums</a></footer></body></html>`;

describe("a post's quote box built as an <aside>", () => {
  it("keeps the quoted text inside the post", () => {
    const text = extract(
      page(
        `<aside class="quote no-group" data-username="staff"><div class="title">staff:</div><blockquote><p>${QUOTED}</p></blockquote></aside>`,
        "",
      ),
    );
    expect(text).toContain(QUOTED);
    for (const sentence of [...OPENING, REPLY]) expect(text).toContain(sentence);
  });

  it("leaves out an <aside> without a quote, and one named as a sidebar even around a quote", () => {
    const text = extract(
      page(
        "",
        `<aside class="related"><h3>Related topics</h3><ul><li><a href="/t/1">Build minutes used up by a single deploy of the site</a></li></ul></aside>
<aside class="sidebar"><blockquote><p>The best support community I have ever asked a question in, with answers within the hour.</p></blockquote></aside>`,
      ),
    );
    expect(text).toContain(REPLY);
    expect(text).not.toContain("Build minutes used up");
    expect(text).not.toContain("The best support community");
  });
});
