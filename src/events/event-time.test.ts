import { describe, expect, it } from "vitest";
import { formatEventTimeAsText, localDateOf, startsWithin } from "./event-time.js";

describe("event times in the city's zone", () => {
  it("formats like 'Sat Dec 5, 7:30 PM', on both sides of the DST change", () => {
    expect(formatEventTimeAsText("2026-12-05T19:30:00-05:00", "America/New_York")).toBe("Sat Dec 5, 7:30 PM");
    expect(formatEventTimeAsText("2026-10-31T23:30:00Z", "America/New_York")).toBe("Sat Oct 31, 7:30 PM");
    expect(formatEventTimeAsText("2026-11-02T00:30:00Z", "America/New_York")).toBe("Sun Nov 1, 7:30 PM");
  });

  it("shows only the date of a date-only event", () => {
    expect(formatEventTimeAsText("2026-12-05T00:00:00-05:00", "America/New_York")).toBe("Sat Dec 5");
  });

  it("checks the window on the local date, not the UTC one", () => {
    // 11:30 PM on Dec 6 in New York is already Dec 7 in UTC.
    expect(localDateOf("2026-12-07T04:30:00Z", "America/New_York")).toBe("2026-12-06");
    expect(startsWithin("2026-12-07T04:30:00Z", "America/New_York", "2026-11-22", "2026-12-06")).toBe(true);
    expect(startsWithin("2026-12-07T05:30:00Z", "America/New_York", "2026-11-22", "2026-12-06")).toBe(false);
    expect(startsWithin("not a date", "America/New_York", "2026-11-22", "2026-12-06")).toBe(false);
  });
});
