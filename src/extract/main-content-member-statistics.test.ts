// Forum posts printed with their posters' statistics (vBulletin-, phpBB- and FluxBB-like layouts whose class
// names the furniture words do not know): a small hand-made thread on a pattern that repeats across forum
// software in the WCXB benchmark (see docs/benchmarks.md, "Member statistics").
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const POSTS = [
  "Which encoder settings keep grain on old film scans without doubling the file size? I tried the slow preset already.",
  "Use a lower deblock value and a tune made for grain; the size grows by a third at most on my scans of the same age.",
  "Thanks, the grain tune did it. The files are a quarter larger and the grain looks like the source now.",
];

const post = (author: string, joined: string, posts: string, text: string) => `<table class="tborder"><tr>
<td class="alt2"><div><a class="bigusername" href="/u/${author}">${author}</a></div><div class="smallfont">Registered User</div>
<div class="smallfont"><div>Join Date: ${joined}</div><div>Posts: ${posts}</div></div></td>
<td class="alt1"><div class="postbody">${text}</div></td></tr></table>`;

const thread = `<!doctype html><html><head><title>Grain and file size | Video forum</title></head><body>
<div class="navbar"><a href="/">Video forum</a> <a href="/f/1">Encoding</a></div>
<div id="posts">${post("orion", "Mar 2016", "1", POSTS[0] as string)}${post("kessel", "Jun 2024", "701", POSTS[1] as string)}
${post("orion", "Mar 2016", "2", POSTS[2] as string)}</div></body></html>`;

describe("a thread's member statistics", () => {
  it("leaves out each poster's join date and post count, in text and Markdown", () => {
    for (const text of [extractMainText(parseHtml(thread)), extractMainMarkdown(parseHtml(thread))]) {
      for (const sentence of POSTS) expect(text).toContain(sentence);
      expect(text).not.toContain("Join Date");
      expect(text).not.toContain("Posts: 701");
      expect(text).not.toMatch(/\n{3}/);
    }
  });

  it("leaves out each post's count of likes", () => {
    const html = `<!doctype html><html><head><title>Grain and file size | Video forum</title></head><body>
<div class="topic-posts">${POSTS.map((text, index) => `<div class="topic-post"><div class="cooked"><p>${text}</p></div><div class="post-actions"><span>${index + 1} ${index === 0 ? "Like" : "Likes"}</span></div></div>`).join("")}</div></body></html>`;
    const text = extractMainText(parseHtml(html));
    for (const sentence of POSTS) expect(text).toContain(sentence);
    expect(text).not.toMatch(/\d Likes?/);
  });

  it("keeps a single statistics-like line (an article's own text)", () => {
    const html = `<!doctype html><html><head><title>Our blog in numbers</title></head><body><article>
<h1>Our blog in numbers</h1><p>${POSTS[0]}</p><p>Posts: 240</p><p>${POSTS[1]}</p></article></body></html>`;
    expect(extractMainText(parseHtml(html))).toContain("Posts: 240");
  });
});
