import { describe, expect, it } from "vitest";
import { createHostLimiter } from "./host-limiter.js";

/** Resolves once pending microtasks and promise callbacks have run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createHostLimiter", () => {
  it("lets at most perHostConcurrency requests to one host run at once", async () => {
    const limiter = createHostLimiter({ perHostConcurrency: 2 });
    const first = await limiter.acquire("a.test");
    await limiter.acquire("a.test");
    let thirdStarted = false;
    const third = limiter.acquire("a.test").then((release) => {
      thirdStarted = true;
      return release;
    });
    // Another host is not held up by a.test's queue.
    const other = await limiter.acquire("b.test");
    await settle();
    expect(thirdStarted).toBe(false);
    expect(limiter.inFlight("a.test")).toBe(2);
    first();
    first(); // releasing twice must not free a second slot
    const releaseThird = await third;
    expect(thirdStarted).toBe(true);
    expect(limiter.inFlight("a.test")).toBe(2);
    other();
    expect(limiter.inFlight()).toBe(2);
    releaseThird();
    expect(limiter.inFlight()).toBe(1);
  });

  it("caps requests in flight across hosts with globalConcurrency", async () => {
    const limiter = createHostLimiter({ perHostConcurrency: 5, globalConcurrency: 1 });
    const first = await limiter.acquire("a.test");
    let secondStarted = false;
    const second = limiter.acquire("b.test").then((release) => {
      secondStarted = true;
      return release;
    });
    await settle();
    expect(secondStarted).toBe(false);
    first();
    (await second)();
    expect(secondStarted).toBe(true);
  });

  it("spaces request starts to one host by the delay, the larger of default and setHostDelay", async () => {
    let clock = 1000;
    const slept: number[] = [];
    const limiter = createHostLimiter({
      perHostConcurrency: 4,
      perHostDelayMs: 100,
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    const releases = await Promise.all([limiter.acquire("a.test"), limiter.acquire("a.test")]);
    expect(slept).toEqual([100]); // the first starts now, the second one gap later
    for (const release of releases) release();

    limiter.setHostDelay("b.test", 2000);
    clock = 5000;
    (await limiter.acquire("b.test"))();
    (await limiter.acquire("b.test"))();
    expect(slept).toEqual([100, 2000]);
  });

  it("removes an aborted waiter from the queue and frees its reservation", async () => {
    const limiter = createHostLimiter({ perHostConcurrency: 1 });
    const first = await limiter.acquire("a.test");
    const controller = new AbortController();
    const waiting = limiter.acquire("a.test", controller.signal);
    controller.abort(new Error("stop"));
    await expect(waiting).rejects.toThrow("stop");
    first();
    const again = await limiter.acquire("a.test");
    expect(limiter.inFlight("a.test")).toBe(1);
    again();
    expect(limiter.inFlight()).toBe(0);
  });
});
