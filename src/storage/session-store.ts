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

export interface SessionStore {
  get(id: string): SessionRecord | undefined;
  /** Creates the session or updates its settings, bumping updatedAt. */
  save(id: string, settings: SessionSettings): SessionRecord;
  touch(id: string): void;
  delete(id: string): boolean;
  list(limit?: number): SessionRecord[];
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
      return db.prepare("DELETE FROM sessions WHERE id = ?").run(id).changes > 0;
    },
    list(limit = 50) {
      return db
        .prepare<[number], SessionRow>("SELECT * FROM sessions ORDER BY updated_at DESC LIMIT ?")
        .all(limit)
        .map(fromRow);
    },
  };
}
