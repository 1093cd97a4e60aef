// Events from an iCalendar feed (.ics) with ical.js: recurring events expanded within a window, EXDATE and
// RECURRENCE-ID overrides applied, times in each event's zone.
import ICAL from "ical.js";
import type { EventRecord } from "../event-types.js";
import { parseIcalFeed } from "./ical-parse.js";
import { createIcalRecordContext, type IcalRecordContext, toRecord } from "./ical-record.js";
import { ianaZoneForTzid } from "./ical-time.js";
import { assertTimeZone } from "./local-time.js";
import { dropRepeatsWithinDocument } from "./normalize-event.js";
import { resolveWindow, type TimeWindow } from "./window.js";

export interface EventsFromIcalOptions {
  /** The feed's text. */
  ics: string;
  /** The feed's URL: the fallback event URL, and the base for relative ones. */
  url: string;
  /** Zone for floating times when neither the event's TZID, its city nor the feed's X-WR-TIMEZONE gives one. */
  defaultTimeZone: string;
  /** Default: the current time. */
  now?: Date;
  /** Start of the window ("YYYY-MM-DD" in defaultTimeZone, or ISO 8601); default: `now`. */
  windowFrom?: string;
  /** End of the window, inclusive ("YYYY-MM-DD" means through that day); default: windowFrom + 90 days. */
  windowTo?: string;
  /** Occurrences kept per recurring event; default 500. */
  maxOccurrences?: number;
}

/**
 * Recurrence steps walked in the whole feed (ical.js takes tens of microseconds a step): enough for a daily
 * rule started 25 years ago, not for a feed of hourly rules built to keep us busy.
 */
const MAX_RECURRENCE_STEPS = 10_000;
const MAX_EVENTS = 5_000;
const DAY_MILLIS = 86_400_000;

/**
 * Every event of the feed that overlaps the window, recurring ones once per occurrence. Events outside the
 * window are left out too: a feed may hold years of them. A feed that does not parse gives []; this never throws
 * on feed content (only on a bad zone or window option).
 */
export function eventsFromIcal(options: EventsFromIcalOptions): EventRecord[] {
  assertTimeZone(options.defaultTimeZone);
  const window = resolveWindow(options);
  try {
    return readFeed(options, window);
  } catch {
    // Broken beyond what the per-event try/catch covers.
    return [];
  }
}

interface Expansion {
  window: TimeWindow;
  maxOccurrences: number;
  stepsLeft: number;
  context: IcalRecordContext;
}

function readFeed(options: EventsFromIcalOptions, window: TimeWindow): EventRecord[] {
  const feed = parseIcalFeed(options.ics);
  const feedZone = ianaZoneForTzid(feed.calendarTimeZone) ?? options.defaultTimeZone;
  const expansion: Expansion = {
    window,
    maxOccurrences: options.maxOccurrences ?? 500,
    stepsLeft: MAX_RECURRENCE_STEPS,
    context: createIcalRecordContext(options.url, feedZone),
  };
  const events: EventRecord[] = [];
  for (const { master, exceptions } of groupSeries(feed.events)) {
    if (events.length >= MAX_EVENTS) break;
    try {
      const event = new ICAL.Event(master, { exceptions, strictExceptions: false });
      if (event.isRecurring()) {
        events.push(...expandOccurrences(event, expansion));
      } else {
        const record = toRecord(event.component, event.startDate, readEnd(event), expansion.context);
        if (record && overlaps(record, window)) events.push(record);
      }
    } catch {
      // One malformed VEVENT (a date that is no date) costs that event, not the feed.
    }
  }
  return dropRepeatsWithinDocument(events).slice(0, MAX_EVENTS);
}

/** Each series' master with its RECURRENCE-ID overrides; overrides whose master is missing stand alone. */
function groupSeries(
  components: ICAL.Component[],
): Array<{ master: ICAL.Component; exceptions: ICAL.Component[] }> {
  const uidOf = (component: ICAL.Component) => String(component.getFirstPropertyValue("uid") ?? "");
  const masters: ICAL.Component[] = [];
  const overrides = new Map<string, ICAL.Component[]>();
  for (const component of components) {
    const uid = uidOf(component);
    if (uid !== "" && component.hasProperty("recurrence-id")) {
      overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
    } else {
      masters.push(component);
    }
  }
  const series = masters.map((master) => ({ master, exceptions: overrides.get(uidOf(master)) ?? [] }));
  const masterUids = new Set(masters.map(uidOf));
  for (const [uid, list] of overrides) {
    if (!masterUids.has(uid)) series.push(...list.map((master) => ({ master, exceptions: [] })));
  }
  return series;
}

function expandOccurrences(event: ICAL.Event, expansion: Expansion): EventRecord[] {
  const { window, context } = expansion;
  const records: EventRecord[] = [];
  const iterator = event.iterator();
  // Occurrences that end days before the window are skipped on their wall-clock time alone (no zone offset
  // reaches a day): placing each one exactly would make a daily rule from years ago slow.
  const durationMillis = event.duration ? event.duration.toSeconds() * 1000 : 0;
  const skipBefore = window.from.toMillis() - durationMillis - 2 * DAY_MILLIS;
  while (expansion.stepsLeft > 0 && records.length < expansion.maxOccurrences) {
    expansion.stepsLeft--;
    const occurrence = iterator.next();
    if (!occurrence) break;
    if (wallClockMillis(occurrence) < skipBefore) continue;
    const details = event.getOccurrenceDetails(occurrence);
    const record = toRecord(details.item.component, details.startDate, details.endDate, context);
    if (!record) continue;
    // An override may move one occurrence past the window; the series itself runs in order.
    if (Date.parse(record.start) > window.to.toMillis() && details.item === event) break;
    if (overlaps(record, window)) records.push(record);
  }
  return records;
}

function wallClockMillis(time: ICAL.Time): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

/** DTEND, else DTSTART + DURATION, else the next day for an all-day event, else unknown. */
function readEnd(event: ICAL.Event): ICAL.Time | undefined {
  const component = event.component;
  if (component.hasProperty("dtend") || component.hasProperty("duration") || event.startDate.isDate) {
    return event.endDate;
  }
  return undefined;
}

function overlaps(record: EventRecord, window: TimeWindow): boolean {
  const start = Date.parse(record.start);
  const end = record.end ? Date.parse(record.end) : start;
  return end >= window.from.toMillis() && start <= window.to.toMillis();
}
