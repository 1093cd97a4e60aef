// How canonicalize_merge's upsert works, once for both backends: a generator that yields each read or write on the
// events tables and receives its result. The SQLite store runs it synchronously in one transaction, the Postgres
// store with awaits in one transaction.
import type { EventRecord } from "../event-types.js";
import { eventId, mergeEventRecords } from "../identity/index.js";
import type { UpsertEventsOptions, UpsertEventsResult } from "./event-store.js";

/** The events row's columns, by name. */
export interface EventColumns {
  id: string;
  title: string;
  start: string;
  end: EventRecord["end"];
  timeZone: string;
  location: string;
  city: string | null;
  organizer: string;
  url: string;
  source: string;
  sourceUrl: string;
  status: string;
  now: number;
  deletedAt: number | null;
  payload: string;
}

/** One step and what running it returns (in brackets). */
export type EventTableStep =
  /** [{ payload, deletedAt } | undefined] */
  | { op: "select"; id: string }
  | { op: "insert"; columns: EventColumns }
  | { op: "update"; columns: EventColumns }
  | { op: "sight"; id: string; sourceUrl: string; time: number }
  /** [the ids of the events sighted on sourceUrl] */
  | { op: "sighted-on"; sourceUrl: string }
  | { op: "unsight"; id: string; sourceUrl: string }
  /** [how many sightings the event has left] */
  | { op: "sightings-left"; id: string }
  /** [whether it was live and is now soft-deleted] */
  | { op: "soft-delete"; id: string; time: number };

export interface StoredEventState {
  payload: string;
  deletedAt: number | null;
}

function columns(id: string, record: EventRecord, time: number, deletedAt: number | null): EventColumns {
  return {
    id,
    title: record.title,
    start: record.start,
    end: record.end,
    timeZone: record.timeZone,
    location: record.location,
    city: record.city ?? null,
    organizer: record.organizer,
    url: record.url,
    source: record.source,
    sourceUrl: record.sourceUrl,
    status: record.status,
    now: time,
    deletedAt,
    payload: JSON.stringify(record),
  };
}

export function* upsertEventsSteps(
  records: EventRecord[],
  options: UpsertEventsOptions,
  time: number,
): Generator<EventTableStep, UpsertEventsResult, unknown> {
  const result: UpsertEventsResult = {
    ids: [],
    inserted: 0,
    updated: 0,
    restored: 0,
    cancelled: 0,
    vanished: 0,
  };
  // One record per event: sightings in JSON-LD, microdata, a feed … of the same event merge here.
  const batch = new Map<string, EventRecord>();
  const seenOn = new Map<string, Set<string>>();
  for (const record of records) {
    const id = eventId(record);
    result.ids.push(id);
    const earlier = batch.get(id);
    batch.set(id, earlier ? mergeEventRecords(earlier, record) : record);
    const ids = seenOn.get(record.sourceUrl) ?? new Set<string>();
    ids.add(id);
    seenOn.set(record.sourceUrl, ids);
  }

  for (const [id, incoming] of batch) {
    const row = (yield { op: "select", id }) as StoredEventState | undefined;
    const cancelled = incoming.status === "cancelled";
    if (!row) {
      yield { op: "insert", columns: columns(id, incoming, time, cancelled ? time : null) };
      result.inserted++;
      if (cancelled) result.cancelled++;
      continue;
    }
    const stored = JSON.parse(row.payload) as EventRecord;
    // Fields merge by trust (today's record first among equals), but the status is today's news: a
    // listing that says "scheduled" again restores the event.
    const merged = { ...mergeEventRecords(incoming, stored), status: incoming.status };
    let deletedAt = row.deletedAt;
    if (cancelled && deletedAt === null) {
      deletedAt = time;
      result.cancelled++;
    } else if (!cancelled && deletedAt !== null) {
      deletedAt = null;
      result.restored++;
    }
    yield { op: "update", columns: columns(id, merged, time, deletedAt) };
    result.updated++;
  }
  for (const record of records) yield { op: "sight", id: eventId(record), sourceUrl: record.sourceUrl, time };

  const crawled = new Set([...(options.sourceUrlsCrawled ?? []), ...seenOn.keys()]);
  for (const sourceUrl of crawled) {
    const listedNow = seenOn.get(sourceUrl) ?? new Set<string>();
    for (const id of (yield { op: "sighted-on", sourceUrl }) as string[]) {
      if (listedNow.has(id)) continue;
      yield { op: "unsight", id, sourceUrl };
      if (((yield { op: "sightings-left", id }) as number) === 0 && (yield { op: "soft-delete", id, time }))
        result.vanished++;
    }
  }
  return result;
}
