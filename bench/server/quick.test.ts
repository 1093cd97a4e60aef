// bench:server --quick must keep running against the built server: questions answered under load without
// errors, over SQLite and (in the run's test cluster, where it started) over Postgres, the /health baseline
// measured in the same run, and the default rate limit answering 429s.
import { describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";
import type { LoadStepResult } from "./load.js";

interface ServerFigures {
  quick: boolean;
  setups: string[];
  notes: string[];
  steps: Array<
    LoadStepResult & {
      label: string;
      setup: string;
      peakRssMiB: number;
      replicaCores: number;
      modelCalls: number;
    }
  >;
  engine: string;
  ratios: Array<{ connections: number; postgresOverSqlite?: number }>;
  unexpectedErrors: number;
}

const postgres = usePostgresDatabase();

describe("bench:server --quick", () => {
  it(
    "answers every question under load, measures the baseline and hits the rate limit",
    async () => {
      // Over Postgres in this run's test database; without a cluster, SQLite only (the skip says why).
      const args = postgres.available
        ? ["--database", "sqlite,postgres", "--database-url", postgres.url()]
        : ["--database", "sqlite"];
      const { figures } = await runQuickBench<ServerFigures>({ bench: "server", args });
      expect(figures.quick).toBe(true);
      const expected = postgres.available ? ["sqlite ×1", "postgres ×1"] : ["sqlite ×1"];
      expect(figures.setups).toEqual(expected);
      const step = (label: string, setup = "sqlite ×1") => {
        const found = figures.steps.find((row) => row.label === label && row.setup.startsWith(setup));
        if (!found) throw new Error(`no "${label}" step for ${setup} in ${JSON.stringify(figures.steps)}`);
        return found;
      };

      for (const setup of expected) {
        const throughput = step("throughput", setup);
        expect(throughput.requests).toBe(12);
        expect(throughput.non2xx + throughput.errors).toBe(0);
        expect(throughput.newSessions).toBeGreaterThan(0);
        expect(throughput.followUps).toBeGreaterThan(0);
        expect(throughput.requestsPerSecond).toBeGreaterThan(0);
        expect(throughput.replicaCores).toBeGreaterThan(0);
        expect(throughput.peakRssMiB).toBeGreaterThan(30);
        expect(throughput.peakRssMiB).toBeLessThan(1024);
      }
      expect(figures.unexpectedErrors).toBe(0);
      if (postgres.available) expect(figures.ratios[0]?.postgresOverSqlite).toBeGreaterThan(0);
      const throughput = step("throughput");

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

  it(
    "--engine llm-latency answers every question through the fake model, two replicas over Postgres",
    async () => {
      // 20 ms a model call keeps the quick run short; the two replicas share one database (their shared run slots
      // given 8 × 2). Without a cluster, one replica over SQLite.
      const args = [
        "--engine",
        "llm-latency",
        "--llm-latency-ms",
        "20",
        ...(postgres.available
          ? ["--database", "postgres", "--replicas", "2", "--database-url", postgres.url()]
          : ["--database", "sqlite"]),
      ];
      const { figures } = await runQuickBench<ServerFigures>({ bench: "server", args });
      expect(figures.engine).toBe("llm-latency");
      const expected = postgres.available ? ["postgres ×2"] : ["sqlite ×1"];
      expect(figures.setups).toEqual(expected);
      for (const setup of expected) {
        const throughput = figures.steps.find((row) => row.label === "throughput" && row.setup === setup);
        expect(throughput?.requests).toBe(12);
        expect((throughput?.non2xx ?? 1) + (throughput?.errors ?? 1)).toBe(0);
        // Every question went to the model (a decision, then the draft), none answered offline.
        expect(throughput?.modelCalls).toBeGreaterThanOrEqual(2 * 12);
      }
      expect(figures.unexpectedErrors).toBe(0);
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
