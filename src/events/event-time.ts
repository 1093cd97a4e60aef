// Event times for people and for the window check, always in the city's time zone (DST-correct through luxon).
import { DateTime } from "luxon";

/** The instant of an ISO 8601 string with an offset, or undefined when it cannot be read. */
export function parseEventInstant(iso: string): DateTime | undefined {
  const parsed = DateTime.fromISO(iso, { setZone: true });
  return parsed.isValid ? parsed : undefined;
}

/**
 * Plain text for people, wherever a line of text is all there is (rationales, model prompts, the terminal):
 * "Sat Dec 5, 7:30 PM" in `timeZone`; only the date when the event starts at local midnight (a date-only event).
 */
export function formatEventTimeAsText(iso: string, timeZone: string): string {
  const instant = parseEventInstant(iso);
  if (!instant) return iso;
  const local = instant.setZone(timeZone);
  const zoned = local.isValid ? local : instant;
  if (zoned.hour === 0 && zoned.minute === 0) return zoned.toFormat("ccc LLL d");
  return zoned.toFormat("ccc LLL d, h:mm a");
}

/** The local calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDateOf(iso: string, timeZone: string): string | undefined {
  const instant = parseEventInstant(iso);
  return instant?.setZone(timeZone).toISODate() ?? undefined;
}

/** True when the event starts on a local date within [dateFrom, dateTo] (inclusive, YYYY-MM-DD). */
export function startsWithin(iso: string, timeZone: string, dateFrom: string, dateTo: string): boolean {
  const date = localDateOf(iso, timeZone);
  return date !== undefined && date >= dateFrom && date <= dateTo;
}
