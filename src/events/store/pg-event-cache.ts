// The event scout's result cache over Postgres: the same contract as event-cache.ts, shared by every replica.
import type { PostgresPool } from "../../storage/index.js";
import { DEFAULT_CACHE_TTL_MS, type EventCache } from "./event-cache.js";

export function createPostgresEventCache(options: {
  pool: PostgresPool;
  ttlMs?: number;
  now?: () => number;
}): EventCache {
  const { pool, ttlMs = DEFAULT_CACHE_TTL_MS, now = Date.now } = options;
  const remove = async (key: string) =>
    ((await pool.query("DELETE FROM event_cache WHERE key = $1", [key])).rowCount ?? 0) > 0;
  return {
    async get<T>(key: string) {
      const { rows } = await pool.query<{ payload: string; created_at: number }>(
        "SELECT payload, created_at FROM event_cache WHERE key = $1",
        [key],
      );
      const row = rows[0];
      if (!row) return undefined;
      const ageMs = now() - row.created_at;
      if (ageMs >= ttlMs) {
        await remove(key);
        return undefined;
      }
      return { payload: JSON.parse(row.payload) as T, createdAt: row.created_at, ageMs };
    },
    async put(key, payload) {
      await pool.query(
        `INSERT INTO event_cache (key, payload, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET payload = excluded.payload, created_at = excluded.created_at`,
        [key, JSON.stringify(payload), now()],
      );
    },
    delete: remove,
    async expire() {
      return (
        (await pool.query("DELETE FROM event_cache WHERE created_at <= $1", [now() - ttlMs])).rowCount ?? 0
      );
    },
  };
}
