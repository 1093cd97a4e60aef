import { describe, expect, it } from "vitest";
import { extractMainText } from "../main-content.js";
import { parseHtml } from "../parse-html.js";

const INTRO =
  "The widget needs a key, which you create in the dashboard. It takes about five minutes, and you only do it once.";

describe("renderText", () => {
  it("fences a <pre> block with ``` lines and keeps its lines, blank ones included, verbatim", () => {
    const html = `<html><body><main><h1>Setting up</h1><p>${INTRO}</p><p>Install it:</p>
<pre><code>curl -fsSL https://get.widget.test \\
  | sh

widget init</code></pre><pre></pre><p>Then open the dashboard again.</p></main></body></html>`;
    const text = extractMainText(parseHtml(html));
    expect(text).toContain(
      "Install it:\n\n```\ncurl -fsSL https://get.widget.test \\\n  | sh\n\nwidget init\n```\n\nThen open the dashboard again.",
    );
    // An empty <pre> leaves no empty fence behind.
    expect(text.match(/```/g)).toHaveLength(2);
  });
});
