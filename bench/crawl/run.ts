// bench:crawl — webscout's crawl against crawlee's CheerioCrawler on the same generated local site, each crawler in
// its own process: pages/second and peak RSS side by side. Usage: npm run bench:crawl -- [--pages 2000]
//   [--concurrency 16] [--only webscout|crawlee] [--profile] (writes a .cpuprofile of the webscout run)
//   [--quick] (100 pages: the few seconds `npm test` spends on it) [--json] (the figures as JSON on stdout)
import { type ChildProcess, fork } from "node:child_process";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compileBench } from "./compile-bench.js";
import { type RunnerReport, readFlag } from "./runner-metrics.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const quick = process.argv.includes("--quick");
const json = process.argv.includes("--json");
// Its own folder, so that the quick run inside `npm test` and a full run at the same time don't delete each other's.
const outDir = join(root, "bench", ".out", quick ? "crawl-quick" : "crawl");
const compiled = (name: string) => join(outDir, "bench", "crawl", `${name}.js`);

const QUICK_PAGES = 100;
const GOAL_SPEED_RATIO = 2;
const GOAL_MEMORY_RATIO = 0.5;
const MIN_COVERAGE = 0.95;

interface ServerStats {
  distinctPages: number;
  requests: number;
}

function positiveInteger(name: string, fallback: number): number {
  const text = readFlag(process.argv, name);
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

/** Resolves with the first IPC message of `type` from `child`; rejects if the child exits first. */
function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string }) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as T);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(
        new Error(`${child.spawnargs.slice(-4).join(" ")} exited with ${code} before sending "${type}"`),
      );
    };
    const cleanup = () => {
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}

async function startSiteServer(pages: number): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(compiled("site-server"), ["--pages", String(pages)], { stdio: "inherit" });
  const { port } = await nextMessage<{ port: number }>(child, "listening");
  return { child, port };
}

async function serverStats(server: ChildProcess): Promise<ServerStats> {
  const reply = nextMessage<ServerStats>(server, "stats");
  server.send({ type: "stats" });
  return reply;
}

/** Requests every page once from this process, so the server's code is warm before either crawler is timed. */
async function warmUp(port: number, pages: number): Promise<void> {
  const { pagePath } = await import("./site-server.js");
  const paths = Array.from({ length: Math.min(pages, 400) }, (_, index) => pagePath(index));
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const response = await fetch(`http://127.0.0.1:${port}${paths[next++]}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function runCrawler(
  name: "webscout-runner" | "crawlee-runner",
  options: { port: number; concurrency: number; server: ChildProcess; profile: boolean },
): Promise<{ report: RunnerReport; served: ServerStats }> {
  options.server.send({ type: "reset" });
  const execArgv = options.profile ? ["--cpu-prof", "--cpu-prof-dir", join(outDir, "profiles")] : [];
  const child = fork(
    compiled(name),
    ["--start-url", `http://127.0.0.1:${options.port}/`, "--concurrency", String(options.concurrency)],
    { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const { report } = await nextMessage<{ report: RunnerReport }>(child, "report");
  await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
  return { report, served: await serverStats(options.server) };
}

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join("   "),
    )
    .join("\n");
}

async function main(): Promise<number> {
  const pages = positiveInteger("pages", quick ? QUICK_PAGES : 2000);
  const concurrency = positiveInteger("concurrency", 16);
  const only = readFlag(process.argv, "only");
  const profile = process.argv.includes("--profile");

  process.stderr.write(`compiling to ${relative(root, outDir)} … `);
  compileBench({ root, outDir, folders: ["src", "bench/crawl"], exclude: ["src/ui"] });
  process.stderr.write(`done\nserving a generated site of ${pages} pages from its own process … `);
  const { child: server, port } = await startSiteServer(pages);
  process.stderr.write(`http://127.0.0.1:${port}/\n`);

  try {
    await warmUp(port, pages);
    const results: Array<{ report: RunnerReport; served: ServerStats }> = [];
    for (const name of ["webscout-runner", "crawlee-runner"] as const) {
      if (only && !name.startsWith(only)) continue;
      process.stderr.write(`crawling with ${name.replace("-runner", "")} (concurrency ${concurrency}) … `);
      const result = await runCrawler(name, {
        port,
        concurrency,
        server,
        profile: profile && name === "webscout-runner",
      });
      process.stderr.write(
        `${result.report.pagesOk} pages in ${(result.report.wallMs / 1000).toFixed(1)} s\n`,
      );
      results.push(result);
    }

    const rows = [["crawler", "pages ok", "served", "pages/s", "peak RSS MB"]];
    for (const { report, served } of results) {
      rows.push([
        report.crawler,
        `${report.pagesOk}/${pages}`,
        String(served.distinctPages),
        report.pagesPerSecond.toFixed(1),
        report.peakRssMb.toFixed(1),
      ]);
    }
    const [ours, theirs] = results.map((result) => result.report);
    let goalLine = "";
    let ratio: { speed: number; memory: number; goalMet: boolean } | undefined;
    if (ours && theirs) {
      const speed = ours.pagesPerSecond / theirs.pagesPerSecond;
      const memory = ours.peakRssMb / theirs.peakRssMb;
      rows.push(["ratio webscout / crawlee", "", "", `${speed.toFixed(2)}×`, `${memory.toFixed(2)}×`]);
      rows.push(["goal", "", "", `≥ ${GOAL_SPEED_RATIO}×`, `≤ ${GOAL_MEMORY_RATIO}×`]);
      const met = speed >= GOAL_SPEED_RATIO && memory <= GOAL_MEMORY_RATIO;
      ratio = { speed, memory, goalMet: met };
      // On the quick run's 100 pages start-up weighs more than on 2,000: its ratios are a smoke test, not the goal.
      goalLine = `goal ${met ? "met" : "NOT met"}${quick ? ` (quick run: ${pages} pages, indicative only)` : ""}: pages/s ${speed.toFixed(2)}× (≥ ${GOAL_SPEED_RATIO}×), peak RSS ${memory.toFixed(2)}× (≤ ${GOAL_MEMORY_RATIO}×)`;
    }
    if (json) {
      const figures = {
        date: new Date().toISOString(),
        quick,
        pages,
        concurrency,
        goals: { speedRatio: GOAL_SPEED_RATIO, memoryRatio: GOAL_MEMORY_RATIO, minCoverage: MIN_COVERAGE },
        runs: results.map(({ report, served }) => ({ ...report, served: served.distinctPages })),
        ...(ratio ? { ratio } : {}),
      };
      process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    } else {
      process.stdout.write(`\n${table(rows)}\n${goalLine ? `\n${goalLine}\n` : ""}`);
    }
    if (profile) process.stderr.write(`CPU profile of the webscout run: ${join(outDir, "profiles")}\n`);

    const short = results.filter(
      ({ report, served }) =>
        report.pagesOk < pages * MIN_COVERAGE || served.distinctPages < pages * MIN_COVERAGE,
    );
    for (const { report } of short) {
      process.stderr.write(
        `${report.crawler} visited fewer than ${MIN_COVERAGE * 100}% of the ${pages} pages\n`,
      );
    }
    return short.length > 0 ? 1 : 0;
  } finally {
    server.disconnect();
  }
}

process.exitCode = await main();
