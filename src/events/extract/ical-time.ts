// iCalendar times (ical.js Time) to luxon DateTimes in the event's IANA zone: UTC, TZID with or without its
// VTIMEZONE, floating times and all-day dates.
import type ICAL from "ical.js";
import { DateTime } from "luxon";
import { isValidTimeZone, localDateTime } from "./local-time.js";

export type IcalTime = ICAL.Time;

/** Outlook and Exchange write Windows zone names; these are the ones event feeds use most. */
const WINDOWS_ZONES: Record<string, string> = {
  "eastern standard time": "America/New_York",
  "central standard time": "America/Chicago",
  "mountain standard time": "America/Denver",
  "us mountain standard time": "America/Phoenix",
  "pacific standard time": "America/Los_Angeles",
  "gmt standard time": "Europe/London",
  "w. europe standard time": "Europe/Berlin",
  "romance standard time": "Europe/Paris",
  "central europe standard time": "Europe/Budapest",
  "tokyo standard time": "Asia/Tokyo",
  "china standard time": "Asia/Shanghai",
  "aus eastern standard time": "Australia/Sydney",
};

/**
 * The IANA zone a TZID names: the name itself, the tail of a prefixed one ("/mozilla.org/…/America/New_York"),
 * or a Windows name; undefined when it names none of these (the VTIMEZONE still gives the instant).
 */
export function ianaZoneForTzid(tzid: string | undefined): string | undefined {
  const name = tzid?.trim().replace(/^"|"$/g, "");
  if (!name) return undefined;
  if (isValidTimeZone(name)) return name;
  const segments = name.split("/").filter(Boolean);
  for (let from = 0; from < segments.length - 1; from++) {
    const candidate = segments.slice(from).join("/");
    if (isValidTimeZone(candidate)) return candidate;
  }
  return WINDOWS_ZONES[name.toLowerCase()];
}

/**
 * Converts a time of the feed into `eventZone`. UTC keeps its instant. A TZID with its VTIMEZONE in the file
 * (ical.js attaches it) keeps the instant that definition gives. A TZID without one, a floating time and an
 * all-day date are wall-clock times in `eventZone` (the caller picked it from the TZID or the defaults).
 */
export function icalTimeToDateTime(time: IcalTime, eventZone: string): DateTime | undefined {
  const fields = { year: time.year, month: time.month, day: time.day };
  if (time.isDate) return localDateTime(fields, eventZone);
  const wallClock = { ...fields, hour: time.hour, minute: time.minute, second: time.second };
  const tzid = time.zone?.tzid;
  if (tzid === "UTC") return localDateTime(wallClock, "UTC")?.setZone(eventZone);
  if (tzid === undefined || tzid === "floating") return localDateTime(wallClock, eventZone);
  try {
    const instant = DateTime.fromSeconds(time.toUnixTime(), { zone: eventZone });
    if (instant.isValid) return instant;
  } catch {
    // A VTIMEZONE without usable rules: fall back to the wall-clock time below.
  }
  return localDateTime(wallClock, eventZone);
}
