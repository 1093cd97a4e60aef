// Session metadata (start URLs, allowed domains, instruction, limits); the agent state itself is checkpointed.
import type { WebscoutDatabase } from "./open-database.js";

export interface SessionSettings {
  startUrls: string[];
  allowedDomains: string[];
  instruction: string;
  limits: Record<string, number>;
}

export interface SessionRecord {
  id: string;
  createdAt: number;
  updatedAt: number;
  settings: SessionSettings;
}

/** A visitor's thumbs up (1) or down (-1) on one answer. */
export type AnswerVote = 1 | -1;

export interface AnswerFeedbackTotals {
  up: number;
  down: number;
}

export interface SessionStore {
  get(id: string): Promise<SessionRecord | undefined>;
  /** Creates the session or updates its settings, bumping updatedAt. */
  save(id: string, settings: SessionSettings): Promise<SessionRecord>;
  /** Bumps updatedAt and returns the session, in one statement; undefined (nothing written) when there is none. */
  touch(id: string): Promise<SessionRecord | undefined>;
  /** Deletes the session and the votes on its answers. */
  delete(id: string): Promise<boolean>;
  list(limit?: number): Promise<SessionRecord[]>;
  /** Records the vote on answer `turn` (0-based) of session `id`, replacing an earlier one. */
  rateAnswer(id: string, turn: number, vote: AnswerVote): Promise<void>;
  /** The votes on the session's answers, by turn. */
  answerVotes(id: string): Promise<Map<number, AnswerVote>>;
  /** Votes over every session. */
  feedbackTotals(): Promise<AnswerFeedbackTotals>;
  /** Writes the session as it is given, timestamps included, and replaces its votes (`webscout import`). */
  restore(record: SessionRecord, votes: Map<number, AnswerVote>): Promise<void>;
}

interface SessionRow {
  id: string;
  created_at: number;
  updated_at: number;
  settings: string;
}

const fromRow = (row: SessionRow): SessionRecord => ({
  id: row.id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  settings: JSON.parse(row.settings) as SessionSettings,
});

export function createSessionStore(options: { db: WebscoutDatabase; now?: () => number }): SessionStore {
  const { db, now = Date.now } = options;
  const select = db.prepare<[string], SessionRow>("SELECT * FROM sessions WHERE id = ?");
  const upsert = db.prepare(
    `INSERT INTO sessions (id, created_at, updated_at, settings) VALUES (?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET updated_at = excluded.updated_at, settings = excluded.settings`,
  );
  const touch = db.prepare<[number, string], SessionRow>(
    "UPDATE sessions SET updated_at = ? WHERE id = ? RETURNING *",
  );
  const get = (id: string) => {
    const row = select.get(id);
    return row ? fromRow(row) : undefined;
  };
  return {
    async get(id) {
      return get(id);
    },
    async save(id, settings) {
      const time = now();
      upsert.run(id, time, time, JSON.stringify(settings));
      return get(id) as SessionRecord;
    },
    async touch(id) {
      const row = touch.get(now(), id);
      return row ? fromRow(row) : undefined;
    },
    async delete(id) {
      db.prepare("DELETE FROM answer_feedback WHERE session_id = ?").run(id);
      return db.prepare("DELETE FROM sessions WHERE id = ?").run(id).changes > 0;
    },
    async list(limit = 50) {
      return db
        .prepare<[number], SessionRow>("SELECT * FROM sessions ORDER BY updated_at DESC LIMIT ?")
        .all(limit)
        .map(fromRow);
    },
    async rateAnswer(id, turn, vote) {
      db.prepare(
        `INSERT INTO answer_feedback (session_id, turn, vote, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(session_id, turn) DO UPDATE SET vote = excluded.vote, created_at = excluded.created_at`,
      ).run(id, turn, vote, now());
    },
    async answerVotes(id) {
      const rows = db
        .prepare<[string], { turn: number; vote: AnswerVote }>(
          "SELECT turn, vote FROM answer_feedback WHERE session_id = ? ORDER BY turn",
        )
        .all(id);
      return new Map(rows.map((row) => [row.turn, row.vote]));
    },
    async feedbackTotals() {
      const row = db
        .prepare<[], { up: number | null; down: number | null }>(
          "SELECT SUM(vote = 1) AS up, SUM(vote = -1) AS down FROM answer_feedback",
        )
        .get();
      return { up: row?.up ?? 0, down: row?.down ?? 0 };
    },
    async restore(record, votes) {
      const time = now();
      db.transaction(() => {
        db.prepare(
          `INSERT INTO sessions (id, created_at, updated_at, settings) VALUES (?, ?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET created_at = excluded.created_at, updated_at = excluded.updated_at,
             settings = excluded.settings`,
        ).run(record.id, record.createdAt, record.updatedAt, JSON.stringify(record.settings));
        db.prepare("DELETE FROM answer_feedback WHERE session_id = ?").run(record.id);
        const insert = db.prepare(
          "INSERT INTO answer_feedback (session_id, turn, vote, created_at) VALUES (?, ?, ?, ?)",
        );
        for (const [turn, vote] of votes) insert.run(record.id, turn, vote, time);
      })();
    },
  };
}
