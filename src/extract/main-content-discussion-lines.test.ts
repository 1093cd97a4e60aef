// A forum thread repeats lines once per post (a member's signature, a quoted post): on a page that declares a
// forum post or a Q&A page, each line is said once (see discussion-page.ts and docs/benchmarks.md, list15). A
// small hand-made page on a pattern that repeats across forum software in the WCXB benchmark.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const SIGNATURE = "Arch on a ThinkPad X220, btrfs and systemd-boot since 2016";
const QUESTION =
  "After the last kernel update my laptop boots to a black screen unless I add nomodeset, and the fans spin at full speed.";
const REPLIES = [
  "Check the journal of the failed boot first: the graphics driver usually says why it gave up before the display manager starts.",
  "Same here on an older Intel chip; downgrading the kernel one release fixed it until the next point release came out.",
  "The point release two days later fixed it for me too, so updating again is the simplest way out of this one.",
];

const post = (author: string, body: string, quoted?: string) => `<div class="post">
<div class="post-author"><strong>${author}</strong></div>
<div class="post-body">${quoted ? `<blockquote><p>${quoted}</p></blockquote>` : ""}<p>${body}</p>
<hr><p><em>${SIGNATURE}</em></p></div></div>`;

const thread = [
  post("mia", QUESTION),
  post("tom", REPLIES[0] as string, QUESTION),
  post("ana", REPLIES[1] as string),
  post("mia", REPLIES[2] as string, REPLIES[1]),
].join("\n");

const page = (
  declaration: string,
) => `<!doctype html><html><head><title>Black screen after kernel update</title>
${declaration}</head>
<body><nav><a href="/">Index</a> <a href="/search">Search</a></nav>
<div id="content"><div class="thread">${thread}</div></div>
<footer><a href="/terms">Terms of use</a></footer></body></html>`;

const occurrences = (text: string, line: string) => text.split(line).length - 1;

describe("lines a forum thread repeats once per post", () => {
  it("says each once on a page that declares a forum post", () => {
    const text = extract(
      page(`<script type="application/ld+json">{"@context":"https://schema.org","@type":"DiscussionForumPosting",
"headline":"Black screen after kernel update","author":{"@type":"Person","name":"mia"}}</script>`),
    );
    expect(text).toContain(QUESTION);
    for (const reply of REPLIES) expect(text).toContain(reply);
    expect(occurrences(text, SIGNATURE)).toBe(1);
    expect(occurrences(text, QUESTION)).toBe(1);
    expect(occurrences(text, REPLIES[1] as string)).toBe(1);
  });

  it("reads a Q&A page's microdata declaration the same way", () => {
    const text = extract(
      page("").replace(
        '<div class="thread">',
        '<div class="thread" itemscope itemtype="https://schema.org/QAPage">',
      ),
    );
    expect(occurrences(text, SIGNATURE)).toBe(1);
    for (const reply of REPLIES) expect(text).toContain(reply);
  });

  it("leaves the lines of a page that declares nothing", () => {
    const text = extract(page(""));
    expect(occurrences(text, SIGNATURE)).toBe(4);
  });
});
