// Code samples whose highlighter names tokens with words that name furniture elsewhere ("token tag", "hljs-meta").
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

const page = (
  sample: string,
) => `<!doctype html><html><head><title>Handling clicks | Example docs</title></head>
<body><nav><a href="/learn">Learn</a> <a href="/reference">Reference</a></nav>
<main><article><h1>Handling clicks</h1>
<p>Pass the handler itself to the button, not the result of calling it, or the handler runs while the page renders.</p>
<pre><code>${sample}</code></pre>
<p>The first line calls the handler during the render; the second passes it, so it runs only when the button is clicked.</p>
</article></main>
<div class="tags"><a href="/t/events">events</a> <a href="/t/buttons">buttons</a></div>
<footer><a href="/privacy">Privacy</a></footer></body></html>`;

describe("main content: code samples", () => {
  it("keeps a highlighted token named as a tag or meta, and leaves out the page's tag list", () => {
    const sample = [
      `<span class="token keyword">return</span> <span class="token punctuation">&lt;</span><span class="token tag">button</span> onClick={handleClick()}&gt;Click me&lt;/<span class="token tag">button</span>&gt;`,
      `<span class="hljs-meta">@decorator</span> <span class="sp-syntax-tag">button</span> onClick={handleClick}`,
    ].join("\n");
    const text = extract(page(sample));
    expect(text).toContain("return <button onClick={handleClick()}>Click me</button>");
    expect(text).toContain("@decorator button onClick={handleClick}");
    expect(text).not.toContain("events");
  });

  it("still leaves a code comment out, as before", () => {
    const sample = `<span class="token comment">// calls the handler too early</span>\n<span class="token keyword">return</span> handleClick`;
    const text = extract(page(sample));
    expect(text).toContain("return handleClick");
    expect(text).not.toContain("calls the handler too early");
  });

  it("leaves out text for screen readers inside a <code> used as a widget's wrapper", () => {
    const sample = `<div class="feed"><span class="feed-screenreader">Sound on for our latest video</span><span class="token tag">div</span></div>`;
    const text = extract(page(sample));
    expect(text).toContain("div");
    expect(text).not.toContain("Sound on for our latest video");
  });
});
