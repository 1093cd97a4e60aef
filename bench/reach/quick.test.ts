// Runs `bench:reach --quick` as a child process, so `npm test` catches a benchmark that no longer runs, and checks
// the figures that must hold at any speed (the full run is in docs/benchmarks.md).
import { describe, expect, it } from "vitest";
import { findChromium } from "../../src/render/index.js";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";

interface QuickFigures {
  quick: boolean;
  rendering: {
    pages: number;
    plain: { ok: number; pagesPerSecond: number };
    rendered?: { ok: number; pagesPerSecond: number; peakMemoryMb: number; textF1: number };
  };
  coldWarm: {
    cold: Array<{ correct: boolean; pageRequests: number }>;
    warm: Array<{ correct: boolean; pageRequests: number; otherRequests: number }>;
    coldMeanMs: number;
    warmMeanMs: number;
    warmPageRequests: number;
  };
  pdf: { pages: number; meanF1: number; minF1: number };
}

describe("bench:reach --quick", () => {
  it(
    "renders the client-side pages like their server-rendered twins, answers a warm site without a request, reads PDFs",
    async () => {
      const { figures } = await runQuickBench<QuickFigures>({ bench: "reach" });
      expect(figures.quick).toBe(true);
      const { rendering, coldWarm, pdf } = figures;
      expect(rendering.plain.ok).toBe(rendering.pages);
      if (findChromium({ configured: process.env.WEBSCOUT_CHROMIUM_PATH }) !== undefined) {
        expect(rendering.rendered?.ok).toBe(rendering.pages);
        expect(rendering.rendered?.textF1).toBeGreaterThanOrEqual(0.95);
      }
      // Cold questions crawl; warm ones are answered as well, from the store alone.
      expect(coldWarm.cold.every((run) => run.pageRequests > 0)).toBe(true);
      expect(coldWarm.warm.map((run) => run.correct)).toEqual(coldWarm.cold.map((run) => run.correct));
      expect(coldWarm.warmPageRequests).toBe(0);
      expect(coldWarm.warm.every((run) => run.otherRequests === 0)).toBe(true);
      expect(pdf.pages).toBeGreaterThan(0);
      expect(pdf.minF1).toBeGreaterThanOrEqual(0.95);
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
