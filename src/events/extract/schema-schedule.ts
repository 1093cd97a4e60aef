// schema.org `eventSchedule` (a Schedule: repeatFrequency, byDay, byMonthDay, startDate, endDate, startTime,
// endTime, duration, repeatCount, exceptDate, scheduleTimezone): the dated occurrences of a recurring event or
// series within a window. Pages that publish a weekly class or market this way give it no startDate at all.
import { DateTime, Duration } from "luxon";
import { isValidTimeZone } from "./local-time.js";
import { asList, firstText, isSchemaNode, type SchemaNode } from "./schema-values.js";
import type { TimeWindow } from "./window.js";

export interface ScheduledOccurrence {
  start: DateTime;
  end?: DateTime;
  /** True when the schedule gives no time of day. */
  dateOnly: boolean;
}

/** Occurrences per event at most, and days walked per schedule at most (about three years). */
const MAX_OCCURRENCES = 200;
const MAX_DAYS = 1100;

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** "https://schema.org/Monday", "Monday", "Mo" → 1 (luxon's weekday numbers). */
function weekdayNumber(value: string): number | undefined {
  const name = value
    .trim()
    .replace(/\/+$/, "")
    .replace(/^.*[/#:]/, "")
    .toLowerCase();
  const index = WEEKDAYS.findIndex((day) => day === name || (name.length >= 2 && day.startsWith(name)));
  return index >= 0 ? index + 1 : undefined;
}

function texts(value: unknown): string[] {
  return asList(value).flatMap((item) => {
    const text = firstText(item) ?? (isSchemaNode(item) ? firstText(item["@id"]) : undefined);
    return text === undefined ? [] : [text];
  });
}

/** "P1W", "P1D", "P1M" or words ("weekly", "daily", "monthly"). */
function frequencyOf(value: string | undefined): "day" | "week" | "month" | undefined {
  if (!value) return undefined;
  const text = value.trim().toLowerCase();
  if (/daily|^p1d$/.test(text)) return "day";
  if (/weekly|^p1w$|^p7d$/.test(text)) return "week";
  if (/monthly|^p1m$/.test(text)) return "month";
  return undefined;
}

function timeOfDay(value: string | undefined): { hour: number; minute: number } | undefined {
  const match = value ? /^T?(\d{1,2}):(\d{2})/.exec(value.trim()) : null;
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

function day(value: string | undefined, zone: string): DateTime | undefined {
  if (!value) return undefined;
  const parsed = DateTime.fromISO(value.trim().slice(0, 10), { zone });
  return parsed.isValid ? parsed.startOf("day") : undefined;
}

/** The occurrences of every Schedule in `value` that overlap `window`, in `timeZone` unless the schedule names one. */
export function scheduledOccurrences(options: {
  schedule: unknown;
  timeZone: string;
  window: TimeWindow;
}): ScheduledOccurrence[] {
  const occurrences: ScheduledOccurrence[] = [];
  for (const item of asList(options.schedule)) {
    if (!isSchemaNode(item)) continue;
    occurrences.push(...expand(item, options.timeZone, options.window));
    if (occurrences.length >= MAX_OCCURRENCES) break;
  }
  return occurrences.slice(0, MAX_OCCURRENCES).sort((a, b) => a.start.toMillis() - b.start.toMillis());
}

function expand(schedule: SchemaNode, defaultZone: string, window: TimeWindow): ScheduledOccurrence[] {
  const named = firstText(schedule.scheduleTimezone);
  const zone = named && isValidTimeZone(named) ? named : defaultZone;
  const first = day(firstText(schedule.startDate), zone) ?? window.from.setZone(zone).startOf("day");
  const last = day(firstText(schedule.endDate), zone);
  const weekdays = new Set(texts(schedule.byDay).flatMap((text) => weekdayNumber(text) ?? []));
  const monthDays = new Set(texts(schedule.byMonthDay).map(Number).filter(Number.isInteger));
  const frequency = frequencyOf(firstText(schedule.repeatFrequency));
  if (weekdays.size === 0 && monthDays.size === 0 && !frequency) return [];
  const except = new Set(texts(schedule.exceptDate).map((text) => text.slice(0, 10)));
  const repeatCount = Number(firstText(schedule.repeatCount));
  const time = timeOfDay(firstText(schedule.startTime));
  const endTime = timeOfDay(firstText(schedule.endTime));
  const duration = firstText(schedule.duration);

  const occurs = (date: DateTime): boolean => {
    if (weekdays.size > 0) return weekdays.has(date.weekday);
    if (monthDays.size > 0) return monthDays.has(date.day);
    if (frequency === "day") return true;
    if (frequency === "week") return date.weekday === first.weekday;
    return date.day === first.day;
  };

  const found: ScheduledOccurrence[] = [];
  let counted = 0;
  for (let offset = 0; offset < MAX_DAYS && found.length < MAX_OCCURRENCES; offset++) {
    const date = first.plus({ days: offset });
    if (last && date > last) break;
    if (date > window.to) break;
    if (!occurs(date)) continue;
    counted++;
    if (Number.isInteger(repeatCount) && repeatCount > 0 && counted > repeatCount) break;
    if (except.has(date.toISODate() ?? "")) continue;
    const start = time ? date.set(time) : date;
    let end: DateTime | undefined;
    if (endTime) end = date.set(endTime);
    else if (duration) {
      const parsed = Duration.fromISO(duration);
      if (parsed.isValid && parsed.toMillis() > 0) end = start.plus(parsed);
    }
    if (end && end <= start) end = end.plus({ days: 1 });
    if ((end ?? start.endOf("day")) < window.from) continue;
    found.push({ start, ...(end ? { end } : {}), dateOnly: !time });
  }
  return found;
}
