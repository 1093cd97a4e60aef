// bench:server — the built server (`webscout serve --demo`, offline engine) in a child process, loaded by
// autocannon from another process on POST /chat at rising concurrency, with the server's RSS sampled
// throughout; the same server under GET /health as the baseline (the HTTP stack without the agent); then one
// short step at the default rate limit to show the deliberate 429s.
// Usage: npm run build && npm run bench:server -- [--duration 15] [--concurrency 1,4,16,64] [--warm-up 10]
//   [--limited-duration 8] [--json] (the figures as JSON on stdout)
//   [--quick] (12 questions at 4 connections, 1 s of /health, 32 questions at the limit, no warm-up load: the
//   few seconds `npm test` spends on it; counts of requests rather than durations, so a slow machine still
//   gets answers to measure)
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { LoadStepResult } from "./load.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin", "webscout.js");
const loadScript = join(root, "bench", "server", "load.ts");
const DEFAULT_CONCURRENCY = [1, 4, 16, 64];
// One conversation of three questions per connection; at the limit, 20 questions answered, then deliberate 429s.
const QUICK = { amount: 12, duration: 1, concurrency: [4], warmUp: 0, limitedAmount: 32 };

const quick = process.argv.includes("--quick");
const json = process.argv.includes("--json");

function numberFlag(name: string, fallback: number, options: { allowZero?: boolean } = {}): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  const ok = Number.isFinite(value) && (value > 0 || (options.allowZero === true && value === 0));
  if (!ok) throw new Error(`--${name} must be a positive number${options.allowZero ? " or 0" : ""}`);
  return value;
}

interface Server {
  child: ChildProcess;
  url: string;
}

function startServer(dataDir: string, extraArgs: string[]): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [bin, "serve", "--demo", "--port", "0", "--data-dir", dataDir, "--llm", "offline", ...extraArgs],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WEBSCOUT_ADMIN_TOKEN: "" } },
    );
    let output = "";
    const onData = (chunk: string) => {
      output += chunk;
      const url = /listening on (http:\/\/[^ ]+\/)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.setEncoding("utf8").on("data", onData);
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

/** Resident set size of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** Samples a process's RSS every 200 ms; `peak()` is the highest since the last reset, `timeline` one every 5 s. */
function rssSampler(pid: number) {
  let peak = rssMiB(pid);
  const timeline: number[] = [peak];
  let ticks = 0;
  const timer = setInterval(() => {
    try {
      const now = rssMiB(pid);
      peak = Math.max(peak, now);
      if (++ticks % 25 === 0) timeline.push(now);
    } catch {}
  }, 200);
  return {
    timeline,
    peak: () => peak,
    reset: () => {
      peak = rssMiB(pid);
    },
    stop: () => clearInterval(timer),
  };
}

interface LoadStep {
  url: string;
  connections: number;
  /** Seconds of load, unless `amount` is given. */
  duration: number;
  /** Requests to make, however long they take. */
  amount?: number;
  target?: "chat" | "health";
}

function runLoad(step: LoadStep): Promise<LoadStepResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        loadScript,
        "--url",
        step.url,
        "--connections",
        String(step.connections),
        "--duration",
        String(step.duration),
        "--target",
        step.target ?? "chat",
        ...(step.amount === undefined ? [] : ["--amount", String(step.amount)]),
      ],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("exit", (code) => {
      const line = output.trim().split("\n").at(-1) ?? "";
      if (code === 0 && line.startsWith("{")) resolve(JSON.parse(line) as LoadStepResult);
      else reject(new Error(`the load step exited with ${code}: ${output}`));
    });
  });
}

async function warmUp(url: string): Promise<void> {
  // The first question crawls the demo; later ones read its pages from the store, as a running bot would.
  const response = await fetch(`${url}chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ question: "What is the return policy?" }),
  });
  if (response.status !== 200) throw new Error(`warm-up failed: ${response.status} ${await response.text()}`);
}

interface Row extends LoadStepResult {
  label: string;
  peakRssMiB: number;
}

function table(rows: Row[]): string {
  const header =
    "| step | connections | requests | req/s | p50 ms | p99 ms | non-2xx: 429 | non-2xx: other | errors | peak RSS MiB |";
  const lines = rows.map(
    (row) =>
      `| ${row.label} | ${row.connections} | ${row.requests} | ${row.requestsPerSecond.toFixed(1)} | ${row.p50Ms} | ${row.p99Ms} | ${row.status429} | ${row.non2xx - row.status429} | ${row.errors} | ${row.peakRssMiB.toFixed(0)} |`,
  );
  return [header, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|", ...lines].join("\n");
}

async function main(): Promise<void> {
  if (!existsSync(join(root, "dist", "server", "main.js"))) {
    throw new Error("the server is not built: run `npm run build` first");
  }
  const duration = numberFlag("duration", quick ? QUICK.duration : 15);
  const concurrencyIndex = process.argv.indexOf("--concurrency");
  const CONCURRENCY =
    concurrencyIndex >= 0
      ? (process.argv[concurrencyIndex + 1] ?? "").split(",").map(Number)
      : quick
        ? QUICK.concurrency
        : DEFAULT_CONCURRENCY;
  if (CONCURRENCY.some((value) => !Number.isInteger(value) || value < 1)) {
    throw new Error("--concurrency takes a comma-separated list of positive integers, e.g. 1,4,16,64");
  }
  const limitedDuration = numberFlag("limited-duration", 8);
  // --quick counts requests instead of seconds in the question steps; the /health baseline stays timed.
  const amount = quick ? QUICK.amount : undefined;
  const limitedAmount = quick ? QUICK.limitedAmount : undefined;
  const describe = (seconds: number, requests: number | undefined) =>
    requests === undefined ? `for ${seconds} s` : `for ${requests} requests`;
  const warmUpDuration = numberFlag("warm-up", quick ? QUICK.warmUp : 10, { allowZero: true });
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-bench-server-"));
  const rows: Row[] = [];
  let rssStart = 0;
  let rssEnd = 0;
  let timeline: number[] = [];
  try {
    // Throughput steps: the rate limit raised so that it does not decide the figures.
    const server = await startServer(dataDir, ["--rate-limit", "1000000000"]);
    const pid = server.child.pid as number;
    try {
      await warmUp(server.url);
      // A few seconds at the highest concurrency first, so that "start" is the heap at its working size (JIT,
      // caches, as many runs in flight as the steps will have), not an idle process.
      const busiest = Math.max(...CONCURRENCY);
      if (warmUpDuration > 0) {
        process.stderr.write(`warm-up: ${busiest} connections for ${warmUpDuration} s…\n`);
        await runLoad({ url: server.url, connections: busiest, duration: warmUpDuration });
      }
      rssStart = rssMiB(pid);
      const sampler = rssSampler(pid);
      for (const connections of CONCURRENCY) {
        sampler.reset();
        process.stderr.write(`load: ${connections} connection(s) ${describe(duration, amount)}…\n`);
        const result = await runLoad({ url: server.url, connections, duration, amount });
        rows.push({ ...result, label: "throughput", peakRssMiB: sampler.peak() });
      }
      timeline = [...sampler.timeline];
      rssEnd = rssMiB(pid);
      sampler.reset();
      process.stderr.write(`baseline: GET /health, ${busiest} connection(s) for ${duration} s…\n`);
      const baseline = await runLoad({ url: server.url, connections: busiest, duration, target: "health" });
      rows.push({ ...baseline, label: "baseline: GET /health", peakRssMiB: sampler.peak() });
      sampler.stop();
    } finally {
      await stopServer(server);
    }

    // The default limit (20 questions a minute per client): the excess gets deliberate 429s.
    const limited = await startServer(dataDir, []);
    try {
      const sampler = rssSampler(limited.child.pid as number);
      process.stderr.write(
        `load: default rate limit, 16 connections ${describe(limitedDuration, limitedAmount)}…\n`,
      );
      const result = await runLoad({
        url: limited.url,
        connections: 16,
        duration: limitedDuration,
        amount: limitedAmount,
      });
      rows.push({ ...result, label: "default limit", peakRssMiB: sampler.peak() });
      sampler.stop();
    } finally {
      await stopServer(limited);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const total = rows.filter((row) => row.label === "throughput");
  const unexpected = total.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  if (json) {
    const figures = {
      date: new Date().toISOString(),
      quick,
      steps: rows,
      rssAfterWarmUpMiB: Math.round(rssStart),
      rssEndMiB: Math.round(rssEnd),
      rssEvery5sMiB: timeline.map(Math.round),
      unexpectedErrors: unexpected,
    };
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    return;
  }
  process.stdout.write(`\n${table(rows)}\n\n`);
  process.stdout.write(
    `RSS after the warm-up ${rssStart.toFixed(0)} MiB, after ${total.reduce((sum, row) => sum + row.durationSeconds, 0).toFixed(0)} s of load ${rssEnd.toFixed(0)} MiB; ` +
      `errors other than deliberate 429s in the throughput steps: ${unexpected}\n`,
  );
  process.stdout.write(`RSS every 5 s (MiB): ${timeline.map((value) => value.toFixed(0)).join(" ")}\n`);
  process.stdout.write(
    `mix: ${total.reduce((sum, row) => sum + row.newSessions, 0)} new sessions, ${total.reduce((sum, row) => sum + row.followUps, 0)} follow-ups\n`,
  );
}

await main();
