import { describe, expect, it } from "vitest";
import { addDays, defaultWindow, isoDateIn } from "./event-window.js";

describe("default event window", () => {
  // 03:20 UTC on Nov 22 is still the evening of Nov 21 in New York, and already Nov 22 in Tokyo.
  const now = new Date("2026-11-22T03:20:00Z");

  it("starts today in the city's zone and lasts 14 days", () => {
    expect(defaultWindow("New York", now)).toEqual({ from: "2026-11-21", to: "2026-12-05" });
    expect(defaultWindow("tokyo", now)).toEqual({ from: "2026-11-22", to: "2026-12-06" });
  });

  it("falls back to the browser's zone for an unknown city", () => {
    expect(defaultWindow("Atlantis", now).from).toBe(isoDateIn(now));
  });

  it("adds days across months and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
  });
});
