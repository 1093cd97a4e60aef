// HTML blocks as kramdown (Jekyll's renderer) reads them, for marked: a block-level tag at the start of a line
// opens an HTML block that runs to its matching end tag, blank lines and indented lines included, and is passed
// through as HTML. CommonMark (marked's default) ends it at the first blank line, so HTML indented four spaces
// after one (an accordion's `<ol>`) turns into a code block. `markdown="1"` on the tag parses its content as
// Markdown, as kramdown does.
import type { MarkedExtension, Tokens } from "marked";

/** kramdown's block-level HTML elements (Kramdown::Parser::Html::Constants::HTML_BLOCK_ELEMENTS). */
const BLOCK_ELEMENTS = new Set(
  (
    "address article aside applet body button blockquote canvas dd div dl fieldset figcaption footer form " +
    "h1 h2 h3 h4 h5 h6 header hgroup hr html iframe legend menu li map nav ol optgroup p pre section summary " +
    "table ul video"
  ).split(" "),
);
const VOID_ELEMENTS = new Set(["hr"]);
const OPENING = /^ {0,3}<([a-zA-Z][\w-]*)(?=[\s/>])[^>]*>/;
const MARKDOWN_ATTRIBUTE = /\smarkdown=(["']?)(?:1|block)\1/;

interface KramdownHtmlToken extends Tokens.Generic {
  type: "kramdownHtml";
  raw: string;
  /** The opening tag (without its markdown attribute) and the end tag, when the content is Markdown. */
  open?: string;
  close?: string;
  /** The block's HTML, when passed through. */
  html?: string;
}

export const kramdownHtmlBlocks: MarkedExtension = {
  extensions: [
    {
      name: "kramdownHtml",
      level: "block",
      tokenizer(source) {
        const opening = OPENING.exec(source);
        const name = opening?.[1]?.toLowerCase();
        if (!opening || name === undefined || !BLOCK_ELEMENTS.has(name) || VOID_ELEMENTS.has(name)) {
          return undefined;
        }
        const end = matchingEnd(source, name, opening[0].length);
        if (end === undefined) return undefined;
        const raw = source.slice(0, end);
        const block = raw.trim();
        if (!MARKDOWN_ATTRIBUTE.test(opening[0])) {
          return { type: "kramdownHtml", raw, html: `${block}\n` } as KramdownHtmlToken;
        }
        const openTag = opening[0].trim();
        const closeTag = `</${name}>`;
        const inner = block.slice(openTag.length, block.length - closeTag.length);
        const token: KramdownHtmlToken = {
          type: "kramdownHtml",
          raw,
          open: openTag.replace(MARKDOWN_ATTRIBUTE, ""),
          close: closeTag,
          tokens: [],
        };
        this.lexer.blockTokens(inner, token.tokens);
        return token;
      },
      renderer(token) {
        const { html, open, close, tokens } = token as KramdownHtmlToken;
        if (html !== undefined) return html;
        return `${open}\n${this.parser.parse(tokens ?? [])}${close}\n`;
      },
    },
  ],
};

/**
 * Where the block opened by `<name …>` ends: after its matching end tag and the rest of that line (undefined
 * when the tag is never closed, or text follows the end tag on its line: then CommonMark's reading stands).
 */
function matchingEnd(source: string, name: string, from: number): number | undefined {
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, "gi");
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(source); match; match = tags.exec(source)) {
    if (match[1] === "/") depth--;
    else if (!match[0].endsWith("/>")) depth++;
    if (depth > 0) continue;
    const rest = /^[ \t]*(?:\n|$)/.exec(source.slice(tags.lastIndex));
    return rest ? tags.lastIndex + rest[0].length : undefined;
  }
  return undefined;
}
