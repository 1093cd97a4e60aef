import type { Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { extractMainText } from "../main-content.js";
import { parseHtml } from "../parse-html.js";
import { renderMarkdown } from "./render-markdown.js";
import { renderText } from "./render-text.js";

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

  it("separates words that only CSS shows apart, in both renderings", () => {
    const document =
      parseHtml(`<div><ul><li><a href="/p/1"><span class="brand">Merrell</span><span class="name">Moab 3</span></a><span>$120</span></li>
<li><a href="/p/2"><span>Teva</span><span>Hurricane</span></a></li></ul><p>Dr<b>ea</b>m on, Java<i>script</i>.</p></div>`);
    const root = document.children.find((node) => node.type === "tag") as Element;
    expect(renderText({ root })).toBe("Merrell Moab 3$120\nTeva Hurricane\n\nDream on, Javascript.");
    expect(renderMarkdown({ root })).toBe("- Merrell Moab 3$120\n- Teva Hurricane\n\nDream on, Javascript.");
  });

  it("leaves out a footnote's mark glued to a word, not one after punctuation, an exponent or an ordinal", () => {
    const document =
      parseHtml(`<div><p>Up to 18 hours of battery life<sup>5</sup> and 2 times<sup><a href="#fn3">3</a></sup> tougher glass.</p>
<p>Rates are 0%, 15% or 20% of the profit.<sup>2</sup> A 12 m<sup>2</sup> room on the 1<sup>st</sup> floor.</p></div>`);
    const root = document.children.find((node) => node.type === "tag") as Element;
    const expected =
      "Up to 18 hours of battery life and 2 times tougher glass.\n\nRates are 0%, 15% or 20% of the profit.2 A 12 m2 room on the 1st floor.";
    expect(renderText({ root })).toBe(expected);
    expect(renderMarkdown({ root })).toBe(expected);
  });

  it("separates an acronym or tag from a capitalised word that only CSS shows apart, not capitals alone", () => {
    const document =
      parseHtml(`<div><p><a href="/p/1"><span class="brand">NEMO</span><span>Disco 15</span></a></p>
<p class="tags"><a>FPS</a><a>Shooter</a><a>PvP</a><a>Online Co-Op</a></p><p>Made in the <abbr>U</abbr><abbr>SA</abbr>.</p></div>`);
    const root = document.children.find((node) => node.type === "tag") as Element;
    expect(renderText({ root })).toBe("NEMO Disco 15\n\nFPS Shooter PvP Online Co-Op\n\nMade in the USA.");
    expect(renderMarkdown({ root })).toBe(
      "NEMO Disco 15\n\nFPS Shooter PvP Online Co-Op\n\nMade in the USA.",
    );
  });

  it("marks headings with Markdown's # when asked, and only then", () => {
    const document = parseHtml(
      `<div><h2>Troubleshooting</h2><h3>I lost my phone, and now I can't sign in.</h3><p>${INTRO}</p><h4></h4><p>Last.</p></div>`,
    );
    const root = document.children.find((node) => node.type === "tag") as Element;
    expect(renderText({ root, markHeadings: true })).toBe(
      `## Troubleshooting\n\n### I lost my phone, and now I can't sign in.\n\n${INTRO}\n\nLast.`,
    );
    expect(renderText({ root })).toBe(
      `Troubleshooting\n\nI lost my phone, and now I can't sign in.\n\n${INTRO}\n\nLast.`,
    );
  });

  it("keeps each list item on one line when asked, even one holding paragraphs, but not a card's", () => {
    const document = parseHtml(
      `<div><p>Custom elements have these limits:</p><ul><li><p>Eager slots</p></li><li><p>Scoped CSS</p><p>needs JavaScript</p></li></ul>
<ul><li><h3>Create my account</h3><p>Learn about authentication options.</p></li></ul></div>`,
    );
    const root = document.children.find((node) => node.type === "tag") as Element;
    expect(renderText({ root, listItemsOnOneLine: true })).toBe(
      "Custom elements have these limits:\n\nEager slots\nScoped CSS needs JavaScript\n\nCreate my account\n\nLearn about authentication options.",
    );
    expect(renderText({ root })).toContain("Eager slots\n\nScoped CSS\n\nneeds JavaScript");
  });
});
