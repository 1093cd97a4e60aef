// Event feedback over Postgres: the same contract as feedback-store.ts.
import type { PostgresPool } from "../../storage/index.js";
import {
  checkFeedbackInput,
  type FeedbackRow,
  type FeedbackStore,
  feedbackValues,
  type KnownEvent,
  summarizeFeedback,
} from "./feedback-store.js";

export function createPostgresFeedbackStore(options: {
  pool: PostgresPool;
  now?: () => number;
}): FeedbackStore {
  const { pool, now = Date.now } = options;
  const knownEvent = async (input: { eventId?: string; url?: string }) => {
    if (input.eventId) {
      const { rows } = await pool.query<KnownEvent>(
        "SELECT id, url, title, organizer, location FROM events WHERE id = $1",
        [input.eventId],
      );
      if (rows[0]) return rows[0];
    }
    if (!input.url) return undefined;
    const { rows } = await pool.query<KnownEvent>(
      `SELECT id, url, title, organizer, location FROM events WHERE url = $1
       ORDER BY deleted_at IS NOT NULL, last_seen DESC LIMIT 1`,
      [input.url],
    );
    return rows[0];
  };
  return {
    async recordFeedback(input) {
      checkFeedbackInput(input);
      const values = feedbackValues(input, await knownEvent(input), now());
      await pool.query(
        `INSERT INTO event_feedback (event_id, url, title, organizer, location, vote, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          values.eventId,
          values.url,
          values.title,
          values.organizer,
          values.location,
          values.vote,
          values.createdAt,
        ],
      );
    },
    async feedbackSummary({ maxPerFacet = 20 } = {}) {
      const { rows } = await pool.query<FeedbackRow>(
        "SELECT event_id, url, title, organizer, location, vote FROM event_feedback ORDER BY created_at, id",
      );
      return summarizeFeedback(rows, maxPerFacet);
    },
  };
}
