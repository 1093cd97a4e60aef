// Settings that outlive a process, as JSON by key: the server's POST /configure is read back at the next start (and,
// over Postgres, by every replica).
import type { WebscoutDatabase } from "./open-database.js";
import type { PostgresPool } from "./postgres-database.js";

export interface SettingsStore {
  /** The value last put under `key`, or undefined. */
  get<T = unknown>(key: string): Promise<T | undefined>;
  /** Replaces the value under `key` (stored as JSON). */
  put(key: string, value: unknown): Promise<void>;
}

export function createSettingsStore(options: { db: WebscoutDatabase; now?: () => number }): SettingsStore {
  const { db, now = Date.now } = options;
  const select = db.prepare<[string], { value: string }>("SELECT value FROM settings WHERE key = ?");
  const upsert = db.prepare(
    `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  return {
    async get<T>(key: string) {
      const row = select.get(key);
      return row ? (JSON.parse(row.value) as T) : undefined;
    },
    async put(key, value) {
      upsert.run(key, JSON.stringify(value), now());
    },
  };
}

export function createPostgresSettingsStore(options: {
  pool: PostgresPool;
  now?: () => number;
}): SettingsStore {
  const { pool, now = Date.now } = options;
  return {
    async get<T>(key: string) {
      const { rows } = await pool.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [
        key,
      ]);
      return rows[0] ? (JSON.parse(rows[0].value) as T) : undefined;
    },
    async put(key, value) {
      await pool.query(
        `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        [key, JSON.stringify(value), now()],
      );
    },
  };
}
