// bench:events --quick must keep running: both sources find the targets within the window and the city, the
// tavily source's cost matches the fake server's ledger, a repeat is a cache hit, the naive baseline is measured in
// the same run, and on the dev set's quick queries the scout finds the targets without wrong-kind filler.
import { describe, expect, it } from "vitest";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";
import { DEV_GOALS, GOALS } from "./report.js";

interface DevRun {
  label: string;
  queries: number;
  meanRecall: number;
  meanPrecision: number;
  meanWrongKind: number;
  maxWrongKind: number;
  hiddenOutOfWindow: number;
  maxUsd: number;
}

interface EventRun {
  label: string;
  returned: number;
  recallAtK: number;
  outOfWindow: number;
  outOfCity: number;
  cancelled: number;
  blocked: boolean;
  actualUsd: number;
  tavilyCredits: number;
  coldMs: number;
  cacheHitMs: number;
  cacheHit: boolean;
}

describe("bench:events --quick", () => {
  it(
    "runs the scout on both sources and the baseline, and the scout beats the baseline",
    async () => {
      const { figures } = await runQuickBench<{ quick: boolean; runs: EventRun[]; dev: DevRun[] }>({
        bench: "events",
      });
      expect(figures.quick).toBe(true);
      expect(figures.runs.map((run) => run.label)).toEqual(["web", "tavily", "baseline (web)"]);
      const [web, tavily, baseline] = figures.runs as [EventRun, EventRun, EventRun];

      for (const run of [web, tavily]) {
        expect(run.blocked).toBe(false);
        expect(run.returned).toBeGreaterThanOrEqual(8);
        // The demo query's floor for a quick run (the goal, 0.9, is reported by the full bench).
        expect(run.recallAtK).toBeGreaterThanOrEqual(0.8);
        expect([run.outOfWindow, run.outOfCity, run.cancelled]).toEqual([0, 0, 0]);
        expect(run.cacheHit).toBe(true);
        expect(run.cacheHitMs).toBeLessThan(run.coldMs);
        expect(run.recallAtK).toBeGreaterThan(baseline.recallAtK);
      }
      expect(baseline.returned).toBeGreaterThan(0);

      // What the scout reports having spent is what the fake Tavily server billed.
      expect(tavily.tavilyCredits).toBeGreaterThan(0);
      expect(tavily.actualUsd).toBeCloseTo(tavily.tavilyCredits * GOALS.usdPerCredit, 6);
      expect(tavily.actualUsd).toBeLessThanOrEqual(GOALS.maxUsdPerQuery);
      expect(web.actualUsd).toBe(0);

      expect(figures.dev.map((run) => run.label)).toEqual(["web", "tavily", "baseline (web)"]);
      const [devWeb, devTavily, devBaseline] = figures.dev as [DevRun, DevRun, DevRun];
      for (const run of [devWeb, devTavily]) {
        expect(run.queries).toBe(6);
        expect(run.meanRecall).toBeGreaterThanOrEqual(DEV_GOALS.recall);
        expect(run.maxWrongKind).toBeLessThanOrEqual(DEV_GOALS.maxWrongKind);
        expect(run.hiddenOutOfWindow).toBe(0);
        expect(run.meanPrecision).toBeGreaterThan(devBaseline.meanPrecision);
        expect(run.maxUsd).toBeLessThanOrEqual(GOALS.maxUsdPerQuery);
      }
      expect(devBaseline.meanWrongKind).toBeGreaterThan(devWeb.meanWrongKind);
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
