import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../errors/index.js";
import { addIsoDuration, assertTimeZone, formatEventTimeForRecord, parseIsoEventTime } from "./local-time.js";

const NEW_YORK = "America/New_York";

function iso(value: string, zone = NEW_YORK): string | undefined {
  const parsed = parseIsoEventTime(value, zone);
  return parsed ? formatEventTimeForRecord(parsed.dateTime) : undefined;
}

describe("parseIsoEventTime", () => {
  it("takes a floating local time as wall-clock time in the zone, DST-correct on both sides of a change", () => {
    // US DST ends 2026-11-01 and starts 2026-03-08.
    expect(iso("2026-10-31T19:00")).toBe("2026-10-31T19:00:00-04:00");
    expect(iso("2026-11-02T19:00:00")).toBe("2026-11-02T19:00:00-05:00");
    expect(iso("2026-03-07T19:00")).toBe("2026-03-07T19:00:00-05:00");
    expect(iso("2026-03-09T19:00")).toBe("2026-03-09T19:00:00-04:00");
  });

  it("keeps the instant of an explicit offset or Z and shows it in the zone", () => {
    expect(iso("2026-12-05T19:30:00-05:00")).toBe("2026-12-05T19:30:00-05:00");
    expect(iso("2026-12-06T00:30:00Z")).toBe("2026-12-05T19:30:00-05:00");
    expect(iso("2026-12-06T00:30:00.000z")).toBe("2026-12-05T19:30:00-05:00");
    expect(iso("2026-12-05T19:30:00+01:00", "Europe/Berlin")).toBe("2026-12-05T19:30:00+01:00");
    expect(iso("2026-12-05T19:30:00+01:00")).toBe("2026-12-05T13:30:00-05:00");
  });

  it("starts a date-only value at local midnight and marks it", () => {
    const parsed = parseIsoEventTime("2026-12-05", NEW_YORK);
    expect(parsed?.dateOnly).toBe(true);
    expect(formatEventTimeForRecord(parsed?.dateTime as DateTime)).toBe("2026-12-05T00:00:00-05:00");
    expect(iso("20261205")).toBe("2026-12-05T00:00:00-05:00");
  });

  it("accepts a space instead of T, and rejects what is not ISO 8601", () => {
    expect(iso("2026-12-05 19:30")).toBe("2026-12-05T19:30:00-05:00");
    expect(iso("December 5, 2026")).toBeUndefined();
    expect(iso("2026-13-45T19:00")).toBeUndefined();
    expect(iso("")).toBeUndefined();
  });
});

describe("addIsoDuration", () => {
  it("adds a duration and refuses one that does not parse or is not positive", () => {
    const start = DateTime.fromISO("2026-12-05T19:30", { zone: NEW_YORK });
    expect(formatEventTimeForRecord(addIsoDuration(start, "PT2H30M") as DateTime)).toBe(
      "2026-12-05T22:00:00-05:00",
    );
    expect(addIsoDuration(start, "two hours")).toBeUndefined();
    expect(addIsoDuration(start, "PT0S")).toBeUndefined();
  });
});

describe("assertTimeZone", () => {
  it("accepts IANA names and throws a UsageError for others", () => {
    expect(() => assertTimeZone("Europe/Berlin")).not.toThrow();
    expect(() => assertTimeZone("Mars/Olympus_Mons")).toThrow(UsageError);
  });
});
