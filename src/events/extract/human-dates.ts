// Dates as people write them ("Saturday, December 5, 2026 · 7:30 PM", "Dec 5, 7:30pm") read with chrono-node,
// then placed in the event's zone with luxon (chrono alone would use the machine's zone).
import * as chrono from "chrono-node";
import { DateTime, FixedOffsetZone } from "luxon";
import { type EventTime, localDateTime } from "./local-time.js";

export interface HumanDate extends EventTime {
  end?: DateTime;
  /** Where the date starts in the text. */
  index: number;
  /** The matched text (with the time joined on, when it came separately). */
  text: string;
}

export interface FindHumanDatesOptions {
  text: string;
  /** IANA zone the wall-clock times are in. */
  timeZone: string;
  /** The reference instant for dates without a year ("Dec 5" is the next Dec 5 after it). */
  now: Date;
}

/** An event page states its date near the top; chrono's cost grows with the text, so the rest is not read. */
const MAX_TEXT_CHARS = 20_000;

/** How far after a date a lone time ("· 7:30 PM", "Doors 7pm") may stand and still belong to it. */
const TIME_JOIN_CHARS = 60;

/**
 * Every calendar date in `text`, in order, each with its time of day when one is given with it or just after it.
 * Weekday names and words like "today" alone are not dates: an explicit day is needed (with a digit in it).
 */
export function findHumanDates(options: FindHumanDatesOptions): HumanDate[] {
  const { timeZone, now } = options;
  const text = options.text.slice(0, MAX_TEXT_CHARS);
  const offsetMinutes = DateTime.fromJSDate(now).setZone(timeZone).offset;
  const results = chrono.parse(text, { instant: now, timezone: offsetMinutes }, { forwardDate: true });
  const dates: HumanDate[] = [];
  for (const [position, result] of results.entries()) {
    if (!result.start.isCertain("day") || !/\d/.test(result.text)) continue;
    let timeSource: chrono.ParsedResult = result;
    let matchedText = result.text;
    if (!result.start.isCertain("hour")) {
      const next = results[position + 1];
      const gap = next ? next.index - (result.index + result.text.length) : Number.POSITIVE_INFINITY;
      if (next && !next.start.isCertain("day") && next.start.isCertain("hour") && gap <= TIME_JOIN_CHARS) {
        timeSource = next;
        matchedText = text.slice(result.index, next.index + next.text.length);
      }
    }
    const date = toHumanDate(result, timeSource, timeZone);
    if (date) dates.push({ ...date, index: result.index, text: matchedText });
  }
  return dates;
}

/** The first date in a short value such as a non-ISO schema.org startDate ("December 5, 2026 7:30 pm"). */
export function parseHumanDate(value: string, timeZone: string, now: Date): HumanDate | undefined {
  return findHumanDates({ text: value, timeZone, now })[0];
}

function toHumanDate(
  dateResult: chrono.ParsedResult,
  timeResult: chrono.ParsedResult,
  timeZone: string,
): Omit<HumanDate, "index" | "text"> | undefined {
  const hasTime = timeResult.start.isCertain("hour");
  const fields = {
    year: dateResult.start.get("year") ?? 0,
    month: dateResult.start.get("month") ?? 0,
    day: dateResult.start.get("day") ?? 0,
    hour: hasTime ? (timeResult.start.get("hour") ?? 0) : 0,
    minute: hasTime ? (timeResult.start.get("minute") ?? 0) : 0,
  };
  const offset = timeResult.start.isCertain("timezoneOffset") ? timeResult.start.get("timezoneOffset") : null;
  const start = placeInZone(fields, offset, timeZone);
  if (!start) return undefined;
  let end: DateTime | undefined;
  if (hasTime && timeResult.end?.isCertain("hour")) {
    const endFields = {
      ...fields,
      hour: timeResult.end.get("hour") ?? 0,
      minute: timeResult.end.get("minute") ?? 0,
    };
    if (timeResult.end.isCertain("day")) {
      endFields.year = timeResult.end.get("year") ?? fields.year;
      endFields.month = timeResult.end.get("month") ?? fields.month;
      endFields.day = timeResult.end.get("day") ?? fields.day;
    }
    end = placeInZone(endFields, offset, timeZone);
    // "10pm – 1am" ends the next day.
    if (end && end <= start) end = end.plus({ days: 1 });
  }
  return { dateTime: start, dateOnly: !hasTime, end };
}

function placeInZone(
  fields: { year: number; month: number; day: number; hour: number; minute: number },
  offsetMinutes: number | null,
  timeZone: string,
): DateTime | undefined {
  if (offsetMinutes === null) return localDateTime(fields, timeZone);
  // The text named its own zone ("8pm EST"): keep that instant, show it in the event's zone.
  const fixed = localDateTime(fields, FixedOffsetZone.instance(offsetMinutes).name);
  return fixed?.setZone(timeZone);
}
