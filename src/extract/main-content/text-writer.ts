// Builds plain text from a stream of inline text and line/block breaks, collapsing whitespace the way a
// browser does, so blocks never glue together ("end</p><p>Next" becomes two lines, not "endNext").
import type { MarkdownEscapeContext } from "./markdown-escape.js";

const WHITESPACE_RUN = /[\s\u00a0]+/g;
const WHITESPACE_ONLY = /^[\s\u00a0]*$/;
/** What WHITESPACE_RUN would change: whitespace other than a space, or two spaces in a row. */
const COLLAPSIBLE = /[^\S ]| {2}/;
const GLUE_BEFORE = /[\p{Ll}\p{N}]/u;
const GLUE_AFTER = /\p{Lu}/u;
/** An upper-case letter ending an acronym or a tag ("FPS", "NEMO") … */
const ACRONYM_END = /\p{Lu}/u;
/** … before a capitalised word ("Shooter", "Disco"). */
const CAPITALISED_START = /^\p{Lu}\p{Ll}/u;
const LETTER = /\p{L}/u;
/** What an ordered list item's number is (CommonMark: up to nine digits) … */
const LINE_DIGITS = /^\d{1,9}$/;
/** … and what follows it to open one: "." or ")" before a space or the text's end. */
const ORDERED_AFTER_DIGITS = /^[.)](?: |$)/;

/** A point in a TextWriter's output (see TextWriter.mark). */
export interface WriterMark {
  parts: number;
  pendingBreak: number;
  pendingSpace: boolean;
  trailingNewlines: number;
  atBlockStart: boolean;
  blockContentAtLineStart: boolean;
}

/** Rewrites a text written with `write` before it joins the output (see escapeMarkdownText). */
export type TextEscape = (text: string, context: MarkdownEscapeContext) => string;

export class TextWriter {
  private readonly parts: string[] = [];
  /** 0 = none, 1 = line break, 2 = blank line; the strongest request between two texts wins. */
  private pendingBreak = 0;
  private pendingSpace = false;
  /** How many newlines the output ends with (capped at 2); -1 while nothing is written. */
  private trailingNewlines = -1;
  /** An element opened or closed since the last text (see elementBoundary). */
  private atBoundary = false;
  /** A block's prefix (a list item's marker, a quote's ">") was just written: the next text starts its content. */
  private atBlockStart = false;
  /** The content after that prefix starts a line as block syntax reads it (see startBlockContent). */
  private blockContentAtLineStart = true;
  /** Digits that are all a line (or a block's content) holds so far: with a "." or ")" the next text writes after
   * them, they open an ordered list item ("<span>1</span>. Total"). */
  private lineDigits = "";

  /** `escapeText`, when given, rewrites each text written with `write` (not with writeMarkup or writePreformatted). */
  constructor(private readonly escapeText?: TextEscape) {}

  /** Inline text: runs of whitespace become one space; leading/trailing spaces only between words. */
  write(text: string): void {
    this.writeText(text, this.escapeText);
  }

  /** Inline text written as `write` does, never escaped: the renderer's own syntax ("## ", "|", "---"). */
  writeMarkup(text: string): void {
    this.writeText(text, undefined);
  }

  /** Marks the end of a block's prefix: the next text is read as the start of a line (see TextEscape), unless
   * `atLineStart` is false (a heading's text, where "1. " or "- " is no list). */
  startBlockContent(atLineStart = true): void {
    this.atBlockStart = true;
    this.blockContentAtLineStart = atLineStart;
  }

  /** The last line written so far, without its newline ("" after one). */
  lastLine(): string {
    let line = "";
    for (let index = this.parts.length - 1; index >= 0; index--) {
      const part = this.parts[index] as string;
      const newline = part.lastIndexOf("\n");
      if (newline >= 0) return part.slice(newline + 1) + line;
      line = part + line;
    }
    return line;
  }

  /** Nothing was written since a block's prefix (see startBlockContent). */
  isAtBlockStart(): boolean {
    return this.atBlockStart;
  }

  private writeText(text: string, escapeText: TextEscape | undefined): void {
    // Whitespace alone (most text nodes: the indentation between tags) is a space at most, without a copy.
    if (WHITESPACE_ONLY.test(text)) {
      if (text !== "") this.pendingSpace = true;
      return;
    }
    // A text whose runs are single spaces already is kept as it is (replacing would copy it all the same).
    const collapsed = COLLAPSIBLE.test(text) ? text.replace(WHITESPACE_RUN, " ") : text;
    if (collapsed === "") return;
    if (collapsed === " ") {
      this.pendingSpace = true;
      return;
    }
    const startsWithSpace = collapsed.charCodeAt(0) === 32;
    const endsWithSpace = collapsed.charCodeAt(collapsed.length - 1) === 32;
    const content = collapsed.slice(startsWithSpace ? 1 : 0, endsWithSpace ? -1 : undefined);
    const spaceBefore = startsWithSpace || (this.atBoundary && this.gluesWords(content));
    let written = content;
    if (escapeText) {
      const context = this.escapeContext(spaceBefore);
      const digits = this.lineDigits;
      // Number and punctuation in two texts are escaped as one line's opening: "1\. Total", not a list item.
      written =
        digits !== "" &&
        !context.atLineStart &&
        context.before === digits &&
        ORDERED_AFTER_DIGITS.test(content)
          ? escapeText(digits + content, { atLineStart: true, before: "" }).slice(digits.length)
          : escapeText(content, context);
      this.lineDigits = context.atLineStart && LINE_DIGITS.test(content) && !endsWithSpace ? content : "";
    } else this.lineDigits = "";
    this.startText(spaceBefore);
    this.append(written);
    this.pendingSpace = endsWithSpace;
  }

  /** Preformatted text: kept exactly, spaces and line breaks included. */
  writePreformatted(text: string): void {
    if (text === "") return;
    this.lineDigits = "";
    this.startText(false);
    this.append(text.replace(/\r\n?/g, "\n"));
  }

  /**
   * Marks the edge of an inline element. Text that meets earlier text at such an edge without whitespace, a
   * lower-case letter or digit before an upper-case letter ("Merrell</span><span>Moab 3"), or an upper-case
   * letter before a capitalised word ("FPS</span><span>Shooter", "NEMO</span><span>Disco 15"), gets a space:
   * shops and listings show such spans as blocks or tags with CSS, and a reader sees two words, not
   * "MerrellMoab" or "FPSShooter". Capitals alone stay together ("U</abbr><abbr>SA").
   */
  elementBoundary(): void {
    this.atBoundary = true;
  }

  /** Text between items on one line (table cells): written only when the line already has text. */
  writeSeparator(separator: string): void {
    if (this.trailingNewlines !== 0 || this.pendingBreak > 0) return;
    this.append(separator);
    this.pendingSpace = false;
  }

  /** The text so far ends with `count` letters that the next text would follow without a space or a break. */
  endsWithLetters(count: number): boolean {
    if (this.pendingSpace || this.pendingBreak > 0) return false;
    const last = this.parts[this.parts.length - 1] ?? "";
    if (last.length < count) return false;
    for (let index = last.length - count; index < last.length; index++) {
      if (!LETTER.test(last.charAt(index))) return false;
    }
    return true;
  }

  /** A line break before the next text; right after a block's prefix (see startBlockContent), none unless
   * `evenAtBlockStart`: the block's content starts on its marker's line ("- ### Name", not "-" alone). */
  breakLine(evenAtBlockStart = false): void {
    if (this.atBlockStart && !evenAtBlockStart) return;
    if (this.pendingBreak < 1) this.pendingBreak = 1;
  }

  /** A blank line before the next text (see breakLine). */
  breakBlock(evenAtBlockStart = false): void {
    if (this.atBlockStart && !evenAtBlockStart) return;
    this.pendingBreak = 2;
  }

  /** The current end of the output, to come back to (see textSince, rollback). */
  mark(): WriterMark {
    return {
      parts: this.parts.length,
      pendingBreak: this.pendingBreak,
      pendingSpace: this.pendingSpace,
      trailingNewlines: this.trailingNewlines,
      atBlockStart: this.atBlockStart,
      blockContentAtLineStart: this.blockContentAtLineStart,
    };
  }

  /** What was written between two part counts (`mark().parts`), breaks included. */
  textBetween(from: number, to: number = this.parts.length): string {
    return this.parts.slice(from, to).join("");
  }

  /** Forgets everything written since `mark`, as if it had never been written. */
  rollback(mark: WriterMark): void {
    this.lineDigits = "";
    this.parts.length = mark.parts;
    this.pendingBreak = mark.pendingBreak;
    this.pendingSpace = mark.pendingSpace;
    this.trailingNewlines = mark.trailingNewlines;
    this.atBlockStart = mark.atBlockStart;
    this.blockContentAtLineStart = mark.blockContentAtLineStart;
  }

  /**
   * Writes `prefix` after each line break written since part `from`, `blankPrefix` when the line is blank, in
   * place: marks taken since stay valid (a quote's lines: "> "). A break that ends the output is left as it is.
   */
  prefixLines(from: number, prefix: string, blankPrefix: string): void {
    for (let index = from; index < this.parts.length; index++) {
      const part = this.parts[index] as string;
      if (!part.includes("\n")) continue;
      const after = this.parts[index + 1]?.charAt(0);
      this.parts[index] = part.replace(/\n/g, (newline, offset: number) => {
        const next = offset + 1 < part.length ? part.charAt(offset + 1) : after;
        if (next === undefined) return newline;
        return `\n${next === "\n" ? blankPrefix : prefix}`;
      });
    }
  }

  /** The text, without blank lines at either end. */
  toString(): string {
    return this.parts.join("").trim();
  }

  /** Where text written now would start: a line (or a block's content), or after which character. */
  private escapeContext(spaceBefore: boolean): MarkdownEscapeContext {
    if (
      this.trailingNewlines !== 0 ||
      this.pendingBreak > 0 ||
      (this.atBlockStart && this.blockContentAtLineStart)
    ) {
      return { atLineStart: true, before: "" };
    }
    if (this.atBlockStart) return { atLineStart: false, before: " " };
    if (spaceBefore || this.pendingSpace) return { atLineStart: false, before: " " };
    // The last part, its last word at least: enough to tell a web address the text goes on.
    return { atLineStart: false, before: this.parts[this.parts.length - 1] ?? "" };
  }

  private gluesWords(content: string): boolean {
    if (this.trailingNewlines !== 0) return false;
    const last = this.parts[this.parts.length - 1] ?? "";
    const before = last.charAt(last.length - 1);
    return (
      (GLUE_BEFORE.test(before) && GLUE_AFTER.test(content.charAt(0))) ||
      (ACRONYM_END.test(before) && CAPITALISED_START.test(content))
    );
  }

  /** Writes the pending break (counting newlines already written) or the pending space before new text. */
  private startText(spaceBefore: boolean): void {
    // A block's content starts right after its prefix ("- "), without a second space.
    const afterPrefix = this.atBlockStart;
    this.atBoundary = false;
    this.atBlockStart = false;
    if (this.trailingNewlines >= 0) {
      if (this.pendingBreak > this.trailingNewlines) {
        this.append("\n".repeat(this.pendingBreak - this.trailingNewlines));
      } else if (
        this.pendingBreak === 0 &&
        (spaceBefore || this.pendingSpace) &&
        this.trailingNewlines === 0 &&
        !afterPrefix
      ) {
        this.append(" ");
      }
    }
    this.pendingBreak = 0;
    this.pendingSpace = false;
  }

  private append(text: string): void {
    this.parts.push(text);
    let newlines = 0;
    for (let index = text.length - 1; index >= 0 && text.charCodeAt(index) === 10 && newlines < 2; index--) {
      newlines++;
    }
    this.trailingNewlines =
      newlines === text.length && this.trailingNewlines > 0
        ? Math.min(2, this.trailingNewlines + newlines)
        : newlines;
  }
}
