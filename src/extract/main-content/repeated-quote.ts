// Leaves out a <blockquote> that repeats what the text already said: a forum reply quoting an earlier post of the
// same thread ("X said: … Click to expand"), which readers (and extraction benchmarks) count once.
import type { TextWriter, WriterMark } from "./text-writer.js";

/** Lines shorter than this (attributions, "Click to expand…") are not looked up. */
const MIN_LINE_CHARS = 20;
/** A quote repeats the text when its lines found earlier hold at least this share of its characters. */
const REPEATED_SHARE = 0.5;

/**
 * Tracks what a renderer has written so far, in the lower-case word form quotes are compared in. Each part of
 * the output is normalised once, when the first quote after it closes, so pages without quotes pay nothing.
 */
export class RepeatedQuotes {
  private normalizedBefore = "";
  private seenParts = 0;

  constructor(private readonly writer: TextWriter) {}

  /** Call when a <blockquote> opened at `mark` closes: forgets its text when the earlier text holds it. */
  closeQuote(mark: WriterMark): void {
    const quoted = this.writer.textBetween(mark.parts);
    // A quote around a quote already looked up: its own first lines are in the cache now, so it stays.
    if (quoted.length < MIN_LINE_CHARS || mark.parts < this.seenParts) return;
    if (mark.parts > this.seenParts) {
      this.normalizedBefore += ` ${normalize(this.writer.textBetween(this.seenParts, mark.parts))} `;
      this.seenParts = mark.parts;
    }
    let total = 0;
    let found = 0;
    for (const line of quoted.split("\n")) {
      const words = normalize(line);
      total += words.length;
      if (words.length >= MIN_LINE_CHARS && this.normalizedBefore.includes(words)) found += words.length;
    }
    if (total > 0 && found >= REPEATED_SHARE * total) this.writer.rollback(mark);
  }
}

function normalize(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
}
