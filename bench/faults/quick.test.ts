// Runs `bench:faults --quick` as a child process, so `npm test` catches a benchmark that no longer runs or a
// server that stops answering /health while it reads a hostile page (the full run is in docs/benchmarks.md).
import { describe, expect, it } from "vitest";
import { ensureCliBuilt } from "#test/helpers/built-cli.js";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";

interface QuickFigures {
  quick: boolean;
  depths: Array<{ depth: number; oursMs: number; baselineParseMs?: number }>;
  health: { samples: number; maxMs: number; chatStatus: number };
  queue: { questions: number; samples: number; statuses: Record<string, number> };
}

describe("bench:faults --quick", () => {
  it(
    "times nested pages, and /health while the server reads one and while it queues questions",
    async () => {
      await ensureCliBuilt();
      const { figures } = await runQuickBench<QuickFigures>({ bench: "faults" });
      expect(figures.quick).toBe(true);
      expect(figures.depths.map((row) => row.depth)).toEqual([10_000, 40_000]);
      for (const row of figures.depths) expect(row.oursMs).toBeGreaterThanOrEqual(0);
      expect(figures.health.chatStatus).toBe(200);
      expect(figures.health.samples).toBeGreaterThan(0);
      expect(figures.health.maxMs).toBeLessThan(2_000);
      // Every queued question is answered (none refused by the rate limit or dropped), and /health was timed meanwhile.
      expect(figures.queue.statuses).toEqual({ 200: figures.queue.questions });
      expect(figures.queue.samples).toBeGreaterThan(0);
    },
    QUICK_BENCH_TEST_TIMEOUT_MS + 180_000,
  );
});
