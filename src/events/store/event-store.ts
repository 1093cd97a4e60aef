// The canonical events table (canonicalize_merge): upserts what a run found and soft-deletes events that
// were cancelled or vanished from the pages that listed them.
import type { WebscoutDatabase } from "../../storage/index.js";
import type { EventRecord } from "../event-types.js";
import { type EventTableStep, upsertEventsSteps } from "./upsert-events-steps.js";

export interface StoredEvent extends EventRecord {
  id: string;
  /** ms since the epoch. */
  firstSeen: number;
  lastSeen: number;
  /** Set when soft-deleted (cancelled, or vanished from every page that listed it). */
  deletedAt: number | null;
}

export interface UpsertEventsResult {
  /** The id of each input record, in input order (records of the same event share one). */
  ids: string[];
  inserted: number;
  updated: number;
  /** Soft-deleted events that came back (listed again, and not cancelled). */
  restored: number;
  /** Newly soft-deleted because a source says cancelled. */
  cancelled: number;
  /** Newly soft-deleted because every page that listed them was crawled again without them. */
  vanished: number;
}

export interface UpsertEventsOptions {
  /**
   * The pages and feeds read in this run, including those that listed no event. Each record's own
   * sourceUrl counts as crawled too. An event seen before on one of these URLs and not listed there now
   * loses that sighting; when it has no sighting left it is soft-deleted as vanished. Default [].
   */
  sourceUrlsCrawled?: string[];
}

export interface EventStore {
  upsertEvents(records: EventRecord[], options?: UpsertEventsOptions): Promise<UpsertEventsResult>;
  getEvent(id: string): Promise<StoredEvent | undefined>;
  /** Live events (or all with includeDeleted) ordered by start. Default limit 1000. */
  listEvents(options?: { includeDeleted?: boolean; limit?: number }): Promise<StoredEvent[]>;
}

/** An `events` row, as both backends return it. */
export interface EventRow {
  id: string;
  payload: string;
  first_seen: number;
  last_seen: number;
  deleted_at: number | null;
}

export const eventFromRow = (row: EventRow): StoredEvent => ({
  ...(JSON.parse(row.payload) as EventRecord),
  id: row.id,
  firstSeen: row.first_seen,
  lastSeen: row.last_seen,
  deletedAt: row.deleted_at,
});

export function createEventStore(options: { db: WebscoutDatabase; now?: () => number }): EventStore {
  const { db, now = Date.now } = options;
  const select = db.prepare<[string], EventRow>(
    "SELECT id, payload, first_seen, last_seen, deleted_at FROM events WHERE id = ?",
  );
  const insert = db.prepare(
    `INSERT INTO events (id, title, start, "end", time_zone, location, city, organizer, url, source, source_url,
       status, first_seen, last_seen, deleted_at, payload)
     VALUES (@id, @title, @start, @end, @timeZone, @location, @city, @organizer, @url, @source, @sourceUrl,
       @status, @now, @now, @deletedAt, @payload)`,
  );
  const update = db.prepare(
    `UPDATE events SET title = @title, start = @start, "end" = @end, time_zone = @timeZone, location = @location,
       city = @city, organizer = @organizer, url = @url, source = @source, source_url = @sourceUrl,
       status = @status, last_seen = @now, deleted_at = @deletedAt, payload = @payload
     WHERE id = @id`,
  );
  const sight = db.prepare(
    `INSERT INTO event_sightings (event_id, source_url, last_seen) VALUES (?, ?, ?)
     ON CONFLICT(event_id, source_url) DO UPDATE SET last_seen = excluded.last_seen`,
  );
  const sightedOn = db.prepare<[string], { event_id: string }>(
    "SELECT event_id FROM event_sightings WHERE source_url = ?",
  );
  const unsight = db.prepare<[string, string]>(
    "DELETE FROM event_sightings WHERE event_id = ? AND source_url = ?",
  );
  const sightingsLeft = db.prepare<[string], { count: number }>(
    "SELECT COUNT(*) AS count FROM event_sightings WHERE event_id = ?",
  );
  const softDelete = db.prepare<[number, string]>(
    "UPDATE events SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL",
  );

  const run = (step: EventTableStep): unknown => {
    switch (step.op) {
      case "select": {
        const row = select.get(step.id);
        return row ? { payload: row.payload, deletedAt: row.deleted_at } : undefined;
      }
      case "insert":
        return insert.run(step.columns);
      case "update":
        return update.run(step.columns);
      case "sight":
        return sight.run(step.id, step.sourceUrl, step.time);
      case "sighted-on":
        return sightedOn.all(step.sourceUrl).map((row) => row.event_id);
      case "unsight":
        return unsight.run(step.id, step.sourceUrl);
      case "sightings-left":
        return sightingsLeft.get(step.id)?.count ?? 0;
      case "soft-delete":
        return softDelete.run(step.time, step.id).changes > 0;
    }
  };
  const upsertEvents = db.transaction((records: EventRecord[], upsertOptions: UpsertEventsOptions = {}) => {
    const steps = upsertEventsSteps(records, upsertOptions, now());
    let next = steps.next();
    while (!next.done) next = steps.next(run(next.value));
    return next.value;
  });

  return {
    upsertEvents: async (records, upsertOptions) => upsertEvents(records, upsertOptions),
    async getEvent(id) {
      const row = select.get(id);
      return row ? eventFromRow(row) : undefined;
    },
    async listEvents({ includeDeleted = false, limit = 1000 } = {}) {
      return db
        .prepare<[number], EventRow>(
          `SELECT id, payload, first_seen, last_seen, deleted_at FROM events
           ${includeDeleted ? "" : "WHERE deleted_at IS NULL"} ORDER BY start, id LIMIT ?`,
        )
        .all(limit)
        .map(eventFromRow);
    },
  };
}
