// Event times as wall-clock times in a named zone: parsing schema.org date strings and rendering ISO 8601 with the
// zone's offset at that instant, so DST is right on both sides of a change.
import { DateTime, Duration, IANAZone } from "luxon";
import { UsageError } from "../../errors/index.js";

/** A parsed event time; `dateOnly` when the source gave a day without a time of day. */
export interface EventTime {
  dateTime: DateTime;
  dateOnly: boolean;
}

/** True when luxon knows `zone` as an IANA zone name ("America/New_York", "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

/** Throws a UsageError unless `zone` is an IANA zone name: a wrong zone would shift every event silently. */
export function assertTimeZone(zone: string, optionName = "defaultTimeZone"): void {
  if (!isValidTimeZone(zone)) {
    throw new UsageError(`${optionName} "${zone}" is not an IANA time zone`, {
      hint: 'use a name such as "America/New_York" or "Europe/Berlin"',
    });
  }
}

/**
 * The time as an EventRecord stores it: "2026-12-05T19:30:00-05:00", seconds kept, milliseconds dropped, the
 * offset always spelled out (for people, see formatEventTimeAsText and the UI's formatEventTimeForCard).
 */
export function formatEventTimeForRecord(dateTime: DateTime): string {
  return dateTime.toISO({ suppressMilliseconds: true, includeOffset: true }) as string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const BASIC_DATE_ONLY = /^\d{8}$/;
const HAS_TIME = /^\d{4}-?\d{2}-?\d{2}[T ]\d/;

/**
 * Parses a schema.org date or date-time in `timeZone`: an explicit offset or "Z" keeps its instant and is shown
 * in `timeZone`; a floating local time ("2026-12-05T19:30") is taken as wall-clock time in `timeZone`; a date
 * alone starts at 00:00 there. Returns undefined for anything that is not ISO 8601 (callers may try harder).
 */
export function parseIsoEventTime(value: string, timeZone: string): EventTime | undefined {
  const text = value.trim();
  if (DATE_ONLY.test(text) || BASIC_DATE_ONLY.test(text)) {
    const dateTime = DateTime.fromISO(text, { zone: timeZone });
    return dateTime.isValid ? { dateTime, dateOnly: true } : undefined;
  }
  if (!HAS_TIME.test(text)) return undefined;
  // Pages write "2026-12-05 19:30" as often as the ISO "T"; a lower-case "z" is seen too.
  const isoText = text.replace(/^(\d{4}-?\d{2}-?\d{2}) +/, "$1T").replace(/z$/, "Z");
  const dateTime = DateTime.fromISO(isoText, { zone: timeZone });
  return dateTime.isValid ? { dateTime, dateOnly: false } : undefined;
}

/** Wall-clock fields in `timeZone` to a DateTime; undefined when they do not form a valid time. */
export function localDateTime(
  fields: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
  timeZone: string,
): DateTime | undefined {
  const dateTime = DateTime.fromObject(
    {
      year: fields.year,
      month: fields.month,
      day: fields.day,
      hour: fields.hour ?? 0,
      minute: fields.minute ?? 0,
      second: fields.second ?? 0,
    },
    { zone: timeZone },
  );
  return dateTime.isValid ? dateTime : undefined;
}

/** Adds an ISO 8601 duration ("PT2H30M", "P1D") to `start`; undefined when the duration does not parse. */
export function addIsoDuration(start: DateTime, duration: string): DateTime | undefined {
  const parsed = Duration.fromISO(duration.trim());
  if (!parsed.isValid || parsed.toMillis() <= 0) return undefined;
  return start.plus(parsed);
}

/** A window bound: "YYYY-MM-DD" is a whole day in `timeZone` (its start, or its end when `endOfDay`), else ISO. */
export function parseWindowBound(value: string, timeZone: string, endOfDay: boolean): DateTime {
  const parsed = parseIsoEventTime(value, timeZone);
  if (!parsed) {
    throw new UsageError(`window bound "${value}" is not a date (YYYY-MM-DD) or an ISO 8601 date-time`);
  }
  return parsed.dateOnly && endOfDay ? parsed.dateTime.endOf("day") : parsed.dateTime;
}
