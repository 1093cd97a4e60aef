// The rate limit of one process: a token bucket per client address (bursts up to the limit, then a steady
// refill), kept in memory with a bounded number of clients.
import {
  DEFAULT_RATE_LIMIT,
  type RateDecision,
  type RateLimiter,
  type RateLimitSettings,
} from "./rate-limit.js";

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export interface MemoryRateLimiter extends RateLimiter {
  /** Clients currently tracked (for tests and monitoring). */
  readonly size: number;
}

export function createMemoryRateLimiter(
  options: Partial<RateLimitSettings> & {
    /** Injected clock. Default Date.now. */
    now?: () => number;
    /** Clients tracked at most; beyond it idle (full) buckets, then the oldest, are dropped. Default 10 000. */
    maxClients?: number;
  } = {},
): MemoryRateLimiter {
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

  function take(clientKey: string): RateDecision {
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
  }

  return {
    take: async (clientKey) => take(clientKey),
    get size() {
      return buckets.size;
    },
  };
}
