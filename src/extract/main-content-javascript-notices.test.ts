// A notice asking the visitor to turn JavaScript on is never content: an app shell whose only text it is has no
// content of its own, and a forum's "best viewed with JavaScript enabled" line is furniture. Hand-made pages on
// patterns of the WCXB benchmark (a shop built as a single-page app, a forum thread).
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const appShell = `<!doctype html><html><head><title>Clearance | A shop</title></head><body>
<noscript>You need to enable JavaScript to run this app.</noscript>
<div id="root"></div><script src="/static/js/main.3f2a.js"></script></body></html>`;

const thread = `<!doctype html><html><head><title>Which switches for a quiet keyboard?</title></head><body><main>
<h1>Which switches for a quiet keyboard?</h1>
<div class="post"><p>I type at night and my partner sleeps next to the desk. JavaScript is what I write all day,
so the keyboard gets a lot of use: which linear switches are quietest without a dampening mod?</p></div>
<div class="post"><p>Silent linears with an O-ring on each keycap are the quietest I have tried; lubing the springs
helps more than the switch brand does.</p></div>
<p>This site is best viewed in a modern browser with JavaScript enabled.</p>
</main></body></html>`;

describe("notices asking for JavaScript", () => {
  it("gives no text for an app shell whose only words ask to enable JavaScript", () => {
    expect(extractMainText(parseHtml(appShell))).toBe("");
  });

  it("leaves the notice out of a thread and keeps prose that names JavaScript", () => {
    const text = extractMainText(parseHtml(thread));
    expect(text).toContain("JavaScript is what I write all day");
    expect(text).toContain("Silent linears with an O-ring");
    expect(text).not.toContain("best viewed");
  });
});
