// Escapes page text written into Markdown, so that a CommonMark (GFM) parser reads it back as the same text: never
// as emphasis, a code span, a link, raw HTML, an entity, a heading, a list item, a quote or a rule. Minimal, like
// turndown's escape: a character gets a backslash only where the parser could read it as syntax ("a - b" and
// "snake_case" stay as they are; "- b" at a line's start and "_word_" do not).

export interface MarkdownEscapeContext {
  /** The text starts a line, or the content of a list item or quote: block syntax ("# ", "1. ", "> ") applies. */
  atLineStart: boolean;
  /** What was written just before the text on its line, its last word at least ("" at a line's start, " " after a
   * space): its last character decides whether "_" or "*" could open or close emphasis, and a web address it ends
   * with goes on into the text. */
  before: string;
}

/** Characters that can be syntax somewhere in a line (the rest of the text is returned without a scan). */
const MAYBE_SYNTAX = /[\\`*_~[<&]/;
/** "#" to "######" before a space or the end: an ATX heading. */
const HEADING_START = /^#{1,6}(?=[ \t]|$)/;
/** Up to nine digits and "." or ")" before a space or the end: an ordered list item. */
const ORDERED_START = /^(\d{1,9})([.)])(?=[ \t]|$)/;
/** "-" or "+" before a space or the end (a bullet item), "-" or "=" before more of them (a rule or a setext
 * heading's underline), ">" anywhere (a quote). */
const BLOCK_MARK_START = /^(?:[-+](?=[ \t]|$)|[-=](?=[-= \t]|$)|>)/;
/** The characters block syntax can open a line with (the rest of the lines are not looked at further). */
const OPENING_CHAR = /[#\d+=>-]/;
/** ASCII punctuation: what a backslash escapes in CommonMark. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** What makes "&" the start of an entity or numeric character reference that the parser would decode. */
const ENTITY_AFTER_AMPERSAND = /^(?:#\d{1,7};|#[xX][\da-fA-F]{1,6};|[A-Za-z][A-Za-z\d]{0,31};)/;
/** What makes "<" the start of an HTML tag, comment, declaration or autolink. */
const TAG_AFTER_LESS_THAN = /^[A-Za-z/!?]/;
/** What GFM links by itself (an "autolink literal"): a web address or an e-mail address. Inside one, a backslash
 * would stay in the link and its text, and no character is syntax. */
const AUTOLINK_LITERAL =
  /(?:(?:ftp|https?):\/\/|www\.)[A-Za-z\d-][^\s<]*|[A-Za-z\d][\w.+-]*@[\w-]+(?:\.[\w-]*[A-Za-z\d])+/g;
/** A web address at the end of the text before, which the text may go on (a link's text split over elements). */
const AUTOLINK_END = /(?:(?:ftp|https?):\/\/|www\.)[A-Za-z\d-][^\s<]*$/;
/** What GFM leaves out at the end of an autolink literal: punctuation, an entity. */
const AUTOLINK_TRAILER = /(?:[?!.,:*_~]|&[A-Za-z\d]+;)+$/;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;
const WHITESPACE = /\s/;

/** The text with a backslash before each character a Markdown parser would otherwise read as syntax. */
export function escapeMarkdownText(text: string, { atLineStart, before }: MarkdownEscapeContext): string {
  const opening = atLineStart ? openingSyntax(text) : "";
  let out = opening === "" ? "" : escapeOpening(opening);
  if (!MAYBE_SYNTAX.test(text)) return out + text.slice(opening.length);
  const links = autolinkLiterals(text, opening === "" ? before : "");
  let link = 0;
  let previous = opening === "" ? before.charAt(before.length - 1) : opening.charAt(opening.length - 1);
  for (let index = opening.length; index < text.length; index++) {
    const char = text.charAt(index);
    while (link < links.length && (links[link] as Span).end <= index) link++;
    const inLink = link < links.length && (links[link] as Span).start <= index;
    if (!inLink && needsBackslash(text, index, previous)) out += "\\";
    out += char;
    previous = char;
  }
  return out;
}

interface Span {
  start: number;
  end: number;
}

/** Where the text holds autolink literals (or goes on one `before` ends with), each without the punctuation GFM
 * leaves out of it. */
function autolinkLiterals(text: string, before: string): Span[] {
  const spans: Span[] = [];
  const lastWord = before.slice(before.lastIndexOf(" ") + 1);
  const goesOn =
    lastWord.includes(".") && AUTOLINK_END.test(lastWord) ? /^[^\s<]*/.exec(text)?.[0] : undefined;
  if (goesOn) spans.push({ start: 0, end: goesOn.length - (AUTOLINK_TRAILER.exec(goesOn)?.[0].length ?? 0) });
  if (!text.includes("://") && !text.includes("www.") && !text.includes("@")) return spans;
  for (const match of text.matchAll(AUTOLINK_LITERAL)) {
    const start = match.index ?? 0;
    const trailer = AUTOLINK_TRAILER.exec(match[0])?.[0].length ?? 0;
    spans.push({ start, end: start + match[0].length - trailer });
  }
  return spans;
}

/** Lines of page text that no renderer wrote (a JSON-LD description, a meta description), each escaped as a line of
 * its own, its leading whitespace (which would indent it into a code block) left out. */
export function escapeMarkdownLines(text: string): string {
  return text
    .split("\n")
    .map((line) => escapeMarkdownText(line.trimStart(), { atLineStart: true, before: "" }))
    .join("\n");
}

/** Whether the character at `index`, after `previous`, could be read as syntax. */
function needsBackslash(text: string, index: number, previous: string): boolean {
  const next = text.charAt(index + 1);
  switch (text.charAt(index)) {
    // A backslash escapes the punctuation after it (or, at a line's end, breaks the line); the next text may
    // start with punctuation.
    case "\\":
      return next === "" || ASCII_PUNCTUATION.test(next);
    // A code span; a link, an image, a footnote or a link reference definition ("]" alone is none of them).
    case "`":
    case "[":
      return true;
    // "*" between spaces ("2 * 3") can neither open nor close emphasis.
    case "*":
      return !(WHITESPACE.test(previous) && WHITESPACE.test(next));
    // "_" and "~" inside a word ("snake_case") cannot either; "*" can ("a*b*c").
    case "_":
    case "~":
      return !(ALPHANUMERIC.test(previous) && ALPHANUMERIC.test(next));
    case "<":
      return next === "" || TAG_AFTER_LESS_THAN.test(next);
    case "&":
      return next === "" || ENTITY_AFTER_AMPERSAND.test(text.slice(index + 1, index + 34));
    default:
      return false;
  }
}

/** The block syntax the line opens with ("" when none). */
function openingSyntax(text: string): string {
  if (!OPENING_CHAR.test(text.charAt(0))) return "";
  return (HEADING_START.exec(text) ?? ORDERED_START.exec(text) ?? BLOCK_MARK_START.exec(text))?.[0] ?? "";
}

/** A backslash before the syntax's punctuation: "\\#", "1\\.", "\\-", "\\>". */
function escapeOpening(opening: string): string {
  const digits = /^\d*/.exec(opening)?.[0] ?? "";
  return `${digits}\\${opening.slice(digits.length)}`;
}
