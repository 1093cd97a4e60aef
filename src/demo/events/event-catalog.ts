// Every event of the fixture web, with the occurrences (real times) they have for a given anchor day.
import type { DateTime } from "luxon";
import { AGGREGATOR_EVENTS } from "./aggregator-events.js";
import { eventEnd, eventStart } from "./event-times.js";
import type { EventSiteKey, FixtureEvent } from "./fixture-types.js";
import { ARTS_EVENTS, JAZZ_EVENTS, LIBRARY_EVENTS, THEATER_EVENTS } from "./venue-events.js";

export const EVENT_CATALOG: readonly FixtureEvent[] = [
  ...JAZZ_EVENTS,
  ...THEATER_EVENTS,
  ...ARTS_EVENTS,
  ...LIBRARY_EVENTS,
  ...AGGREGATOR_EVENTS,
];

/** The events a site publishes, in catalog order. */
export function siteEvents(site: EventSiteKey): FixtureEvent[] {
  return EVENT_CATALOG.filter((event) => event.site === site);
}

export function catalogEvent(id: string): FixtureEvent {
  const event = EVENT_CATALOG.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`no demo event "${id}"`);
  return event;
}

/** One dated occurrence of an event (a one-off event has one; a weekly series several). */
export interface EventOccurrence {
  event: FixtureEvent;
  start: DateTime;
  end: DateTime;
}

export function occurrences(event: FixtureEvent, anchor: DateTime): EventOccurrence[] {
  return Array.from({ length: event.weeklyCount ?? 1 }, (_unused, week) => ({
    event,
    start: eventStart({ anchor, event, week }),
    end: eventEnd({ anchor, event, week }),
  }));
}

/** A series is "upcoming" while any occurrence is; listings show the next one. */
export function nextOccurrence(event: FixtureEvent, anchor: DateTime): EventOccurrence {
  const all = occurrences(event, anchor);
  return all.find((occurrence) => occurrence.start >= anchor) ?? (all.at(-1) as EventOccurrence);
}

/** Whether the event (its next occurrence) is on or after the anchor day. */
export function isUpcoming(event: FixtureEvent, anchor: DateTime): boolean {
  return nextOccurrence(event, anchor).start >= anchor;
}

/** Sorted by the start of each event's next occurrence. */
export function byDate(events: FixtureEvent[], anchor: DateTime): FixtureEvent[] {
  return [...events].sort(
    (left, right) =>
      nextOccurrence(left, anchor).start.toMillis() - nextOccurrence(right, anchor).start.toMillis(),
  );
}
