// Runs `bench:markdown --quick` as a child process, so `npm test` catches a benchmark that no longer runs and
// Markdown that rots: the hand-made pages (always there) and a slice of both sets (when ../shared is there) must
// parse back with no page text read as syntax and no structure fault (the full run is in docs/benchmarks.md).
import { describe, expect, it } from "vitest";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";
import type { MarkdownTally } from "./markdown-tally.js";

interface QuickFigures {
  quick: boolean;
  sets: Partial<Record<"wcxb" | "article" | "hand" | "all", MarkdownTally>>;
}

describe("bench:markdown --quick", () => {
  it(
    "parses the hand-made pages and a slice of both sets back with no syntax leak or structure fault",
    async () => {
      const { figures } = await runQuickBench<QuickFigures>({ bench: "markdown" });
      expect(figures.quick).toBe(true);
      const { hand, all } = figures.sets;
      expect(hand?.pages).toBeGreaterThanOrEqual(4);
      expect(hand?.wordsDiffer).toEqual([]);
      expect(all?.syntax).toEqual([]);
      expect(all?.structure).toEqual([]);
      // Pages whose words differ are traced in docs/benchmarks.md (14 of 1,678): at most 1 in 20 of a slice.
      for (const set of ["wcxb", "article"] as const) {
        const tally = figures.sets[set];
        if (tally) expect(tally.wordsDiffer.length).toBeLessThanOrEqual(Math.ceil(tally.pages / 20));
      }
      expect(all?.textCpuMs).toBeGreaterThan(0);
      expect(all?.markdownCpuMs).toBeGreaterThan(0);
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
