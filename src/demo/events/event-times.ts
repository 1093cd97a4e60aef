// Turns the catalog's relative dates into real New York times with luxon, so the demo reads the same on any
// date and stays correct across daylight-saving changes (offsets come from the zone, never hard-coded).
import { DateTime } from "luxon";
import type { FixtureEvent } from "./fixture-types.js";

/** Every venue of the demo's query city is in this zone; Boston and Philadelphia share it. */
export const DEMO_TIME_ZONE = "America/New_York";

/** Midnight, New York time, of the day `now` falls on there. */
export function anchorDay(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: DEMO_TIME_ZONE }).startOf("day").setLocale("en-US");
}

// Intl is much cheaper than a luxon DateTime per request; "en-CA" formats dates as YYYY-MM-DD.
const NEW_YORK_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: DEMO_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The anchor day as YYYY-MM-DD (the running demo's marker and content cache key). */
export function anchorDate(now: Date): string {
  return NEW_YORK_DATE.format(now);
}

/** The local start of an event's occurrence `week` (0 = the first), in New York. */
export function eventStart(options: { anchor: DateTime; event: FixtureEvent; week?: number }): DateTime {
  const { anchor, event } = options;
  const [hour, minute] = event.time.split(":").map(Number);
  return anchor.plus({ days: event.dayOffset + 7 * (options.week ?? 0) }).set({
    hour: hour ?? 0,
    minute: minute ?? 0,
  });
}

export function eventEnd(options: { anchor: DateTime; event: FixtureEvent; week?: number }): DateTime {
  return eventStart(options).plus({ minutes: options.event.durationMinutes });
}

/** ISO 8601 with the offset, no milliseconds: "2026-12-05T19:30:00-05:00". */
export function isoWithOffset(time: DateTime): string {
  return time.toISO({ suppressMilliseconds: true, includeOffset: true }) ?? "";
}

/** ISO 8601 local time without an offset, as many microdata pages write it: "2026-12-05T19:30". */
export function isoLocal(time: DateTime): string {
  return time.toFormat("yyyy-MM-dd'T'HH:mm");
}

/** The arts space's house style: "Saturday, December 5, 2026 · 7:30 PM". */
export function longHumanDate(time: DateTime): string {
  return time.toFormat("cccc, LLLL d, yyyy '·' h:mm a");
}

/** Listing cards: "Sat, Dec 5 · 7:30 PM". */
export function shortHumanDate(time: DateTime): string {
  return time.toFormat("ccc, LLL d '·' h:mm a");
}

/** iCalendar local date-time for a TZID property: "20261205T193000". */
export function icalLocal(time: DateTime): string {
  return time.toFormat("yyyyMMdd'T'HHmmss");
}

/** iCalendar UTC date-time: "20261122T140000Z". */
export function icalUtc(time: DateTime): string {
  return time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
}
