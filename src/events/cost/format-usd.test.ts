import { describe, expect, it } from "vitest";
import { formatUsd } from "./format-usd.js";

describe("formatUsd", () => {
  it("shows cents for ordinary amounts", () => {
    expect(formatUsd(2)).toBe("$2.00");
    expect(formatUsd(0.1)).toBe("$0.10");
    expect(formatUsd(12.345)).toBe("$12.35");
    expect(formatUsd(0)).toBe("$0.00");
  });

  it("never turns a small amount into $0.00", () => {
    expect(formatUsd(0.001)).toBe("$0.001");
    expect(formatUsd(0.024)).toBe("$0.024");
    expect(formatUsd(0.0125)).toBe("$0.013");
    expect(formatUsd(0.00042)).toBe("$0.00042");
  });
});
