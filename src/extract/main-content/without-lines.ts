// Drops whole lines of an extracted text that match a pattern, closing the gap they leave: the shared step of the
// line filters run after extraction (placeholder text, bare "Learn more" links).

export interface WithoutLinesOptions {
  /** A cheap test of the whole text: when it fails, no line can match and the text is returned as is. */
  hint: RegExp;
  /** A line to drop. */
  line: RegExp;
}

/** `text` without the lines `line` matches (the text itself when none does). */
export function withoutLines(text: string, { hint, line }: WithoutLinesOptions): string {
  if (!hint.test(text)) return text;
  const lines = text.split("\n");
  const kept = lines.filter((candidate) => !line.test(candidate));
  return kept.length === lines.length ? text : kept.join("\n").replace(/\n{3,}/g, "\n\n");
}
