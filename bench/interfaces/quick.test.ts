// bench:interfaces --quick must keep running: every interface answers every question and reports its times.
import { describe, expect, it } from "vitest";
import { QUICK_BENCH_TEST_TIMEOUT_MS, runQuickBench } from "../run-quick-bench.js";

interface InterfaceFigures {
  quick: boolean;
  rows: Array<{
    engine: string;
    interface: string;
    questions: number;
    answered: number;
    firstTextP50Ms: number;
    doneP50Ms: number;
    firstProgressP50Ms?: number;
  }>;
}

describe("bench:interfaces --quick", () => {
  it(
    "measures the first answer text through /chat, /v1/chat/completions, /mcp and stdio",
    async () => {
      const { figures, stderr } = await runQuickBench<InterfaceFigures>({ bench: "interfaces" });
      expect(figures.quick).toBe(true);
      const interfaces = [
        "POST /chat (SSE)",
        "POST /v1/chat/completions (stream)",
        "MCP /mcp (HTTP)",
        "MCP stdio",
      ];
      expect(figures.rows.map((row) => `${row.engine}: ${row.interface}`)).toEqual([
        ...interfaces.map((name) => `offline: ${name}`),
        ...interfaces.map((name) => `fake LLM: ${name}`),
      ]);
      for (const row of figures.rows) {
        expect(row.answered, `${row.engine}: ${row.interface}\n${stderr}`).toBe(row.questions);
        expect(row.questions).toBe(row.engine === "offline" ? 2 : 1);
        expect(row.firstTextP50Ms).toBeGreaterThan(0);
        expect(row.doneP50Ms).toBeGreaterThanOrEqual(row.firstTextP50Ms);
      }
      // MCP reports progress while the question is answered.
      for (const row of figures.rows.filter((entry) => entry.interface.startsWith("MCP"))) {
        expect(row.firstProgressP50Ms).toBeGreaterThan(0);
      }
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
