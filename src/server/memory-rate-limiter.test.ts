import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./memory-rate-limiter.js";

describe("createMemoryRateLimiter", () => {
  it("allows a burst up to the limit, then refills steadily", async () => {
    let time = 0;
    const limiter = createMemoryRateLimiter({ requests: 20, windowMs: 60_000, now: () => time });
    const allowed = async (key: string) => (await limiter.take(key)).allowed;
    for (let i = 0; i < 20; i++) expect(await allowed("a")).toBe(true);
    expect(await limiter.take("a")).toMatchObject({ allowed: false, retryAfterSeconds: 3 });
    time += 3000;
    expect(await allowed("a")).toBe(true);
    expect(await allowed("a")).toBe(false);
    time += 60_000;
    for (let i = 0; i < 20; i++) expect(await allowed("a")).toBe(true);
    expect(await allowed("a")).toBe(false);
  });

  it("keeps clients apart and bounds how many it tracks", async () => {
    let time = 0;
    const limiter = createMemoryRateLimiter({ requests: 1, windowMs: 1000, now: () => time, maxClients: 3 });
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("b")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
    time += 5000; // a and b are idle (refilled) now: pruned when room is needed
    for (const key of ["c", "d", "e"]) await limiter.take(key);
    expect(limiter.size).toBeLessThanOrEqual(3);
    for (const key of ["f", "g", "h", "i"]) await limiter.take(key);
    expect(limiter.size).toBeLessThanOrEqual(3);
  });
});
