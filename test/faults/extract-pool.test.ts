// The extraction pool (issue 14, item 2): pages extract on a worker thread, the calling thread stays free while a
// hostile page is parsed, and a page past its time budget fails alone while the pool carries on.
import { afterEach, describe, expect, it } from "vitest";
import {
  createExtractPool,
  ExtractBudgetError,
  type ExtractPool,
  extractPage,
} from "../../src/extract/index.js";

const workerUrl = new URL("../../src/extract/extract-worker.ts", import.meta.url);
const pools: ExtractPool[] = [];

afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

function pool(options: { budgetMs?: number } = {}): ExtractPool {
  const created = createExtractPool({ size: 1, workerUrl, ...options });
  pools.push(created);
  return created;
}

const page = `<html><head><title>Tents</title></head><body><main><h1>Tents</h1><p>Made in Oregon.</p><a href="/care">Care</a></main></body></html>`;

describe("the extraction pool", () => {
  it("gives what extractPage gives, from a worker thread", async () => {
    const options = { url: "http://127.0.0.1/tents" };
    expect(await pool().extract(page, options)).toEqual(extractPage(page, options));
  }, 60_000);

  it("keeps the calling thread free while a deep page is extracted", async () => {
    const extractor = pool();
    await extractor.extract(page, { url: "http://127.0.0.1/warm" }); // the worker is up
    const deep = `<body>${"<div><span>".repeat(150_000)}deep${"</span></div>".repeat(150_000)}`;
    let ticks = 0;
    let longestGapMs = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
      ticks++;
    }, 5);
    const extracted = await extractor.extract(deep, { url: "http://127.0.0.1/deep" });
    clearInterval(timer);
    expect(extracted.text).toBe("deep");
    expect(ticks).toBeGreaterThan(0);
    // Generous for a loaded 2-core machine: the 1.2 s page on this thread would stall every tick.
    expect(longestGapMs).toBeLessThan(1_000);
  }, 60_000);

  it("fails a page past its budget and goes on with the next", async () => {
    const extractor = pool({ budgetMs: 300 });
    const slow = `<body>${"<p>many words here ".repeat(250_000)}`;
    await expect(extractor.extract(slow, { url: "http://127.0.0.1/slow" })).rejects.toBeInstanceOf(
      ExtractBudgetError,
    );
    expect((await extractor.extract(page, { url: "http://127.0.0.1/next" })).title).toBe("Tents");
  }, 60_000);
});
