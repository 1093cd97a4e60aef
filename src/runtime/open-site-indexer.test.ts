import { describe, expect, it } from "vitest";
import type { IndexSummary } from "../site-index/index.js";
import { type SiteIndexer, startIndexSchedule } from "./open-site-indexer.js";

const summary: IndexSummary = {
  pages: 1,
  counts: { kept: 0, unchanged: 1, changed: 0, new: 0, skipped: 0, blocked: 0, failed: 0 },
  limitReached: false,
  elapsedMs: 1,
};

describe("startIndexSchedule", () => {
  it("indexes at once, then refreshes after each interval until stopped; a failed run does not end it", async () => {
    const runs: boolean[] = [];
    const errors: unknown[] = [];
    const indexer: SiteIndexer = {
      run: async ({ refresh = false } = {}) => {
        runs.push(refresh);
        if (runs.length === 2) throw new Error("site down");
        return summary;
      },
      close: async () => {},
    };
    const summaries: boolean[] = [];
    const schedule = startIndexSchedule({
      indexer,
      intervalMs: 1,
      onSummary: (_summary, refresh) => summaries.push(refresh),
      onError: (error) => errors.push(error),
    });
    await expect.poll(() => runs.length).toBeGreaterThanOrEqual(3);
    await schedule.stop();
    const count = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs.length).toBe(count);
    expect(runs.slice(0, 3)).toEqual([false, true, true]);
    expect(summaries.slice(0, 2)).toEqual([false, true]);
    expect(errors).toEqual([new Error("site down")]);
  });
});
