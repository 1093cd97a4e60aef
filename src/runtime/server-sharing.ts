// What the server's replicas share beyond the stores, as configured: over Postgres, the rate limits live in the
// database; over SQLite (one process) the server keeps them in memory, as its defaults do.
import { postgresRateLimiters } from "../server/postgres-rate-limiter.js";
import type { RateLimiterFactory } from "../server/rate-limit.js";
import type { ConfiguredStores } from "./open-configured-stores.js";

export interface ServerSharing {
  /** Undefined: the server's in-memory limiters. */
  rateLimiters?: RateLimiterFactory;
}

export function serverSharing(options: { stores: ConfiguredStores }): ServerSharing {
  const { database } = options.stores;
  if (!database) return {};
  return { rateLimiters: postgresRateLimiters(database.pool) };
}
