// bench:server --quick must keep running against the built server: questions answered under load without
// errors, the /health baseline measured in the same run, and the default rate limit answering 429s.
import { describe, expect, it } from "vitest";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";
import type { LoadStepResult } from "./load.js";

interface ServerFigures {
  quick: boolean;
  steps: Array<LoadStepResult & { label: string; peakRssMiB: number }>;
  unexpectedErrors: number;
}

describe("bench:server --quick", () => {
  it(
    "answers every question under load, measures the baseline and hits the rate limit",
    async () => {
      const { figures } = await runQuickBench<ServerFigures>({ bench: "server" });
      expect(figures.quick).toBe(true);
      const step = (label: string) => {
        const found = figures.steps.find((row) => row.label === label);
        if (!found) throw new Error(`no "${label}" step in ${JSON.stringify(figures.steps)}`);
        return found;
      };

      const throughput = step("throughput");
      expect(throughput.requests).toBe(12);
      expect(throughput.non2xx + throughput.errors).toBe(0);
      expect(throughput.newSessions).toBeGreaterThan(0);
      expect(throughput.followUps).toBeGreaterThan(0);
      expect(throughput.requestsPerSecond).toBeGreaterThan(0);
      expect(throughput.peakRssMiB).toBeGreaterThan(30);
      expect(throughput.peakRssMiB).toBeLessThan(1024);
      expect(figures.unexpectedErrors).toBe(0);

      // A question costs the agent's work; /health only the HTTP stack's.
      const baseline = step("baseline: GET /health");
      expect(baseline.non2xx + baseline.errors).toBe(0);
      expect(baseline.requestsPerSecond).toBeGreaterThan(throughput.requestsPerSecond);

      // 20 questions a minute per client: of 32, the excess is refused with 429 and nothing else fails.
      const limited = step("default limit");
      expect(limited.requests).toBe(32);
      expect(limited.status429).toBeGreaterThan(0);
      expect(limited.non2xx).toBe(limited.status429);
      expect(limited.errors).toBe(0);
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
