// How many characters of page text a Markdown output holds, as the plain text's count of visible characters would
// say for the same content: the decisions made on the text's size (a thin page read again, a grid that outweighs
// it, a meta description added) must not tip over on the renderer's own marks ("## ", "- ", "| --- |", "\").
import { BLOCK_PREFIX } from "./markdown-line-body.js";
import { countVisible } from "./visible-chars.js";

/** The renderer's block prefixes at each line's start, as the line filters read them. */
const BLOCK_PREFIXES = new RegExp(BLOCK_PREFIX.source, "gm");
/** A rule, or a table's header separator row: lines the plain text does not have. */
const MARKUP_LINES = /^[ \t]*(?:---|\|(?: -{3} \|)+)[ \t]*$/gm;
/** A backslash escaping punctuation: the escape is not the page's. */
const ESCAPES = /\\[!-/:-@[-`{-~]/g;
/** A table row's opening pipe (the plain text separates cells with pipes too, but opens no row with one); the
 * separator row is counted out whole (MARKUP_LINES). */
const ROW_OPENINGS = /^\|(?! -{3} \|)/gm;

/** Visible (non-whitespace) characters of `markdown` without the renderer's syntax. Each pattern is one scan. */
export function countMarkdownVisible(markdown: string): number {
  let count = countVisible(markdown);
  for (const match of markdown.matchAll(BLOCK_PREFIXES)) count -= countVisible(match[0]);
  if (markdown.includes("---")) {
    for (const match of markdown.matchAll(MARKUP_LINES)) count -= countVisible(match[0]);
  }
  if (markdown.includes("\\")) count -= markdown.match(ESCAPES)?.length ?? 0;
  if (markdown.includes("|")) count -= markdown.match(ROW_OPENINGS)?.length ?? 0;
  return count;
}
