import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.js";

describe("createRateLimiter", () => {
  it("allows a burst up to the limit, then refills steadily", () => {
    let time = 0;
    const limiter = createRateLimiter({ requests: 20, windowMs: 60_000, now: () => time });
    for (let i = 0; i < 20; i++) expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a")).toMatchObject({ allowed: false, retryAfterSeconds: 3 });
    time += 3000;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
    time += 60_000;
    for (let i = 0; i < 20; i++) expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("keeps clients apart and bounds how many it tracks", () => {
    let time = 0;
    const limiter = createRateLimiter({ requests: 1, windowMs: 1000, now: () => time, maxClients: 3 });
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("b").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
    time += 5000; // a and b are idle (refilled) now: pruned when room is needed
    limiter.take("c");
    limiter.take("d");
    limiter.take("e");
    expect(limiter.size).toBeLessThanOrEqual(3);
    for (const key of ["f", "g", "h", "i"]) limiter.take(key);
    expect(limiter.size).toBeLessThanOrEqual(3);
  });
});
