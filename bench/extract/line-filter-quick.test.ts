// Runs `train-line-filter.ts --quick` as a child process, so `npm test` catches a training and evaluation script
// that no longer runs (the full run and its result are in docs/benchmarks.md, issue 12's learned line filter).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { DEFAULT_DATA_DIR } from "./dataset.js";
import { DEFAULT_WCXB_DIR, PAGE_KINDS } from "./wcxb-dataset.js";

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const hasData = existsSync(DEFAULT_DATA_DIR) && existsSync(DEFAULT_WCXB_DIR);
if (!hasData) {
  console.warn(
    `bench/extract/line-filter-quick.test.ts skipped: no benchmark data in ${DEFAULT_DATA_DIR} or ${DEFAULT_WCXB_DIR}`,
  );
}

interface Figure {
  pages: number;
  unfiltered: number;
  filtered: number;
}

interface QuickFigures {
  quick: boolean;
  folds: number;
  kinds: Record<string, Figure>;
  article: Figure;
}

describe.skipIf(!hasData)("train-line-filter --quick", () => {
  it("cross-validates the filter grouped by domain and scores every kind and the article benchmark", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "bench/extract/train-line-filter.ts", "--quick", "--json"],
      { cwd: projectDir, maxBuffer: 16 * 1024 * 1024 },
    );
    const figures = JSON.parse(stdout) as QuickFigures;
    expect(figures.quick).toBe(true);
    expect(figures.folds).toBe(2);
    expect(Object.keys(figures.kinds).sort()).toEqual([...PAGE_KINDS, "all"].sort());
    for (const figure of [...Object.values(figures.kinds), figures.article]) {
      expect(figure.pages).toBeGreaterThan(0);
      for (const value of [figure.unfiltered, figure.filtered]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
    }
    // Our unfiltered output scores as the extraction benchmark's quick mode expects of it.
    expect(figures.kinds.all?.unfiltered).toBeGreaterThan(0.6);
    expect(figures.article.unfiltered).toBeGreaterThan(0.9);
  }, 120_000);
});
