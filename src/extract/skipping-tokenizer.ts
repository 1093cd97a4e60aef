// htmlparser2's Tokenizer, made to jump over the characters its states ignore: the text between tags, quoted
// attribute values and script bodies are searched for their next meaningful character natively (indexOf)
// instead of being stepped through one call per character, and tag and attribute names are read to their end in
// one loop. The tokens, and so the DOM, are the same
// (skipping-tokenizer.test.ts compares both tokenizers' trees).
import { Tokenizer } from "htmlparser2";

/** The Tokenizer's state that these overrides read and move (private in its typings), and our own. */
interface TokenizerInternals {
  buffer: string;
  /** Position of the current character in the whole input; the parse loop adds one after each state call. */
  index: number;
  /** Position in the input where `buffer` starts. */
  offset: number;
  /** Where each searched character next occurs in `buffer` (see nextInBuffer). */
  nextFound: NextFound;
}

type StateHandler = (this: TokenizerInternals, code: number) => unknown;

const LESS_THAN = 0x3c;
const AMPERSAND = 0x26;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/**
 * The last position found of each character searched for, with the buffer it was found in. A state asks for
 * the next `&` at every text run: the answer stays good until the tokenizer passes it, so a page with few
 * entities is searched once, not once per run (and no search allocates, unlike a regular expression's match).
 */
interface NextFound {
  buffer: string;
  /** By character code (all below SEARCHED_CODES): the position searched from (-1: not searched yet) … */
  from: Int32Array;
  /** … and what was found there (-1: none). */
  found: Int32Array;
}

/** The searched characters' codes are below this. */
const SEARCHED_CODES = 64;

const base = Tokenizer.prototype as unknown as Record<string, StateHandler | undefined>;

export class SkippingTokenizer extends Tokenizer {
  readonly nextFound: NextFound = {
    buffer: "",
    from: new Int32Array(SEARCHED_CODES).fill(-1),
    found: new Int32Array(SEARCHED_CODES),
  };
}

/** Where the stock Tokenizer has these methods (htmlparser2 10), ours wrap them; otherwise it stays as it is. */
const overrides: Record<string, StateHandler> = {
  fastForwardTo,
  stateText: skipUnless(LESS_THAN, AMPERSAND, "stateText"),
  stateInAttributeValueDoubleQuotes: skipUnless(DOUBLE_QUOTE, AMPERSAND, "stateInAttributeValueDoubleQuotes"),
  stateInAttributeValueSingleQuotes: skipUnless(SINGLE_QUOTE, AMPERSAND, "stateInAttributeValueSingleQuotes"),
  stateInTagName: skipUntil(endsTagName, "stateInTagName"),
  stateInAttributeName: skipUntil(endsAttributeName, "stateInAttributeName"),
  stateInClosingTagName: skipUntil(endsClosingTagName, "stateInClosingTagName"),
};
if (Object.keys(overrides).every((name) => typeof base[name] === "function")) {
  Object.assign(SkippingTokenizer.prototype, overrides);
}

/**
 * Searches for the character natively, with the stock contract: on it, true; or on the input's last character,
 * false.
 */
function fastForwardTo(this: TokenizerInternals, code: number): boolean {
  const found = this.buffer.indexOf(String.fromCharCode(code), this.index + 1 - this.offset);
  this.index = (found === -1 ? this.buffer.length - 1 : found) + this.offset;
  return found !== -1;
}

/**
 * A state that acts only on `first` or `second` and ignores every other character: on any other character,
 * moves to just before the next of the two (the loop then steps onto it), or to the last character.
 */
function skipUnless(first: number, second: number, name: string): StateHandler {
  const handle = base[name] as StateHandler;
  return function (this: TokenizerInternals, code: number) {
    if (code === first || code === second) {
      handle.call(this, code);
      return;
    }
    const from = this.index - this.offset + 1;
    const atFirst = nextInBuffer(this, first, from);
    const atSecond = nextInBuffer(this, second, from);
    const found = atFirst === -1 ? atSecond : atSecond === -1 ? atFirst : Math.min(atFirst, atSecond);
    this.index = (found === -1 ? this.buffer.length : found) + this.offset - 1;
  };
}

/**
 * A name's state, which acts only on the character that ends the name: on any other, moves to just before the
 * next that does (the loop then steps onto it), or to the last character, in one tight loop instead of one state
 * call per character.
 */
function skipUntil(ends: (code: number) => boolean, name: string): StateHandler {
  const handle = base[name] as StateHandler;
  return function (this: TokenizerInternals, code: number) {
    if (ends(code)) {
      handle.call(this, code);
      return;
    }
    const { buffer } = this;
    let at = this.index - this.offset + 1;
    while (at < buffer.length && !ends(buffer.charCodeAt(at))) at++;
    this.index = at + this.offset - 1;
  };
}

/** As the stock tokenizer reads them: a tag name ends at whitespace, `/` or `>` … */
function endsTagName(code: number): boolean {
  return code === 0x2f || code === 0x3e || isWhitespace(code);
}

/** … an attribute name also at `=` … */
function endsAttributeName(code: number): boolean {
  return code === 0x3d || endsTagName(code);
}

/** … and an end tag's name at whitespace or `>`. */
function endsClosingTagName(code: number): boolean {
  return code === 0x3e || isWhitespace(code);
}

/** Space, newline, tab, form feed, carriage return. */
function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0c || code === 0x0d;
}

/** Where `code` next occurs in the buffer at or after `from` (-1: nowhere), searched again only once passed. */
function nextInBuffer(tokenizer: TokenizerInternals, code: number, from: number): number {
  const { nextFound, buffer } = tokenizer;
  if (nextFound.buffer !== buffer) {
    nextFound.buffer = buffer;
    nextFound.from.fill(-1);
  }
  const knownFrom = nextFound.from[code] as number;
  const knownFound = nextFound.found[code] as number;
  // An answer from a position at or before this one holds until the tokenizer passes what it found.
  if (knownFrom !== -1 && knownFrom <= from && (knownFound === -1 || knownFound >= from)) return knownFound;
  const found = buffer.indexOf(String.fromCharCode(code), from);
  nextFound.from[code] = from;
  nextFound.found[code] = found;
  return found;
}
