// bench:crawl --quick (100 pages) must keep running: both crawlers read the whole site, and the ratio to crawlee
// is measured in the same run.
import { describe, expect, it } from "vitest";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";
import type { RunnerReport } from "./runner-metrics.js";

interface CrawlFigures {
  quick: boolean;
  pages: number;
  runs: Array<RunnerReport & { served: number }>;
  ratio?: { speed: number; memory: number };
}

describe("bench:crawl --quick", () => {
  it(
    "crawls the generated site with webscout and with crawlee, every page, in sane time and memory",
    async () => {
      const { figures } = await runQuickBench<CrawlFigures>({ bench: "crawl" });
      expect(figures.quick).toBe(true);
      expect(figures.pages).toBe(100);
      expect(figures.runs.map((run) => run.crawler)).toEqual([
        "webscout crawlSite",
        "crawlee CheerioCrawler",
      ]);
      for (const run of figures.runs) {
        expect(run.pagesOk).toBe(figures.pages);
        expect(run.pagesOther).toBe(0);
        expect(run.served).toBe(figures.pages);
        expect(run.pagesPerSecond).toBeGreaterThan(0);
        expect(run.peakRssMb).toBeGreaterThan(30);
        expect(run.peakRssMb).toBeLessThan(1024);
      }
      expect(figures.ratio?.speed).toBeGreaterThan(0);
      expect(figures.ratio?.memory).toBeGreaterThan(0);
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
