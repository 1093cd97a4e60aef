import { describe, expect, it } from "vitest";
import { backoffDelayMs, createRetryPolicy, isRetryableStatus, parseRetryAfter } from "./retry-policy.js";

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");

  it("reads delay-seconds", () => {
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
  });

  it("reads an HTTP-date relative to now, never negative", () => {
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:12 GMT", now)).toBe(12_000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
  });

  it("ignores missing or unreadable values", () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter("", now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
    expect(parseRetryAfter("1.5", now)).toBeUndefined();
  });
});

describe("backoffDelayMs", () => {
  it("grows exponentially with full jitter and is capped", () => {
    const options = { baseDelayMs: 500, maxDelayMs: 3000 };
    expect(backoffDelayMs({ ...options, attempt: 0, random: () => 0.5 })).toBe(250);
    expect(backoffDelayMs({ ...options, attempt: 2, random: () => 0.5 })).toBe(1000);
    expect(backoffDelayMs({ ...options, attempt: 10, random: () => 0.999 })).toBeLessThan(3000);
    expect(backoffDelayMs({ ...options, attempt: 3, random: () => 0 })).toBe(0);
  });
});

describe("createRetryPolicy", () => {
  const policy = createRetryPolicy({ retries: 2, random: () => 0.5, now: () => 0, maxRetryAfterMs: 30_000 });

  it("retries 429, 5xx and retryable errors with backoff, until the retries are used", () => {
    expect(isRetryableStatus(503)).toBe(true);
    expect(isRetryableStatus(404)).toBe(false);
    expect(policy.decide(0, { kind: "status", status: 503 })).toEqual({ action: "retry", delayMs: 250 });
    expect(policy.decide(1, { kind: "error", retryable: true })).toEqual({ action: "retry", delayMs: 500 });
    expect(policy.decide(2, { kind: "status", status: 503 })).toEqual({ action: "stop" });
  });

  it("does not retry final statuses or permanent errors", () => {
    expect(policy.decide(0, { kind: "status", status: 404 })).toEqual({ action: "stop" });
    expect(policy.decide(0, { kind: "error", retryable: false })).toEqual({ action: "stop" });
  });

  it("waits exactly Retry-After when it is within the cap, and gives up with the reason beyond it", () => {
    expect(policy.decide(0, { kind: "status", status: 429, retryAfter: "3" })).toEqual({
      action: "retry",
      delayMs: 3000,
    });
    expect(policy.decide(0, { kind: "status", status: 429, retryAfter: "120" })).toEqual({
      action: "give-up",
      reason: "HTTP 429; Retry-After was 120 s, over the 30 s cap",
    });
  });
});
