import { describe, expect, it } from "vitest";
import { colorEnabled, colorsFor } from "./terminal-colors.js";

describe("colorEnabled", () => {
  it("colours a terminal only, and never with NO_COLOR or TERM=dumb", () => {
    expect(colorEnabled({ isTTY: true }, {})).toBe(true);
    expect(colorEnabled({ isTTY: false }, {})).toBe(false);
    expect(colorEnabled({}, {})).toBe(false);
    expect(colorEnabled({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    // no-color.org: an empty NO_COLOR does not count.
    expect(colorEnabled({ isTTY: true }, { NO_COLOR: "" })).toBe(true);
    expect(colorEnabled({ isTTY: true }, { TERM: "dumb" })).toBe(false);
  });

  it("gives identity functions when colour is off", () => {
    expect(colorsFor({ isTTY: false }, {}).red("x")).toBe("x");
    expect(colorsFor({ isTTY: true }, {}).red("x")).toBe("\u001b[31mx\u001b[39m");
  });
});
