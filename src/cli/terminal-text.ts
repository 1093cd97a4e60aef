// Text from pages, models and users made safe to print on a terminal: what a terminal would act on (escape
// sequences, control characters, bidi overrides) is removed, every printable character is kept.
/* biome-ignore-all lint/suspicious/noControlCharactersInRegex: matching control characters is the point. */

/**
 * Control strings (OSC, DCS, SOS, PM, APC), introduced by ESC ] P X ^ _ or their C1 forms and ended by BEL,
 * ESC \ or ST. Removed whole: an OSC payload sets window titles, writes the clipboard or draws hyperlinks.
 */
const CONTROL_STRING =
  /(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)/g;

/** CSI sequences (ESC [ or C1 0x9b, parameters, intermediates, final byte): colours, cursor moves, clearing. */
const CONTROL_SEQUENCE = /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]/g;

/** Any other escape sequence: ESC, intermediates, one final byte (charset switches, resets, an unended string's start). */
const OTHER_ESCAPE = /\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;

/** C0 controls but tab and newline, DEL and C1 controls: what is left of anything unterminated. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Bidi embeddings, overrides and isolates: they reorder the rest of a line, so a URL or a name can read as
 * another ("Trojan Source"). Direction marks (U+200E, U+200F, U+061C) stay: they only place neutral
 * characters, and right-to-left text needs them.
 */
const BIDI_REORDERING = /[\u202a-\u202e\u2066-\u2069]/g;

/** Whitespace of any kind, line and paragraph separators included, for single-line output. */
const ANY_SPACE = /[\s\u2028\u2029]+/g;

/**
 * Text for a terminal, keeping its lines: escape sequences, control characters other than newline and tab,
 * and bidi overrides are removed. A carriage return (which would overwrite the line) becomes a newline.
 */
export function terminalText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_STRING, "")
    .replace(CONTROL_SEQUENCE, "")
    .replace(OTHER_ESCAPE, "")
    .replace(CONTROL_CHARACTER, "")
    .replace(BIDI_REORDERING, "");
}

export interface TerminalLineOptions {
  /** Longest result in characters (code points), an ellipsis included. Default: no limit. */
  maxChars?: number;
}

/**
 * One line for a terminal: `terminalText`, with every run of whitespace (newlines and tabs included) turned
 * into one space and the ends trimmed, so a title or a URL cannot start a line of its own.
 */
export function terminalLine(text: string, options: TerminalLineOptions = {}): string {
  const line = terminalText(text).replace(ANY_SPACE, " ").trim();
  const { maxChars } = options;
  if (maxChars === undefined) return line;
  // By code points, so a cut never splits a surrogate pair.
  const characters = Array.from(line);
  return characters.length > maxChars ? `${characters.slice(0, Math.max(0, maxChars - 1)).join("")}…` : line;
}
