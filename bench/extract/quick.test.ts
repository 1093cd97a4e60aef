// Runs `bench:extract --quick` as a child process, so `npm test` catches a benchmark that no longer runs and
// an extractor that falls apart on real pages (the full run and its goals are in docs/benchmarks.md).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { DEFAULT_DATA_DIR } from "./dataset.js";
import { DEFAULT_WCXB_DIR } from "./wcxb-dataset.js";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const hasData = existsSync(DEFAULT_DATA_DIR) && existsSync(DEFAULT_WCXB_DIR);
if (!hasData) {
  console.warn(
    `bench/extract/quick.test.ts skipped: no benchmark data in ${DEFAULT_DATA_DIR} or ${DEFAULT_WCXB_DIR}`,
  );
}

interface QuickFigures {
  quick: boolean;
  pages: number;
  systems: Array<{ name: string; score: { f1: number } }>;
  wcxb: {
    pages: number;
    systems: Array<{ name: string; overall: { pages: number; wordF1: number; shingleF1: number } }>;
  };
}

describe.skipIf(!hasData)("bench:extract --quick", () => {
  it("scores both sets side by side with readability and ours stays above a low floor", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "bench/extract/run.ts", "--quick", "--json"],
      { cwd: projectDir, maxBuffer: 16 * 1024 * 1024 },
    );
    const figures = JSON.parse(stdout) as QuickFigures;
    expect(figures.quick).toBe(true);
    expect(figures.pages).toBeGreaterThan(0);
    expect(figures.wcxb.pages).toBeGreaterThan(0);
    expect(figures.systems.map((system) => system.name)).toEqual(["webscout", "readability (linkedom)"]);
    for (const system of figures.systems) expect(system.score.f1).toBeGreaterThanOrEqual(0);
    for (const system of figures.wcxb.systems) {
      expect(system.overall.pages).toBe(figures.wcxb.pages);
      for (const value of [system.overall.wordF1, system.overall.shingleF1]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
    const [ours] = figures.systems;
    const [wcxbOurs] = figures.wcxb.systems;
    expect(ours?.score.f1).toBeGreaterThan(0.9);
    expect(wcxbOurs?.overall.wordF1).toBeGreaterThan(0.6);
  }, 120_000);
});
