// The rate limit shared by every replica on one Postgres database: rate-limiter-flexible's RateLimiterPostgres
// over the stores' pool (one atomic upsert per request in the `rate_limits` table, a fixed window per client).
// While the database does not answer, each replica counts in its own memory (the library's insurance limiter)
// rather than failing every question.
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { PostgresPool } from "../storage/index.js";
import type { RateLimiter, RateLimiterFactory, RateLimitSettings } from "./rate-limit.js";

/** The table created by the Postgres migrations (step 3). */
const TABLE = "rate_limits";

export function createPostgresRateLimiter(
  options: RateLimitSettings & { pool: PostgresPool; name: string },
): RateLimiter {
  const { pool, name, requests, windowMs } = options;
  const duration = Math.max(1, Math.round(windowMs / 1000));
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    keyPrefix: name,
    points: requests,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: requests, duration }),
  });
  return {
    async take(clientKey) {
      try {
        await limiter.consume(clientKey);
        return { allowed: true };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          allowed: false,
          requests,
          windowMs,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
    },
  };
}

/** Limiters over one pool, each with its own allowance (`name`). */
export function postgresRateLimiters(pool: PostgresPool): RateLimiterFactory {
  return (settings) => createPostgresRateLimiter({ ...settings, pool });
}
