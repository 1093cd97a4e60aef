// bench:agent --quick (six questions, sites of 10 and 20 pages) must keep running: the offline engine answers and
// refuses, and our prompts stay below the seed design's, measured in the same run.
import { describe, expect, it } from "vitest";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";
import type { OfflineSummary, QuestionOutcome } from "./offline-run.js";
import type { TokenSizeResult } from "./token-run.js";

interface AgentFigures {
  quick: boolean;
  goals: { medianPages: number; maxPromptTokens: number };
  answers: { summary: OfflineSummary; questions: QuestionOutcome[] };
  tokens: { sizes: Omit<TokenSizeResult, "calls">[] };
}

describe("bench:agent --quick", () => {
  it(
    "answers, refuses and keeps prompts bounded on the quick set",
    async () => {
      const { figures } = await runQuickBench<AgentFigures>({ bench: "agent" });
      expect(figures.quick).toBe(true);

      const { summary, questions } = figures.answers;
      expect(questions).toHaveLength(6);
      expect(summary.offTopic).toBe(2);
      expect(summary.offTopicRefused).toBe(summary.offTopic);
      // One miss among four answerable questions would already be a regression of the engine, not noise: it is
      // deterministic. Allow it anyway, so that this test watches the bench run, not the tuning.
      expect(summary.answerableCorrect).toBeGreaterThanOrEqual(summary.answerable - 1);
      expect(summary.medianPagesRead).toBeGreaterThan(0);
      expect(summary.medianPagesRead).toBeLessThanOrEqual(figures.goals.medianPages);

      const sizes = figures.tokens.sizes;
      expect(sizes.map((size) => size.sitePages)).toEqual([10, 20]);
      for (const size of sizes) {
        expect(size.pagesRead).toBe(size.sitePages);
        expect(size.ours.max).toBeGreaterThan(0);
        expect(size.ours.max).toBeLessThanOrEqual(figures.goals.maxPromptTokens);
      }
      // The baseline (every page in the prompt) grows with the pages read; ours stays well below it.
      const largest = sizes.at(-1);
      expect(largest?.seed.max).toBeGreaterThan(2 * (largest?.ours.max ?? 0));
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
