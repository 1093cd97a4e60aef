// The cache_check node's store: finished results keyed by the hash of the query spec, valid for a TTL.
import { createHash } from "node:crypto";
import type { WebscoutDatabase } from "../../storage/index.js";
import { canonicalJson } from "./canonical-json.js";

/** Six hours: events change slowly, and a re-run within the afternoon should cost nothing. */
export const DEFAULT_CACHE_TTL_MS = 6 * 60 * 60 * 1000;

/**
 * The cache key of a query spec (text, city, dates, filters, model, version …): the SHA-256 hex of its
 * canonical JSON, so key order does not matter but every value does.
 */
export function cacheKey(spec: unknown): string {
  return createHash("sha256").update(canonicalJson(spec)).digest("hex");
}

export interface CachedEntry<T> {
  payload: T;
  /** ms since the epoch. */
  createdAt: number;
  ageMs: number;
}

export interface EventCache {
  /** The entry if present and younger than the TTL; an expired one is deleted and reads as a miss. */
  get<T = unknown>(key: string): Promise<CachedEntry<T> | undefined>;
  /** Stores (or replaces) the payload, as JSON, stamped now. */
  put(key: string, payload: unknown): Promise<void>;
  delete(key: string): Promise<boolean>;
  /** Deletes every expired entry; returns how many. */
  expire(): Promise<number>;
}

export interface EventCacheOptions {
  db: WebscoutDatabase;
  /** Default DEFAULT_CACHE_TTL_MS (6 h). */
  ttlMs?: number;
  /** Clock in ms. Default Date.now. */
  now?: () => number;
}

interface CacheRow {
  payload: string;
  created_at: number;
}

export function createEventCache(options: EventCacheOptions): EventCache {
  const { db, ttlMs = DEFAULT_CACHE_TTL_MS, now = Date.now } = options;
  const select = db.prepare<[string], CacheRow>("SELECT payload, created_at FROM event_cache WHERE key = ?");
  const upsert = db.prepare(
    `INSERT INTO event_cache (key, payload, created_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET payload = excluded.payload, created_at = excluded.created_at`,
  );
  const remove = db.prepare<[string]>("DELETE FROM event_cache WHERE key = ?");
  return {
    async get<T>(key: string) {
      const row = select.get(key);
      if (!row) return undefined;
      const ageMs = now() - row.created_at;
      if (ageMs >= ttlMs) {
        remove.run(key);
        return undefined;
      }
      return { payload: JSON.parse(row.payload) as T, createdAt: row.created_at, ageMs };
    },
    async put(key, payload) {
      upsert.run(key, JSON.stringify(payload), now());
    },
    async delete(key) {
      return remove.run(key).changes > 0;
    },
    async expire() {
      return db.prepare<[number]>("DELETE FROM event_cache WHERE created_at <= ?").run(now() - ttlMs).changes;
    },
  };
}
