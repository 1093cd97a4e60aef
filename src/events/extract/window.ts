// The date window recurring events are expanded in (and feeds are cut to).
import { DateTime } from "luxon";
import { parseWindowBound } from "./local-time.js";

export interface TimeWindow {
  from: DateTime;
  to: DateTime;
}

/** Days covered when no end is given: the longest window a query may ask for. */
export const DEFAULT_WINDOW_DAYS = 90;

/**
 * `windowFrom` (default `now`) to `windowTo` (default from + 90 days). Day-only bounds are whole days in
 * `defaultTimeZone`, the end inclusive. Throws a UsageError for a bound that is not a date.
 */
export function resolveWindow(options: {
  defaultTimeZone: string;
  now?: Date;
  windowFrom?: string;
  windowTo?: string;
}): TimeWindow {
  const zone = options.defaultTimeZone;
  const from = options.windowFrom
    ? parseWindowBound(options.windowFrom, zone, false)
    : DateTime.fromJSDate(options.now ?? new Date()).setZone(zone);
  const to = options.windowTo
    ? parseWindowBound(options.windowTo, zone, true)
    : from.plus({ days: DEFAULT_WINDOW_DAYS });
  return { from, to };
}
