// When and how long to wait before trying a request again: exponential backoff with full jitter, Retry-After honoured up to a cap.

export interface RetryPolicyOptions {
  /** Retries after the first attempt. Default 2 (three attempts in all). */
  retries?: number;
  /** Backoff base: attempt n waits a random time in [0, baseDelayMs × 2^n). Default 500 ms. */
  baseDelayMs?: number;
  /** Upper bound of one backoff wait (not of Retry-After). Default 10 s. */
  maxDelayMs?: number;
  /** The longest Retry-After we are willing to wait; a longer one ends the retries. Default 30 s. */
  maxRetryAfterMs?: number;
  /** Random number in [0, 1); injectable for tests. Default Math.random. */
  random?: () => number;
  /** Clock in ms, used to turn an HTTP-date Retry-After into a wait. Default Date.now. */
  now?: () => number;
}

/** What went wrong with one attempt. */
export type AttemptOutcome =
  | { kind: "status"; status: number; retryAfter?: string }
  | { kind: "error"; retryable: boolean };

export type RetryDecision =
  | { action: "retry"; delayMs: number }
  | { action: "stop" }
  /** A retry would help but the server asked us to wait longer than we accept. */
  | { action: "give-up"; reason: string };

export interface RetryPolicy {
  readonly retries: number;
  /** `attempt` counts from 0 (the first request). */
  decide(attempt: number, outcome: AttemptOutcome): RetryDecision;
}

/** 429 (too many requests) and every 5xx are worth another try; other statuses are final. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/**
 * Parses a Retry-After value (RFC 9110 §10.2.3): delay-seconds or an HTTP-date. Returns the wait in ms
 * (never negative), or undefined when the value is missing or unreadable.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Only real dates: Date.parse accepts bare numbers and other loose forms, so require a letter (a weekday or month).
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/** Full-jitter backoff (AWS architecture blog): uniform in [0, min(max, base × 2^attempt)). */
export function backoffDelayMs(options: {
  attempt: number;
  baseDelayMs: number;
  maxDelayMs: number;
  random: () => number;
}): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** options.attempt);
  return Math.floor(options.random() * ceiling);
}

export function createRetryPolicy(options: RetryPolicyOptions = {}): RetryPolicy {
  const {
    retries = 2,
    baseDelayMs = 500,
    maxDelayMs = 10_000,
    maxRetryAfterMs = 30_000,
    random = Math.random,
    now = Date.now,
  } = options;

  return {
    retries,
    decide(attempt, outcome) {
      const retryable = outcome.kind === "error" ? outcome.retryable : isRetryableStatus(outcome.status);
      if (!retryable || attempt >= retries) return { action: "stop" };
      if (outcome.kind === "status") {
        const retryAfterMs = parseRetryAfter(outcome.retryAfter, now());
        if (retryAfterMs !== undefined) {
          if (retryAfterMs > maxRetryAfterMs) {
            return {
              action: "give-up",
              reason: `HTTP ${outcome.status}; Retry-After was ${formatSeconds(retryAfterMs)}, over the ${formatSeconds(maxRetryAfterMs)} cap`,
            };
          }
          return { action: "retry", delayMs: retryAfterMs };
        }
      }
      return { action: "retry", delayMs: backoffDelayMs({ attempt, baseDelayMs, maxDelayMs, random }) };
    },
  };
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
