// Per-client rate limit on questions: a token bucket per client address (bursts up to the limit, then a steady
// refill), kept in memory with a bounded number of clients.
import type { MiddlewareHandler } from "hono";
import { RateLimitedError } from "./server-errors.js";

export interface RateLimitSettings {
  /** Requests a client may make per window. Default 20. */
  requests: number;
  /** Window length. Default 60 000 ms (so 20 a minute). */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitSettings = { requests: 20, windowMs: 60_000 };

export type RateDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; requests: number; windowMs: number };

export interface RateLimiter {
  take(clientKey: string): RateDecision;
  /** Clients currently tracked (for tests and monitoring). */
  readonly size: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(
  options: Partial<RateLimitSettings> & {
    /** Injected clock. Default Date.now. */
    now?: () => number;
    /** Clients tracked at most; beyond it idle (full) buckets, then the oldest, are dropped. Default 10 000. */
    maxClients?: number;
  } = {},
): RateLimiter {
  const {
    requests = DEFAULT_RATE_LIMIT.requests,
    windowMs = DEFAULT_RATE_LIMIT.windowMs,
    now = Date.now,
    maxClients = 10_000,
  } = options;
  const refillPerMs = requests / windowMs;
  const buckets = new Map<string, Bucket>();

  function refreshed(bucket: Bucket, time: number): number {
    return Math.min(requests, bucket.tokens + (time - bucket.updatedAt) * refillPerMs);
  }

  function prune(time: number): void {
    for (const [key, bucket] of buckets) {
      if (refreshed(bucket, time) >= requests) buckets.delete(key);
    }
    // Still full of active clients: forget the longest-tracked ones (Map keeps insertion order).
    for (const key of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(key);
    }
  }

  return {
    take(clientKey) {
      const time = now();
      let bucket = buckets.get(clientKey);
      if (!bucket) {
        if (buckets.size >= maxClients) prune(time);
        bucket = { tokens: requests, updatedAt: time };
        buckets.set(clientKey, bucket);
      }
      bucket.tokens = refreshed(bucket, time);
      bucket.updatedAt = time;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        requests,
        windowMs,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)),
      };
    },
    get size() {
      return buckets.size;
    },
  };
}

/** Middleware: throws RateLimitedError (429 with Retry-After) when the client is over its limit. */
export function rateLimit(options: {
  limiter: RateLimiter;
  clientKey: (context: Parameters<MiddlewareHandler>[0]) => string;
}): MiddlewareHandler {
  return async (context, next) => {
    const decision = options.limiter.take(options.clientKey(context));
    if (!decision.allowed) throw new RateLimitedError(decision);
    await next();
  };
}
