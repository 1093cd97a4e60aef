// An answer written to a terminal as the model writes it. The text is made terminal-safe as a whole, an escape
// sequence not yet complete is held back until it is (then removed whole), and each write only extends what is
// on screen.
/* biome-ignore-all lint/suspicious/noControlCharactersInRegex: matching control characters is the point. */
import { terminalText } from "./terminal-text.js";

/** Where a terminal would start reading a sequence: ESC, or a C1 introducer (CSI, OSC, DCS, SOS, PM, APC). */
const INTRODUCER = /[\u001b\u0090\u0098\u009b\u009d\u009e\u009f]/g;
/** A complete CSI or other escape, or a control string with its terminator. */
const COMPLETE =
  /^(?:(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)|\u001b(?![[\]PX^_])[\u0020-\u002f]*[\u0030-\u007e])/;
/** The start of such a sequence that runs to the end of the text: more text may complete it. */
const UNFINISHED =
  /^(?:(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*\u001b?|\u001b[\u0020-\u002f]*)$/;
/** An unfinished sequence longer than this is let through (made safe as it is) rather than holding the answer. */
const MAX_HELD = 1024;

/** Where a sequence still being written starts in `raw`, or its length when there is none. */
function openFrom(raw: string): number {
  let from = 0;
  for (;;) {
    INTRODUCER.lastIndex = from;
    const start = INTRODUCER.exec(raw)?.index;
    if (start === undefined) return raw.length;
    const rest = raw.slice(start);
    const complete = COMPLETE.exec(rest);
    if (complete) from = start + complete[0].length;
    else if (UNFINISHED.test(rest) && rest.length <= MAX_HELD) return start;
    else from = start + 1;
  }
}

export interface StreamedAnswer {
  /** What is on screen so far (terminal-safe). */
  readonly shown: string;
  /** Adds a delta of the answer; the first one starts a new line. */
  write(delta: string): void;
  /** Starts over on a line of its own (after a fallback, the offline engine's answer follows). */
  restart(): void;
}

export function createStreamedAnswer(options: {
  stdout: { write(text: string): unknown };
  /** Called before the first write (to clear a spinner). */
  onFirst?: () => void;
}): StreamedAnswer {
  const { stdout } = options;
  let raw = "";
  let shown = "";
  let started = false;
  return {
    get shown() {
      return shown;
    },
    write(delta) {
      if (!started) {
        started = true;
        options.onFirst?.();
        stdout.write("\n");
      }
      raw += delta;
      const safe = terminalText(raw.slice(0, openFrom(raw)));
      // Should a sequence still change text already shown, the caller prints the answer whole at the end (`shown`
      // differs from it).
      if (!safe.startsWith(shown)) return;
      stdout.write(safe.slice(shown.length));
      shown = safe;
    },
    restart() {
      if (shown !== "") stdout.write("\n");
      raw = "";
      shown = "";
    },
  };
}
