import { describe, expect, it } from "vitest";
import { terminalLine, terminalText } from "./terminal-text.js";

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters that must not reach a terminal.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe("terminalText", () => {
  it.each([
    ["a window-title change (OSC ended by BEL)", "Shop\u001b]0;pwned\u0007 home", "Shop home"],
    [
      "an OSC 8 hyperlink (ended by ESC \\)",
      "\u001b]8;;https://evil.test\u001b\\click\u001b]8;;\u001b\\",
      "click",
    ],
    ["colours and cursor moves (CSI)", "\u001b[31mred\u001b[0m \u001b[2J\u001b[1;1Hhome", "red home"],
    ["C1 forms of CSI, OSC and DCS", "a\u009b31mb\u009d0;x\u009cc\u0090q\u009cd", "abcd"],
    ["a DCS string", "x\u001bP1$r\u001b\\y", "xy"],
    ["a charset switch and a reset", "x\u001b(0y\u001bcz", "xyz"],
    ["an unterminated OSC: the escape goes, the rest is inert text", "t\u001b]0;pwned", "t0;pwned"],
    ["other C0 and C1 controls, and a lone escape", "a\u0000b\u0008c\u007fd\u0085e\u001b", "abcde"],
    ["bidi overrides and isolates", "\u202eevil.exe\u202c \u2067txt\u2069", "evil.exe txt"],
  ])("removes %s", (_name, input, expected) => {
    expect(terminalText(input)).toBe(expected);
    expect(terminalText(input)).not.toMatch(UNSAFE);
  });

  it("keeps newlines and tabs, and turns carriage returns into newlines", () => {
    expect(terminalText("one\r\ntwo\rthree\n\tfour")).toBe("one\ntwo\nthree\n\tfour");
  });

  it("keeps every printable character: accents, CJK, right-to-left text with its marks, emoji sequences", () => {
    const text = "Café — 東京の天気 · שלום\u200f! · 👩‍👩‍👧 · ½ · non\u00a0breaking";
    expect(terminalText(text)).toBe(text);
  });
});

describe("terminalLine", () => {
  it("makes one line: whitespace runs become one space, the ends are trimmed", () => {
    expect(terminalLine("  Title\n2. Fake entry\tand\u2028more  ")).toBe("Title 2. Fake entry and more");
  });

  it("cuts to maxChars code points with an ellipsis, never splitting a pair", () => {
    expect(terminalLine("abcdef", { maxChars: 4 })).toBe("abc…");
    expect(terminalLine("abcd", { maxChars: 4 })).toBe("abcd");
    expect(terminalLine("😀😀😀😀😀", { maxChars: 3 })).toBe("😀😀…");
  });

  it("sanitises before it cuts, so a sequence cannot survive in half", () => {
    expect(terminalLine("\u001b[31mred text", { maxChars: 5 })).toBe("red …");
  });
});
