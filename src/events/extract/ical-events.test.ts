import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../errors/index.js";
import { eventsFromIcal } from "./ical-events.js";

const feedUrl = "https://bjc.example/calendar.ics";
const brooklynJazz = readFileSync(new URL("./fixtures/brooklyn-jazz.ics", import.meta.url), "utf8");
const now = new Date("2026-10-20T12:00:00Z");

function calendar(...lines: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR"].join("\r\n");
}

function vevent(...lines: string[]): string[] {
  return ["BEGIN:VEVENT", `UID:${lines.join("").length}-${Math.random()}@test`, ...lines, "END:VEVENT"];
}

describe("eventsFromIcal", () => {
  const found = eventsFromIcal({
    ics: brooklynJazz,
    url: feedUrl,
    defaultTimeZone: "America/Chicago",
    now,
    windowFrom: "2026-10-25",
    windowTo: "2026-11-20",
  });

  it("expands a weekly RRULE within the window, honouring EXDATE, the override and the DST change", () => {
    const jams = found.filter((event) => event.title.startsWith("Tuesday Jazz Jam"));
    expect(jams.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Tuesday Jazz Jam", "2026-10-27T19:00:00-04:00", "2026-10-27T22:00:00-04:00"],
      ["Tuesday Jazz Jam", "2026-11-03T19:00:00-05:00", "2026-11-03T22:00:00-05:00"],
      // 2026-11-10 is an EXDATE; 2026-11-17 is overridden to start at 8 pm.
      ["Tuesday Jazz Jam (late start)", "2026-11-17T20:00:00-05:00", "2026-11-17T23:00:00-05:00"],
    ]);
    expect(jams[0]).toMatchObject({
      timeZone: "America/New_York",
      location: "Union Pool, 484 Union Ave, Brooklyn, NY",
      city: "New York",
      organizer: "Brooklyn Jazz Collective",
      url: feedUrl,
      description: "Bring your horn. House band from 7.",
      status: "scheduled",
      categories: ["Jazz", "Jam Session"],
      source: "ical",
      sourceUrl: feedUrl,
    });
  });

  it("reads an all-day event as local midnight to the next midnight, with its own URL", () => {
    const fair = found.find((event) => event.title === "Vinyl Record Fair");
    expect(fair).toMatchObject({
      start: "2026-11-08T00:00:00-05:00",
      end: "2026-11-09T00:00:00-05:00",
      url: "https://bjc.example/events/record-fair",
      categories: ["Market"],
    });
  });

  it("converts a UTC time into the feed's zone, reads STATUS:CANCELLED and a mailto organizer", () => {
    const bigBand = found.find((event) => event.title === "Big Band Night");
    expect(bigBand).toMatchObject({
      start: "2026-11-13T19:00:00-05:00",
      end: "2026-11-13T21:00:00-05:00",
      timeZone: "America/New_York",
      status: "cancelled",
      organizer: "bookings@bjc.example",
    });
  });

  it("leaves out events outside the window", () => {
    expect(found.some((event) => event.title === "Last winter's show")).toBe(false);
    expect(found).toHaveLength(5);
  });

  it("is DST-correct in March too, with the IANA TZID and no VTIMEZONE", () => {
    const events = eventsFromIcal({
      ics: calendar(
        ...vevent(
          "DTSTART;TZID=America/New_York:20260305T190000",
          "RRULE:FREQ=WEEKLY;COUNT=3",
          "SUMMARY:Thursday trio",
        ),
        ...vevent("DTSTART;TZID=Europe/Berlin:20260310T200000", "SUMMARY:Berlin gig"),
      ),
      url: feedUrl,
      defaultTimeZone: "America/New_York",
      windowFrom: "2026-03-01",
      windowTo: "2026-03-31",
    });
    expect(events.map((event) => [event.title, event.start, event.timeZone])).toEqual([
      ["Thursday trio", "2026-03-05T19:00:00-05:00", "America/New_York"],
      ["Thursday trio", "2026-03-12T19:00:00-04:00", "America/New_York"],
      ["Thursday trio", "2026-03-19T19:00:00-04:00", "America/New_York"],
      ["Berlin gig", "2026-03-10T20:00:00+01:00", "Europe/Berlin"],
    ]);
  });

  it("takes the instant from a VTIMEZONE with a Windows zone name", () => {
    const events = eventsFromIcal({
      ics: calendar(
        "BEGIN:VTIMEZONE",
        "TZID:Eastern Standard Time",
        "BEGIN:STANDARD",
        "DTSTART:16011104T020000",
        "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
        "TZOFFSETFROM:-0400",
        "TZOFFSETTO:-0500",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "DTSTART:16010311T020000",
        "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
        "TZOFFSETFROM:-0500",
        "TZOFFSETTO:-0400",
        "END:DAYLIGHT",
        "END:VTIMEZONE",
        ...vevent("DTSTART;TZID=Eastern Standard Time:20261031T190000", "SUMMARY:Halloween show"),
        ...vevent("DTSTART;TZID=Eastern Standard Time:20261102T190000", "SUMMARY:Monday show"),
      ),
      url: feedUrl,
      defaultTimeZone: "Europe/London",
      windowFrom: "2026-10-01",
      windowTo: "2026-11-30",
    });
    expect(events.map((event) => [event.start, event.timeZone])).toEqual([
      ["2026-10-31T19:00:00-04:00", "America/New_York"],
      ["2026-11-02T19:00:00-05:00", "America/New_York"],
    ]);
  });

  it("defaults the window to now … now + 90 days and caps occurrences", () => {
    const daily = calendar(
      ...vevent("DTSTART;TZID=America/New_York:20260101T090000", "RRULE:FREQ=DAILY", "SUMMARY:Daily standup"),
    );
    const events = eventsFromIcal({ ics: daily, url: feedUrl, defaultTimeZone: "America/New_York", now });
    // now is 08:00 New York time on Oct 20: Oct 20 09:00 … Jan 17 09:00 (Jan 18 09:00 is past now + 90 days).
    expect(events).toHaveLength(90);
    expect(events[0]?.start).toBe("2026-10-20T09:00:00-04:00");
    expect(events.at(-1)?.start).toBe("2027-01-17T09:00:00-05:00");
    const capped = eventsFromIcal({
      ics: daily,
      url: feedUrl,
      defaultTimeZone: "America/New_York",
      now,
      maxOccurrences: 5,
    });
    expect(capped).toHaveLength(5);
  });

  it("returns [] for a broken or non-iCalendar text, and keeps good events next to a broken one", () => {
    const options = { url: feedUrl, defaultTimeZone: "America/New_York", now };
    expect(eventsFromIcal({ ...options, ics: "BEGIN:VCALENDAR\r\nGARBAGE\r\n" })).toEqual([]);
    expect(eventsFromIcal({ ...options, ics: "<html>not a feed</html>" })).toEqual([]);
    expect(eventsFromIcal({ ...options, ics: "" })).toEqual([]);
    const mixed = calendar(
      ...vevent("DTSTART:notadate", "SUMMARY:Broken"),
      ...vevent("DTSTART;TZID=America/New_York:20261105T190000", "RRULE:FREQ=BOGUS", "SUMMARY:Bad rule"),
      ...vevent("DTSTART;TZID=America/New_York:20261105T190000", "SUMMARY:Fine"),
    );
    const events = eventsFromIcal({ ...options, ics: mixed });
    expect(events.map((event) => event.title)).toContain("Fine");
    expect(events.map((event) => event.title)).not.toContain("Broken");
  });

  it("stays linear on a hostile feed of unclosed events", () => {
    const hostile = `BEGIN:VCALENDAR\r\n${"BEGIN:VEVENT\r\nRRULE:FREQ=NEVER\r\n".repeat(20_000)}`;
    expect(eventsFromIcal({ ics: hostile, url: feedUrl, defaultTimeZone: "America/New_York", now })).toEqual(
      [],
    );
  });

  it("throws a UsageError for a window bound that is not a date", () => {
    expect(() =>
      eventsFromIcal({
        ics: brooklynJazz,
        url: feedUrl,
        defaultTimeZone: "America/New_York",
        windowTo: "soon",
      }),
    ).toThrow(UsageError);
  });
});
