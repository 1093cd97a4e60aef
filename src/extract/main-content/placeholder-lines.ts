// Leaves out a page template's placeholder text: a line that starts with "Lorem ipsum" (or its common misspelling
// "Lorem ispum") is filler a theme ships with, left in blocks the site never filled and usually hides with its
// stylesheet (a shop's unused feature slots, a landing page's empty cards). A line that only mentions the words
// later on (an article about placeholder text) stays.
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

/** Placeholder text at the start of a line, after a Markdown list, quote or heading mark if any. */
const PLACEHOLDER_LINE = /^[ \t]*(?:(?:[-*+>]|#{1,6}|\d+\.)[ \t]+)?lorem[ \t]+i(?:psum|spum)\b/i;

/** Drops the lines that start with placeholder text. */
export function withoutPlaceholderLines(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, { lineBody, hint: /lorem/i, line: PLACEHOLDER_LINE });
}
