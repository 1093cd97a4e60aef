// The session store over Postgres: the same contract as session-store.ts, so a session started on one replica
// continues on another.
import type { PostgresPool } from "./postgres-database.js";
import { withTransaction } from "./postgres-transaction.js";
import type { AnswerVote, SessionRecord, SessionSettings, SessionStore } from "./session-store.js";

interface SessionRow {
  id: string;
  created_at: number;
  updated_at: number;
  settings: SessionSettings;
}

/** Named rather than `*` (see pg-page-store.ts): the hot statements below are prepared once per connection. */
const COLUMNS = "id, created_at, updated_at, settings";

const fromRow = (row: SessionRow): SessionRecord => ({
  id: row.id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  settings: row.settings,
});

export function createPostgresSessionStore(options: {
  pool: PostgresPool;
  now?: () => number;
}): SessionStore {
  const { pool, now = Date.now } = options;
  return {
    async get(id) {
      const { rows } = await pool.query<SessionRow>({
        name: "webscout-session-get",
        text: `SELECT ${COLUMNS} FROM sessions WHERE id = $1`,
        values: [id],
      });
      return rows[0] ? fromRow(rows[0]) : undefined;
    },
    async save(id, settings) {
      const time = now();
      const { rows } = await pool.query<SessionRow>({
        name: "webscout-session-save",
        text: `INSERT INTO sessions (id, created_at, updated_at, settings) VALUES ($1, $2, $2, $3)
         ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, settings = excluded.settings
         RETURNING ${COLUMNS}`,
        values: [id, time, JSON.stringify(settings)],
      });
      return fromRow(rows[0] as SessionRow);
    },
    async touch(id) {
      const { rows } = await pool.query<SessionRow>({
        name: "webscout-session-touch",
        text: `UPDATE sessions SET updated_at = $1 WHERE id = $2 RETURNING ${COLUMNS}`,
        values: [now(), id],
      });
      return rows[0] ? fromRow(rows[0]) : undefined;
    },
    delete(id) {
      return withTransaction(pool, async (client) => {
        await client.query("DELETE FROM answer_feedback WHERE session_id = $1", [id]);
        const { rowCount } = await client.query("DELETE FROM sessions WHERE id = $1", [id]);
        return (rowCount ?? 0) > 0;
      });
    },
    async list(limit = 50) {
      const { rows } = await pool.query<SessionRow>(
        "SELECT * FROM sessions ORDER BY updated_at DESC LIMIT $1",
        [limit],
      );
      return rows.map(fromRow);
    },
    async rateAnswer(id, turn, vote) {
      await pool.query(
        `INSERT INTO answer_feedback (session_id, turn, vote, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (session_id, turn) DO UPDATE SET vote = excluded.vote, created_at = excluded.created_at`,
        [id, turn, vote, now()],
      );
    },
    async answerVotes(id) {
      const { rows } = await pool.query<{ turn: number; vote: AnswerVote }>(
        "SELECT turn, vote FROM answer_feedback WHERE session_id = $1 ORDER BY turn",
        [id],
      );
      return new Map(rows.map((row) => [row.turn, row.vote]));
    },
    async feedbackTotals() {
      const { rows } = await pool.query<{ up: number; down: number }>(
        `SELECT count(*) FILTER (WHERE vote = 1) AS up, count(*) FILTER (WHERE vote = -1) AS down
         FROM answer_feedback`,
      );
      return { up: rows[0]?.up ?? 0, down: rows[0]?.down ?? 0 };
    },
    restore(record, votes) {
      const time = now();
      return withTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO sessions (id, created_at, updated_at, settings) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO UPDATE SET created_at = excluded.created_at, updated_at = excluded.updated_at,
             settings = excluded.settings`,
          [record.id, record.createdAt, record.updatedAt, JSON.stringify(record.settings)],
        );
        await client.query("DELETE FROM answer_feedback WHERE session_id = $1", [record.id]);
        for (const [turn, vote] of votes) {
          await client.query(
            "INSERT INTO answer_feedback (session_id, turn, vote, created_at) VALUES ($1, $2, $3, $4)",
            [record.id, turn, vote, time],
          );
        }
      });
    },
  };
}
