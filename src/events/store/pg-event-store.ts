// The canonical events table over Postgres: the same contract as event-store.ts, the upsert run from the shared
// steps (upsert-events-steps.ts) in one transaction.
import { type PostgresPool, withTransaction } from "../../storage/index.js";
import { type EventRow, type EventStore, eventFromRow } from "./event-store.js";
import { type EventTableStep, upsertEventsSteps } from "./upsert-events-steps.js";

type Query = (
  sql: string,
  values: unknown[],
) => Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;

async function runStep(query: Query, step: EventTableStep): Promise<unknown> {
  switch (step.op) {
    case "select": {
      const { rows } = await query("SELECT payload, deleted_at FROM events WHERE id = $1", [step.id]);
      const row = rows[0];
      return row ? { payload: row.payload, deletedAt: row.deleted_at } : undefined;
    }
    case "insert":
    case "update": {
      const c = step.columns;
      const values = [
        c.id,
        c.title,
        c.start,
        c.end ?? null,
        c.timeZone,
        c.location,
        c.city,
        c.organizer,
        c.url,
        c.source,
        c.sourceUrl,
        c.status,
        c.now,
        c.deletedAt,
        c.payload,
      ];
      return step.op === "insert"
        ? query(
            `INSERT INTO events (id, title, start, "end", time_zone, location, city, organizer, url, source,
               source_url, status, first_seen, last_seen, deleted_at, payload)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15)`,
            values,
          )
        : query(
            `UPDATE events SET title = $2, start = $3, "end" = $4, time_zone = $5, location = $6, city = $7,
               organizer = $8, url = $9, source = $10, source_url = $11, status = $12, last_seen = $13,
               deleted_at = $14, payload = $15
             WHERE id = $1`,
            values,
          );
    }
    case "sight":
      return query(
        `INSERT INTO event_sightings (event_id, source_url, last_seen) VALUES ($1, $2, $3)
         ON CONFLICT (event_id, source_url) DO UPDATE SET last_seen = excluded.last_seen`,
        [step.id, step.sourceUrl, step.time],
      );
    case "sighted-on":
      return (
        await query("SELECT event_id FROM event_sightings WHERE source_url = $1", [step.sourceUrl])
      ).rows.map((row) => row.event_id);
    case "unsight":
      return query("DELETE FROM event_sightings WHERE event_id = $1 AND source_url = $2", [
        step.id,
        step.sourceUrl,
      ]);
    case "sightings-left":
      return (await query("SELECT count(*) AS count FROM event_sightings WHERE event_id = $1", [step.id]))
        .rows[0]?.count;
    case "soft-delete":
      return (
        ((
          await query("UPDATE events SET deleted_at = $1 WHERE id = $2 AND deleted_at IS NULL", [
            step.time,
            step.id,
          ])
        ).rowCount ?? 0) > 0
      );
  }
}

export function createPostgresEventStore(options: { pool: PostgresPool; now?: () => number }): EventStore {
  const { pool, now = Date.now } = options;
  return {
    upsertEvents(records, upsertOptions = {}) {
      return withTransaction(pool, async (client) => {
        // One merge at a time: two replicas merging the same event must not both insert it.
        await client.query("LOCK TABLE events IN SHARE ROW EXCLUSIVE MODE");
        const query: Query = (sql, values) => client.query(sql, values);
        const steps = upsertEventsSteps(records, upsertOptions, now());
        let next = steps.next();
        while (!next.done) next = steps.next(await runStep(query, next.value));
        return next.value;
      });
    },
    async getEvent(id) {
      const { rows } = await pool.query<EventRow>(
        "SELECT id, payload, first_seen, last_seen, deleted_at FROM events WHERE id = $1",
        [id],
      );
      return rows[0] ? eventFromRow(rows[0]) : undefined;
    },
    async listEvents({ includeDeleted = false, limit = 1000 } = {}) {
      const { rows } = await pool.query<EventRow>(
        `SELECT id, payload, first_seen, last_seen, deleted_at FROM events
         ${includeDeleted ? "" : "WHERE deleted_at IS NULL"} ORDER BY start COLLATE "C", id COLLATE "C" LIMIT $1`,
        [limit],
      );
      return rows.map(eventFromRow);
    },
  };
}
