// Leaves out a page template's placeholder text: a line that starts with "Lorem ipsum" (or its common misspelling
// "Lorem ispum") is filler a theme ships with, left in blocks the site never filled and usually hides with its
// stylesheet (a shop's unused feature slots, a landing page's empty cards). A line that only mentions the words
// later on (an article about placeholder text) stays.

/** Placeholder text at the start of a line, after a Markdown list, quote or heading mark if any. */
const PLACEHOLDER_LINE = /^[ \t]*(?:(?:[-*+>]|#{1,6}|\d+\.)[ \t]+)?lorem[ \t]+i(?:psum|spum)\b/i;

/** Drops the lines that start with placeholder text. */
export function withoutPlaceholderLines(text: string): string {
  if (!/lorem/i.test(text)) return text;
  const lines = text.split("\n");
  const kept = lines.filter((line) => !PLACEHOLDER_LINE.test(line));
  return kept.length === lines.length ? text : kept.join("\n").replace(/\n{3,}/g, "\n\n");
}
