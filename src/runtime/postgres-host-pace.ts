// The per-host pace shared by every replica on one Postgres database: rate-limiter-flexible's RateLimiterPostgres
// over the stores' pool, keyed by host in the `rate_limits` table (a fixed window: at most `points` request starts
// per host per `duration` across all replicas). A replica over budget waits until the window frees a point. While
// the database does not answer, each replica paces in its own memory (the library's insurance limiter).
import { setTimeout as delay } from "node:timers/promises";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { PostgresPool } from "../storage/index.js";
import type { HostPace } from "../web/index.js";

/** The table created by the Postgres migrations (step 3), shared with the server's rate limits. */
const TABLE = "rate_limits";
const KEY_PREFIX = "host-pace";

export interface PostgresHostPaceOptions {
  pool: PostgresPool;
  /** Average gap between request starts to one host across every replica, in ms (> 0). */
  gapMs: number;
}

/** The window as the library counts it: whole seconds, and the points that keep the average gap. */
export function hostPaceWindow(gapMs: number): { points: number; duration: number } {
  if (!(gapMs > 0)) throw new RangeError(`the shared host pace needs a gap above 0 ms, not ${gapMs}`);
  const duration = Math.max(1, Math.ceil(gapMs / 1000));
  return { points: Math.max(1, Math.floor((duration * 1000) / gapMs)), duration };
}

export function createPostgresHostPace(options: PostgresHostPaceOptions): HostPace {
  const { points, duration } = hostPaceWindow(options.gapMs);
  const limiter = new RateLimiterPostgres({
    storeClient: options.pool,
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    keyPrefix: KEY_PREFIX,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: KEY_PREFIX, points, duration }),
  });
  return {
    async wait(host, signal) {
      for (;;) {
        signal?.throwIfAborted();
        try {
          await limiter.consume(host.toLowerCase());
          return;
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          await delay(Math.max(1, rejection.msBeforeNext), undefined, { signal }).catch((error: unknown) => {
            signal?.throwIfAborted(); // the caller's reason, not node's AbortError
            throw error;
          });
        }
      }
    },
  };
}
