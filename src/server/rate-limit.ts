// Per-client rate limit on questions: one interface with two implementations, in memory for one process
// (memory-rate-limiter.ts) and in Postgres shared by every replica (postgres-rate-limiter.ts), and the middleware
// that refuses a client over its limit.
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
  /** Counts one request of `clientKey` and says whether it may go on. */
  take(clientKey: string): Promise<RateDecision>;
}

/** Builds a limiter; `name` keeps the allowances of two limiters (questions, feedback) apart in a shared store. */
export type RateLimiterFactory = (options: RateLimitSettings & { name: string }) => RateLimiter;

/** Throws RateLimitedError (429 with Retry-After) when the client is over its limit. */
export async function takeOrThrow(limiter: RateLimiter, clientKey: string): Promise<void> {
  const decision = await limiter.take(clientKey);
  if (!decision.allowed) throw new RateLimitedError(decision);
}

/** Middleware: throws RateLimitedError (429 with Retry-After) when the client is over its limit. */
export function rateLimit(options: {
  limiter: RateLimiter;
  clientKey: (context: Parameters<MiddlewareHandler>[0]) => string;
}): MiddlewareHandler {
  return async (context, next) => {
    await takeOrThrow(options.limiter, options.clientKey(context));
    await next();
  };
}
