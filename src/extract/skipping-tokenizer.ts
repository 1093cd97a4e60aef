// htmlparser2's Tokenizer, made to jump over the characters its states ignore: the text between tags, quoted
// attribute values and script bodies are searched for their next meaningful character natively (indexOf, a
// one-class regex) instead of being stepped through one call per character. The tokens, and so the DOM, are
// the same (skipping-tokenizer.test.ts compares both tokenizers' trees).
import { Tokenizer } from "htmlparser2";

/** The Tokenizer's state that these overrides read and move (private in its typings). */
interface TokenizerInternals {
  buffer: string;
  /** Position of the current character in the whole input; the parse loop adds one after each state call. */
  index: number;
  /** Position in the input where `buffer` starts. */
  offset: number;
}

type StateHandler = (this: TokenizerInternals, code: number) => unknown;

const LESS_THAN = 0x3c;
const AMPERSAND = 0x26;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
/** What ends a run of plain text (a tag or an entity), and a quoted attribute value's run. */
const TEXT_STOP = /[<&]/g;
const DOUBLE_QUOTED_STOP = /["&]/g;
const SINGLE_QUOTED_STOP = /['&]/g;

const base = Tokenizer.prototype as unknown as Record<string, StateHandler | undefined>;

export class SkippingTokenizer extends Tokenizer {}

/** Where the stock Tokenizer has these methods (htmlparser2 10), ours wrap them; otherwise it stays as it is. */
const overrides: Record<string, StateHandler> = {
  fastForwardTo,
  stateText: skipUnless(LESS_THAN, AMPERSAND, TEXT_STOP, "stateText"),
  stateInAttributeValueDoubleQuotes: skipUnless(
    DOUBLE_QUOTE,
    AMPERSAND,
    DOUBLE_QUOTED_STOP,
    "stateInAttributeValueDoubleQuotes",
  ),
  stateInAttributeValueSingleQuotes: skipUnless(
    SINGLE_QUOTE,
    AMPERSAND,
    SINGLE_QUOTED_STOP,
    "stateInAttributeValueSingleQuotes",
  ),
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
 * moves to just before the next `stop` (the loop then steps onto it), or to the last character.
 */
function skipUnless(first: number, second: number, stop: RegExp, name: string): StateHandler {
  const handle = base[name] as StateHandler;
  return function (this: TokenizerInternals, code: number) {
    if (code === first || code === second) {
      handle.call(this, code);
      return;
    }
    stop.lastIndex = this.index - this.offset + 1;
    const found = stop.exec(this.buffer);
    this.index = (found === null ? this.buffer.length : found.index) + this.offset - 1;
  };
}
