// Runs one benchmark's --quick mode the way `npm test` does: `node --import tsx bench/<name>/run.ts --quick
// --json` in its own process, so a benchmark that no longer starts, crashes or prints no figures fails the tests.
import { runProcess } from "#test/helpers/run-process.js";

/** How long a quick run may take before it is killed: a loaded 2-core CI machine, not the seconds it needs. */
const RUN_TIMEOUT_MS = 150_000;
/** The vitest timeout for a test that awaits one quick run. */
export const QUICK_BENCH_TEST_TIMEOUT_MS = RUN_TIMEOUT_MS + 10_000;

export interface QuickBenchRun<T> {
  /** The JSON object the benchmark printed on stdout. */
  figures: T;
  /** Its progress lines, for a failing test's message. */
  stderr: string;
}

export async function runQuickBench<T>(options: {
  /** The folder under bench/. */
  bench: "crawl" | "agent" | "server" | "events" | "faults" | "interfaces" | "reach" | "markdown";
  /** Extra arguments after `--quick --json`. */
  args?: string[];
}): Promise<QuickBenchRun<T>> {
  const args = [
    "--import",
    "tsx",
    `bench/${options.bench}/run.ts`,
    "--quick",
    "--json",
    ...(options.args ?? []),
  ];
  const { code, signal, stdout, stderr } = await runProcess({
    command: process.execPath,
    args,
    timeoutMs: RUN_TIMEOUT_MS,
  });
  // Child processes of the bench (site servers, crawlers) may print before the figures: take the last object.
  const start = stdout.startsWith("{") ? 0 : stdout.lastIndexOf("\n{") + 1;
  try {
    if (code !== 0) throw new Error(`exited with ${signal ?? code}`);
    return { figures: JSON.parse(stdout.slice(start)) as T, stderr };
  } catch (error) {
    throw new Error(`bench:${options.bench} --quick: ${(error as Error).message}\n${stderr}\n${stdout}`);
  }
}
