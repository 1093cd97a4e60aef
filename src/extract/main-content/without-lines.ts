// Drops whole lines of an extracted text that match a pattern, closing the gap they leave: the shared step of the
// line filters run after extraction (placeholder text, bare "Learn more" links). A Markdown line is matched without
// the renderer's block prefix (see markdown-line-body.ts).

import { type LineBody, wholeLine } from "./markdown-line-body.js";

export interface WithoutLinesOptions {
  /** A cheap test of the whole text: when it fails, no line can match and the text is returned as is. */
  hint: RegExp;
  /** A line to drop. */
  line: RegExp;
  /** The part of a line `line` is matched against (Markdown: without the renderer's block prefix). */
  lineBody?: LineBody;
}

/** `text` without the lines `line` matches (the text itself when none does). */
export function withoutLines(
  text: string,
  { hint, line, lineBody = wholeLine }: WithoutLinesOptions,
): string {
  if (!hint.test(text)) return text;
  const lines = text.split("\n");
  const kept = lines.filter((candidate) => !line.test(lineBody(candidate)));
  return kept.length === lines.length ? text : kept.join("\n").replace(/\n{3,}/g, "\n\n");
}
