// What the server's replicas share beyond the stores, as configured: over Postgres, the rate limits and the
// questions answered at once live in the database; over SQLite (one process) the server keeps them in memory, as
// its defaults do.
import { postgresRateLimiters } from "../server/postgres-rate-limiter.js";
import { createPostgresRunSlots } from "../server/postgres-run-slots.js";
import type { RateLimiterFactory } from "../server/rate-limit.js";
import type { RunSlots } from "../server/run-slots.js";
import type { ConfiguredStores } from "./open-configured-stores.js";

export interface ServerSharing {
  /** Undefined: the server's in-memory limiters. */
  rateLimiters?: RateLimiterFactory;
  /** Undefined: the run queue's own bound only. */
  runSlots?: RunSlots;
  /** Frees what this replica holds (before the stores close). */
  close(): Promise<void>;
}

export function serverSharing(options: {
  stores: ConfiguredStores;
  /** Questions answered at once across every replica (--max-concurrent). */
  maxConcurrent: number;
  onError?: (error: unknown) => void;
}): ServerSharing {
  const { database } = options.stores;
  if (!database) return { close: async () => {} };
  const runSlots = createPostgresRunSlots({
    pool: database.pool,
    slots: options.maxConcurrent,
    onError: options.onError,
  });
  return {
    rateLimiters: postgresRateLimiters(database.pool),
    runSlots,
    close: () => runSlots.close(),
  };
}
