import { describe, expect, it } from "vitest";
import { findHumanDates } from "./human-dates.js";
import { formatEventTimeForRecord } from "./local-time.js";

const now = new Date("2026-11-22T15:00:00Z");

function dates(text: string, timeZone = "America/New_York") {
  return findHumanDates({ text, timeZone, now }).map((date) => ({
    start: formatEventTimeForRecord(date.dateTime),
    end: date.end ? formatEventTimeForRecord(date.end) : null,
    dateOnly: date.dateOnly,
    text: date.text,
  }));
}

describe("findHumanDates", () => {
  it("joins a date with the time written after it", () => {
    expect(dates("Saturday, December 5, 2026 · 7:30 PM")).toEqual([
      {
        start: "2026-12-05T19:30:00-05:00",
        end: null,
        dateOnly: false,
        text: "Saturday, December 5, 2026 · 7:30 PM",
      },
    ]);
  });

  it("puts a date without a year after the reference date", () => {
    expect(dates("Jan 8, 7pm")[0]?.start).toBe("2027-01-08T19:00:00-05:00");
    expect(dates("Dec 5, 7:30pm")[0]?.start).toBe("2026-12-05T19:30:00-05:00");
  });

  it("reads ranges, including one past midnight", () => {
    expect(dates("Dec 5 from 10pm to 1am")[0]).toMatchObject({
      start: "2026-12-05T22:00:00-05:00",
      end: "2026-12-06T01:00:00-05:00",
    });
  });

  it("places wall-clock times in the given zone, not the machine's", () => {
    expect(dates("December 5, 2026 7:30 PM", "Asia/Tokyo")[0]?.start).toBe("2026-12-05T19:30:00+09:00");
    expect(dates("December 5, 2026 7:30 PM", "Europe/Berlin")[0]?.start).toBe("2026-12-05T19:30:00+01:00");
  });

  it("marks a date without a time, and ignores weekday names and 'today' alone", () => {
    expect(dates("Sunday, December 6, 2026")[0]).toMatchObject({
      start: "2026-12-06T00:00:00-05:00",
      dateOnly: true,
    });
    expect(dates("Join us today or on Saturday at 7pm")).toEqual([]);
  });
});
