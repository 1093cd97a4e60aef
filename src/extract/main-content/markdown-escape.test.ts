import { marked, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { extractMainMarkdown } from "../main-content.js";
import { parseHtml } from "../parse-html.js";
import { escapeMarkdownText } from "./markdown-escape.js";

const INTRO =
  "The widget needs a key, which you create in the dashboard. It takes about five minutes, and you only do it once.";

function markdownOf(body: string): string {
  return extractMainMarkdown(
    parseHtml(`<html><body><main><p>${INTRO}</p>${body}<p>${INTRO}</p></main></body></html>`),
  );
}

/** Every token a parser reads in the Markdown, nested ones included. */
function tokensOf(markdown: string): Token[] {
  const tokens: Token[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    tokens.push(token);
  });
  return tokens;
}

/** The text a reader sees once the Markdown is rendered to HTML. */
function renderedText(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  const text = html.replace(/<[^>]+>/g, "");
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("escapeMarkdownText", () => {
  it("escapes block syntax only at a line's start", () => {
    const lineStart = { atLineStart: true, before: "" };
    expect(escapeMarkdownText("# Not a heading", lineStart)).toBe("\\# Not a heading");
    expect(escapeMarkdownText("1. Not an item", lineStart)).toBe("1\\. Not an item");
    expect(escapeMarkdownText("- Not an item", lineStart)).toBe("\\- Not an item");
    expect(escapeMarkdownText("> Not a quote", lineStart)).toBe("\\> Not a quote");
    expect(escapeMarkdownText("---", lineStart)).toBe("\\---");
    const inLine = { atLineStart: false, before: " " };
    expect(escapeMarkdownText("# 1. a - b > c", inLine)).toBe("# 1. a - b > c");
  });

  it("escapes inline syntax where it could open or close, and leaves ordinary text readable", () => {
    const context = { atLineStart: false, before: " " };
    expect(escapeMarkdownText("*not emphasis* and 2 * 3", context)).toBe("\\*not emphasis\\* and 2 * 3");
    expect(escapeMarkdownText("snake_case_name and _a_b_", context)).toBe("snake_case_name and \\_a_b\\_");
    expect(escapeMarkdownText("`code` [x](y) <b> a < b", context)).toBe("\\`code\\` \\[x](y) \\<b> a < b");
    expect(escapeMarkdownText("&copy; AT&T", context)).toBe("\\&copy; AT&T");
  });

  it("leaves web and e-mail addresses as they are, GFM links them with any backslash in them", () => {
    const context = { atLineStart: false, before: " " };
    expect(escapeMarkdownText("see https://example.com/_a_b and me_@example.com", context)).toBe(
      "see https://example.com/_a_b and me_@example.com",
    );
  });
});

describe("extractMainMarkdown escaping", () => {
  it("keeps text lines that look like headings, list items or rules as text", () => {
    const markdown = markdownOf(
      "<p>1. Preheat the oven.</p><p># of guests: 12</p><p>- signed, the team</p><p>===</p>",
    );
    const tokens = tokensOf(markdown);
    expect(tokens.filter((token) => ["heading", "list", "hr"].includes(token.type))).toEqual([]);
    expect(renderedText(markdown)).toContain(
      "1. Preheat the oven.\n# of guests: 12\n- signed, the team\n===",
    );
  });

  it("keeps page text from turning into emphasis, code or links, and leaves identifiers readable", () => {
    const markdown = markdownOf(
      "<p>Call *not emphasis* with `ticks`, [a](b) and __init__ or snake_case_name.</p>",
    );
    const types = tokensOf(markdown).map((token) => token.type);
    for (const type of ["em", "strong", "codespan", "link"]) expect(types).not.toContain(type);
    expect(markdown).toContain("snake_case_name");
    expect(renderedText(markdown)).toContain(
      "Call *not emphasis* with `ticks`, [a](b) and __init__ or snake_case_name.",
    );
  });

  it("keeps tags written as text (entities in the HTML) as text, never as HTML", () => {
    const markdown = markdownOf(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>Try &lt;img src=x onerror=alert(1)&gt; here.</p>",
    );
    expect(tokensOf(markdown).filter((token) => token.type === "html")).toEqual([]);
    expect(renderedText(markdown)).toContain("<script>alert(1)</script>\n");
    expect(renderedText(markdown)).toContain("Try <img src=x onerror=alert(1)> here.");
  });

  it("keeps an entity written as text from being decoded again", () => {
    const markdown = markdownOf("<p>Type &amp;copy; for the sign.</p>");
    // Rendered, the text shows "&copy;" (written "&amp;copy;" in the HTML), not "©".
    expect(marked.parse(markdown, { async: false })).toContain("Type &amp;copy; for the sign.");
  });

  it("keeps a pipe inside a table cell (and a backslash before it) in its cell", () => {
    const markdown = markdownOf(
      "<table><tr><th>Expression</th><th>Means</th></tr><tr><td>a | b</td><td>a\\|b or *x*</td></tr></table>",
    );
    const tokens = tokensOf(markdown);
    const table = tokens.find((token) => token.type === "table") as Tokens.Table | undefined;
    expect(table?.header).toHaveLength(2);
    expect(table?.rows.map((row) => row.length)).toEqual([2]);
    expect(tokens.filter((token) => token.type === "em")).toEqual([]);
    expect(renderedText(markdown)).toContain("a | b");
    expect(renderedText(markdown)).toContain("a\\|b or *x*");
  });

  it("leaves code blocks literal", () => {
    const markdown = markdownOf("<pre>- item *x* &lt;b&gt;</pre>");
    expect(markdown).toContain("```\n- item *x* <b>\n```");
  });

  it("escapes the start of a list item's text, where a nested list or heading would open", () => {
    const markdown = markdownOf("<ul><li>1. first step</li><li># 3 of them</li></ul>");
    expect(markdown).toContain("- 1\\. first step\n- \\# 3 of them");
    const list = tokensOf(markdown).filter((token) => token.type === "list");
    expect(list).toHaveLength(1);
  });

  it("escapes the lines it adds from structured data and meta descriptions, page text too", () => {
    const description = "Use it *twice* a day. <img src=x onerror=alert(1)> 1. Rinse &copy; Acme";
    const data = JSON.stringify({ "@type": "Product", name: "Trailwind 40L Backpack", description });
    const shell = (head: string) =>
      `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;
    for (const head of [
      `<script type="application/ld+json">${data}</script>`,
      `<meta name="description" content="${description.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}">`,
    ]) {
      const markdown = extractMainMarkdown(parseHtml(shell(head)));
      const types = tokensOf(markdown).map((token) => token.type);
      for (const type of ["em", "html", "list"]) expect(types).not.toContain(type);
      expect(renderedText(markdown)).toContain(description);
    }
  });
});
