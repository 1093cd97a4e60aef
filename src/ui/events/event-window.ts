// The default date window the server applies (today in the city's time zone .. 14 days later), computed in the
// browser so that the form shows the dates the search will use.
import { timeZoneForCity } from "../../events/extract/city-time-zones.js";

export const WINDOW_DAYS = 14;

/** YYYY-MM-DD of `date` in `timeZone` (the browser's zone when undefined or unknown to the browser). */
export function isoDateIn(date: Date, timeZone?: string): string {
  const parts = (zone?: string) => {
    const fields: Record<string, string> = {};
    const format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    for (const part of format.formatToParts(date)) fields[part.type] = part.value;
    return fields;
  };
  let fields: Record<string, string>;
  try {
    fields = parts(timeZone);
  } catch {
    fields = parts(undefined);
  }
  return `${fields.year}-${fields.month}-${fields.day}`;
}

/** `iso` (YYYY-MM-DD) plus `days`. */
export function addDays(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Today .. today + 14 in the city's zone; in the browser's zone for a city the table does not know. */
export function defaultWindow(city: string, now: Date): { from: string; to: string } {
  const from = isoDateIn(now, timeZoneForCity(city));
  return { from, to: addDays(from, WINDOW_DAYS) };
}
