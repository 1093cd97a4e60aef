// A line of the output as the line filters read it (see without-lines.ts, repeated-lines.ts, repeated-blocks.ts):
// in Markdown, without the block prefix the renderer wrote before the page's text (a list marker "- " or "1. " with
// its indent, a heading's "#" marks, a quote's "> "), so "- Learn more" and "## Name" are read as the plain text's
// "Learn more" and "Name". Page text that would read as such a prefix is escaped ("\- ", see markdown-escape.ts):
// a prefix that remains is the renderer's. The filters keep the prefix in the lines they keep.

/** The part of an output line a line filter reads. */
export type LineBody = (line: string) => string;

/** Plain text: the line as it is (its text is the page's own, a leading "- " included). */
export const wholeLine: LineBody = (line) => line;

/** The renderer's block prefixes at a line's start, nested ones included ("> - ", "1. ### "), a quote's blank
 * line (">", "> >"), or the indent alone of a list item's later line (its paragraphs: "   It lists your keys."). */
export const BLOCK_PREFIX = /^[ \t]*(?:(?:-|\d+\.|#{1,6})[ \t]+|>(?:[ \t]+|$))*/;

/** A character a block prefix can start with: a blank, "-", "#", ">" or a digit. */
const PREFIX_START = new Set([" ", "\t", "-", "#", ">", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);

/** A Markdown line without the renderer's block prefix (most lines have none: they are returned as they are). */
export const markdownLineBody: LineBody = (line) =>
  PREFIX_START.has(line.charAt(0)) ? line.replace(BLOCK_PREFIX, "") : line;

/** A blank line between blocks, captured. */
const PLAIN_BLOCK_BREAK = /(\n\n)/;
/** In Markdown, a quote's blank line too (">", "> >": the quote's paragraphs are blocks as in the plain text), and
 * a rule ("---" between blank lines) with the breaks around it: the plain text writes an <hr> as a blank line
 * alone, so a rule is no block of its own, and two copies of a card stand as many blocks apart in both. Each may be
 * indented to the content of the list item that holds it ("   >", "   ---"). */
const MARKDOWN_BLOCK_BREAK = /(\n[ \t]*(?:>[ \t]*)*\n(?:[ \t]*---\n\n)*)/;

/** What separates two blocks of the output the filters read with `lineBody` (for `split`, which keeps each one). */
export function blockBreak(lineBody: LineBody): RegExp {
  return lineBody === wholeLine ? PLAIN_BLOCK_BREAK : MARKDOWN_BLOCK_BREAK;
}
