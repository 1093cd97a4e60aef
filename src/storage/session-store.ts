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
  get(id: string): SessionRecord | undefined;
  /** Creates the session or updates its settings, bumping updatedAt. */
  save(id: string, settings: SessionSettings): SessionRecord;
  touch(id: string): void;
  /** Deletes the session and the votes on its answers. */
  delete(id: string): boolean;
  list(limit?: number): SessionRecord[];
  /** Records the vote on answer `turn` (0-based) of session `id`, replacing an earlier one. */
  rateAnswer(id: string, turn: number, vote: AnswerVote): void;
  /** The votes on the session's answers, by turn. */
  answerVotes(id: string): Map<number, AnswerVote>;
  /** Votes over every session. */
  feedbackTotals(): AnswerFeedbackTotals;
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
  const get = (id: string) => {
    const row = select.get(id);
    return row ? fromRow(row) : undefined;
  };
  return {
    get,
    save(id, settings) {
      const time = now();
      upsert.run(id, time, time, JSON.stringify(settings));
      return get(id) as SessionRecord;
    },
    touch(id) {
      db.prepare("UPDATE sessions SET updated_at = ? WHERE id = ?").run(now(), id);
    },
    delete(id) {
      db.prepare("DELETE FROM answer_feedback WHERE session_id = ?").run(id);
      return db.prepare("DELETE FROM sessions WHERE id = ?").run(id).changes > 0;
    },
    list(limit = 50) {
      return db
        .prepare<[number], SessionRow>("SELECT * FROM sessions ORDER BY updated_at DESC LIMIT ?")
        .all(limit)
        .map(fromRow);
    },
    rateAnswer(id, turn, vote) {
      db.prepare(
        `INSERT INTO answer_feedback (session_id, turn, vote, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(session_id, turn) DO UPDATE SET vote = excluded.vote, created_at = excluded.created_at`,
      ).run(id, turn, vote, now());
    },
    answerVotes(id) {
      const rows = db
        .prepare<[string], { turn: number; vote: AnswerVote }>(
          "SELECT turn, vote FROM answer_feedback WHERE session_id = ? ORDER BY turn",
        )
        .all(id);
      return new Map(rows.map((row) => [row.turn, row.vote]));
    },
    feedbackTotals() {
      const row = db
        .prepare<[], { up: number | null; down: number | null }>(
          "SELECT SUM(vote = 1) AS up, SUM(vote = -1) AS down FROM answer_feedback",
        )
        .get();
      return { up: row?.up ?? 0, down: row?.down ?? 0 };
    },
  };
}
