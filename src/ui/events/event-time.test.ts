import { describe, expect, it } from "vitest";
import { formatEventTimeForCard, offsetLabel, parseWallTime, viewerOffsetAt } from "./event-time.js";

describe("formatEventTimeForCard", () => {
  it("shows the venue's wall clock, whatever the viewer's zone", () => {
    const start = "2026-12-05T19:30:00-05:00";
    expect(formatEventTimeForCard({ start, locale: "en-US", viewerOffsetMinutes: -300 })).toBe(
      "Sat, Dec 5 · 7:30 PM",
    );
    // A viewer in Tokyo still reads 7:30 PM, with the venue's offset named.
    expect(formatEventTimeForCard({ start, locale: "en-US", viewerOffsetMinutes: 540 })).toBe(
      "Sat, Dec 5 · 7:30 PM (UTC−5)",
    );
  });

  it("keeps the offset of summer time and of half-hour zones", () => {
    expect(formatEventTimeForCard({ start: "2026-07-04T21:00:00-04:00", locale: "en-US" })).toBe(
      "Sat, Jul 4 · 9:00 PM",
    );
    expect(offsetLabel(330)).toBe("UTC+5:30");
    expect(offsetLabel(0)).toBe("UTC");
  });

  it("gives a range for an end on the same day, and the end's date otherwise", () => {
    expect(
      formatEventTimeForCard({
        start: "2026-12-05T19:30:00-05:00",
        end: "2026-12-05T22:00:00-05:00",
        locale: "en-US",
      }),
    ).toMatch(/^Sat, Dec 5 · 7:30\s?–\s?10:00\sPM$/);
    expect(
      formatEventTimeForCard({
        start: "2026-12-05T22:00:00-05:00",
        end: "2026-12-06T01:00:00-05:00",
        locale: "en-US",
      }),
    ).toBe("Sat, Dec 5 · 10:00 PM – Sun, Dec 6, 1:00 AM");
    // An end before the start is ignored.
    expect(
      formatEventTimeForCard({
        start: "2026-12-05T19:30:00-05:00",
        end: "2026-12-05T18:00:00-05:00",
        locale: "en-US",
      }),
    ).toBe("Sat, Dec 5 · 7:30 PM");
  });

  it("shows only the date of a date-only event, and an unreadable time as it came", () => {
    expect(formatEventTimeForCard({ start: "2026-12-05T00:00:00-05:00", locale: "en-US" })).toBe(
      "Sat, Dec 5",
    );
    expect(formatEventTimeForCard({ start: "2026-12-05", locale: "en-US" })).toBe("Sat, Dec 5");
    expect(formatEventTimeForCard({ start: "next Friday", locale: "en-US" })).toBe("next Friday");
    expect(parseWallTime("2026-02-30T10:00:00Z")).toBeUndefined();
  });

  it("reads the viewer's offset at the event's instant", () => {
    expect(typeof viewerOffsetAt("2026-12-05T19:30:00-05:00")).toBe("number");
    expect(viewerOffsetAt("soon")).toBeUndefined();
  });
});
