// bench:server — the built server (`webscout serve --demo`, offline engine) as child processes, loaded by
// autocannon from another process on POST /chat at rising concurrency, with the servers' RSS sampled
// throughout; the first setup under GET /health as the baseline (the HTTP stack without the agent); then one
// short step at the default rate limit to show the deliberate 429s.
// Scale-out (issue 10): every asked combination of --replicas and --database (SQLite only with 1 replica)
// starts its replicas on one fresh database behind an in-process round-robin proxy (round-robin-proxy.ts) and
// takes the same load; the table puts them side by side, with whose CPU each step spent.
// Usage: npm run build && npm run bench:server -- [--duration 15] [--concurrency 1,4,16,64] [--warm-up 10]
//   [--limited-duration 8] [--json] (the figures as JSON on stdout)
//   [--replicas 1,2] [--database sqlite,postgres] (default 1 and sqlite; --quick: sqlite,postgres)
//   [--database-url postgres://…] (an existing database for the Postgres setups, instead of the throwaway
//   cluster the bench starts with test/helpers/postgres-cluster.ts; it is not emptied between setups)
//   [--quick] (12 questions at 4 connections, 1 s of /health, 32 questions at the limit, no warm-up load: the
//   few seconds `npm test` spends on it; counts of requests rather than durations, so a slow machine still
//   gets answers to measure)
//   [--engine offline|llm-latency] (offline, the default: the CPU-bound offline engine; llm-latency: the replicas
//   answer through a local fake OpenAI-compatible model, test/helpers/fake-openai-server.ts, in the bench process,
//   that waits --llm-latency-ms (default 1000) before each reply, as a hosted model does: latency-bound, like
//   production, so a replica's throughput is its run slots ÷ the time a question takes)
//   [--max-concurrent 8] (questions at once per replica: a setup of N replicas over Postgres gets
//   `--max-concurrent 8×N`, since over Postgres that flag is the bound across every replica)
//   [--replica-cpus 1] (start the replicas under `taskset -c 1`; run the bench itself under `taskset -c 0` so
//   that the load generator, the proxy, the fake model and the bench's Postgres cluster keep to the other core)
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "#test/helpers/fake-openai-server.js";
import {
  type PostgresCluster,
  PostgresUnavailableError,
  startPostgresCluster,
} from "#test/helpers/postgres-cluster.js";
import type { LoadStepResult } from "./load.js";
import { cpuSeconds, machineTicks, postgresCpuSeconds } from "./process-cpu.js";
import { startRoundRobinProxy } from "./round-robin-proxy.js";

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

interface ServerOptions {
  dataDir: string;
  /** The --llm value. Default offline. */
  llm?: string;
  /** Run the server under `taskset -c cpus`. */
  cpus?: string;
  args?: string[];
}

function startServer(options: ServerOptions): Promise<Server> {
  // Each replica serves its own copy of the demo sites (on ports of its own).
  const { dataDir, llm = "offline", cpus, args = [] } = options;
  const command = [
    process.execPath,
    bin,
    "serve",
    "--demo",
    "--port",
    "0",
    "--data-dir",
    dataDir,
    "--llm",
    llm,
    ...args,
  ];
  if (cpus !== undefined) command.unshift("taskset", "-c", cpus);
  return new Promise((resolve, reject) => {
    const child = spawn(command[0] as string, command.slice(1), {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WEBSCOUT_ADMIN_TOKEN: "" },
    });
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

async function warmUp(url: string, questions: number): Promise<void> {
  // The first question crawls the demo; later ones read its pages from the store, as a running bot would. Through
  // the proxy, one question per replica, so each crawls its own demo before the load.
  for (let index = 0; index < questions; index++) {
    const response = await fetch(`${url}chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: "What is the return policy?" }),
    });
    if (response.status !== 200)
      throw new Error(`warm-up failed: ${response.status} ${await response.text()}`);
  }
}

type Database = "sqlite" | "postgres";

interface Setup {
  database: Database;
  replicas: number;
}

const setupName = (setup: Setup) => `${setup.database} ×${setup.replicas}`;

interface Row extends LoadStepResult {
  label: string;
  /** "sqlite ×1", "postgres ×2", …: the database and how many replicas answered. */
  setup: string;
  database: Database;
  replicas: number;
  /** The highest sum of the replicas' RSS during the step. */
  peakRssMiB: number;
  /**
   * Cores used on average during the step by the replicas, the load generator, the bench process (the proxy and,
   * with --engine llm-latency, the fake model) and Postgres (0 for SQLite).
   */
  replicaCores: number;
  loadCores: number;
  benchCores: number;
  postgresCores: number;
  /** Calls the fake model answered during the step (--engine llm-latency; 0 offline). */
  modelCalls: number;
  /** The whole machine's busy share during the step (other work on it included), 0–1. */
  machineBusy: number;
}

function listFlag<T extends string | number>(name: string, fallback: T[], parse: (value: string) => T): T[] {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  return (process.argv[index + 1] ?? "").split(",").map((value) => parse(value.trim()));
}

function stringFlag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function table(rows: Row[]): string {
  const header =
    "| setup | step | connections | requests | q/s | ×1 replica | p50 ms | p99 ms | non-2xx: 429 | non-2xx: other | errors | peak RSS MiB | cores: replicas / load / proxy+model / postgres | CPU ms per request: replicas + postgres | model calls per request | machine busy |";
  const oneReplica = (row: Row) =>
    rows.find(
      (other) =>
        other.label === row.label &&
        other.database === row.database &&
        other.replicas === 1 &&
        other.connections === row.connections,
    );
  const lines = rows.map((row) => {
    const base = oneReplica(row);
    // Cores × seconds ÷ requests: what one request cost the servers, whoever else shared the machine.
    const perRequest = (cores: number) =>
      ((cores * row.durationSeconds * 1000) / Math.max(1, row.requests)).toFixed(1);
    const ratio =
      base && row.replicas > 1 ? `${(row.requestsPerSecond / base.requestsPerSecond).toFixed(2)}×` : "";
    return `| ${row.setup} | ${row.label} | ${row.connections} | ${row.requests} | ${row.requestsPerSecond.toFixed(1)} | ${ratio} | ${row.p50Ms} | ${row.p99Ms} | ${row.status429} | ${row.non2xx - row.status429} | ${row.errors} | ${row.peakRssMiB.toFixed(0)} | ${row.replicaCores.toFixed(2)} / ${row.loadCores.toFixed(2)} / ${row.benchCores.toFixed(2)} / ${row.postgresCores.toFixed(2)} | ${perRequest(row.replicaCores)} + ${perRequest(row.postgresCores)} | ${(row.modelCalls / Math.max(1, row.requests)).toFixed(2)} | ${(row.machineBusy * 100).toFixed(0)}% |`;
  });
  return [
    header,
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|",
    ...lines,
  ].join("\n");
}

/** Where the Postgres setups get their databases: a given URL, or a fresh one each in the bench's own cluster. */
interface PostgresSource {
  database(): Promise<string>;
  /** The local cluster's port, to count its CPU; undefined when it is not this machine's. */
  port?: number;
  close(): Promise<void>;
}

async function postgresSource(url: string | undefined): Promise<PostgresSource> {
  if (url) {
    const parsed = new URL(url);
    const local = ["127.0.0.1", "localhost", "::1", "[::1]"].includes(parsed.hostname);
    return {
      database: async () => url,
      port: local ? Number(parsed.port || 5432) : undefined,
      close: async () => undefined,
    };
  }
  const cluster: PostgresCluster = await startPostgresCluster();
  let count = 0;
  return {
    async database() {
      const name = `webscout_bench_${++count}`;
      const client = new pg.Client({ connectionString: cluster.adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return cluster.adminUrl.replace(/\/postgres$/, `/${name}`);
    },
    port: Number(new URL(cluster.adminUrl).port),
    close: () => cluster.stop(),
  };
}

async function main(): Promise<void> {
  if (!existsSync(join(root, "dist", "server", "main.js"))) {
    throw new Error("the server is not built: run `npm run build` first");
  }
  const duration = numberFlag("duration", quick ? QUICK.duration : 15);
  const CONCURRENCY = listFlag("concurrency", quick ? QUICK.concurrency : DEFAULT_CONCURRENCY, Number);
  if (CONCURRENCY.some((value) => !Number.isInteger(value) || value < 1)) {
    throw new Error("--concurrency takes a comma-separated list of positive integers, e.g. 1,4,16,64");
  }
  const REPLICAS = listFlag("replicas", [1], Number);
  if (REPLICAS.some((value) => !Number.isInteger(value) || value < 1)) {
    throw new Error("--replicas takes a comma-separated list of positive integers, e.g. 1,2");
  }
  const DATABASES = listFlag<string>("database", quick ? ["sqlite", "postgres"] : ["sqlite"], String);
  for (const database of DATABASES) {
    if (database !== "sqlite" && database !== "postgres") {
      throw new Error(`--database takes sqlite, postgres or both (comma-separated), not "${database}"`);
    }
  }
  const engine = stringFlag("engine") ?? "offline";
  if (engine !== "offline" && engine !== "llm-latency") {
    throw new Error(`--engine takes offline or llm-latency, not "${engine}"`);
  }
  const llmLatencyMs = numberFlag("llm-latency-ms", 1000, { allowZero: true });
  const perReplicaSlots = numberFlag("max-concurrent", 8);
  if (!Number.isInteger(perReplicaSlots)) throw new Error("--max-concurrent must be a positive integer");
  const replicaCpus = stringFlag("replica-cpus");
  if (replicaCpus !== undefined && !/^\d+([-,]\d+)*$/.test(replicaCpus)) {
    throw new Error("--replica-cpus takes a CPU list for taskset -c, e.g. 1 or 0,1");
  }
  const databaseUrl = stringFlag("database-url");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("--database-url must be a postgres://… URL");
  }
  const notes: string[] = [];
  const setups: Setup[] = [];
  for (const database of DATABASES as Database[]) {
    for (const replicas of REPLICAS) {
      if (database === "sqlite" && replicas > 1) {
        notes.push(
          `sqlite ×${replicas} skipped: SQLite is one process's embedded file; replicas share a Postgres database`,
        );
        continue;
      }
      setups.push({ database, replicas });
    }
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
  let postgres: PostgresSource | undefined;
  if (setups.some((setup) => setup.database === "postgres")) {
    try {
      postgres = await postgresSource(databaseUrl);
    } catch (error) {
      // Like the Postgres tests: skipped where this machine cannot run a cluster, but never under CI.
      if (!(error instanceof PostgresUnavailableError) || process.env.CI) throw error;
      notes.push(`postgres skipped: ${error.message}`);
      for (let index = setups.length - 1; index >= 0; index--) {
        if (setups[index]?.database === "postgres") setups.splice(index, 1);
      }
    }
  }
  const busiest = Math.max(...CONCURRENCY);
  // Decisions answer from the pages read at once; the draft is a short cited answer. Requests are only counted.
  const model: FakeOpenAiServer | undefined =
    engine === "llm-latency"
      ? await startFakeOpenAiServer(
          (request) =>
            request.stream
              ? "You can return unused items within 30 days of delivery for a full refund [1]."
              : JSON.stringify({ reasoning: "scripted", decision: "answer", useful_visited_indices: [0] }),
          { latencyMs: llmLatencyMs, record: false },
        )
      : undefined;
  const llm = model ? `openai-compatible:bench-model@${model.baseURL}` : "offline";
  try {
    for (const [setupIndex, setup] of setups.entries()) {
      const name = setupName(setup);
      // Throughput steps: the rate limit raised so that it does not decide the figures.
      const database =
        setup.database === "postgres"
          ? ["--database-url", await (postgres as PostgresSource).database()]
          : [];
      // Over Postgres --max-concurrent bounds the questions at once across every replica: N replicas get N times
      // one replica's slots, as an operator scaling out would set it.
      const slots = perReplicaSlots * setup.replicas;
      const servers = await Promise.all(
        Array.from({ length: setup.replicas }, (_, index) =>
          startServer({
            dataDir: join(dataDir, `${setupIndex}-${index}`),
            llm,
            cpus: replicaCpus,
            args: ["--rate-limit", "1000000000", "--max-concurrent", String(slots), ...database],
          }),
        ),
      );
      const proxy = await startRoundRobinProxy({ targets: servers.map((server) => server.url) });
      const pids = servers.map((server) => server.child.pid as number);
      const samplers = pids.map(rssSampler);
      const rssSum = () => pids.reduce((sum, pid) => sum + rssMiB(pid), 0);
      const peakSum = () => samplers.reduce((sum, sampler) => sum + sampler.peak(), 0);
      // Each step starts on idle replicas: what a step left in flight when its clients stopped is cancelled (the
      // proxy passes the disconnect on) and waited for, so it does not run into the next step's figures.
      const settle = async () => {
        if (!(await proxy.idle())) {
          process.stderr.write(`${name}: ${proxy.inFlight} request(s) still in flight after 60 s\n`);
        }
      };
      const step = async (label: string, load: LoadStep): Promise<Row> => {
        await settle();
        for (const sampler of samplers) sampler.reset();
        const postgresCpu = () => (postgres?.port === undefined ? 0 : postgresCpuSeconds(postgres.port));
        const bench = () => {
          const { user, system } = process.cpuUsage();
          return (user + system) / 1e6;
        };
        const before = {
          replicas: cpuSeconds(pids),
          postgres: postgresCpu(),
          machine: machineTicks(),
          bench: bench(),
          modelCalls: model?.calls ?? 0,
        };
        const started = performance.now();
        const result = await runLoad(load);
        const seconds = (performance.now() - started) / 1000;
        const machine = machineTicks();
        return {
          ...result,
          label,
          setup: name,
          database: setup.database,
          replicas: setup.replicas,
          peakRssMiB: peakSum(),
          replicaCores: (cpuSeconds(pids) - before.replicas) / seconds,
          loadCores: result.loadCpuSeconds / seconds,
          benchCores: (bench() - before.bench) / seconds,
          postgresCores: (postgresCpu() - before.postgres) / seconds,
          modelCalls: (model?.calls ?? 0) - before.modelCalls,
          machineBusy:
            (machine.busy - before.machine.busy) / Math.max(1, machine.total - before.machine.total),
        };
      };
      try {
        await warmUp(proxy.url, setup.replicas);
        // A few seconds at the highest concurrency first, so that "start" is the heap at its working size (JIT,
        // caches, as many runs in flight as the steps will have), not an idle process.
        if (warmUpDuration > 0) {
          process.stderr.write(`${name}: warm-up, ${busiest} connections for ${warmUpDuration} s…\n`);
          await runLoad({ url: proxy.url, connections: busiest, duration: warmUpDuration });
        }
        await settle();
        if (setupIndex === 0) rssStart = rssSum();
        for (const connections of CONCURRENCY) {
          process.stderr.write(`${name}: ${connections} connection(s) ${describe(duration, amount)}…\n`);
          rows.push(await step("throughput", { url: proxy.url, connections, duration, amount }));
        }
        if (setupIndex === 0) {
          timeline = [...(samplers[0]?.timeline ?? [])];
          rssEnd = rssSum();
          process.stderr.write(
            `${name}: baseline, GET /health, ${busiest} connection(s) for ${duration} s…\n`,
          );
          rows.push(
            await step("baseline: GET /health", {
              url: proxy.url,
              connections: busiest,
              duration,
              target: "health",
            }),
          );
        }
      } finally {
        for (const sampler of samplers) sampler.stop();
        await proxy.close();
        await Promise.all(servers.map(stopServer));
      }
    }

    // The default limit (20 questions a minute per client), one replica over SQLite: the excess gets
    // deliberate 429s.
    const limited = await startServer({ dataDir: join(dataDir, "limited"), cpus: replicaCpus });
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
      rows.push({
        ...result,
        label: "default limit",
        setup: "sqlite ×1 (no proxy)",
        database: "sqlite",
        replicas: 1,
        peakRssMiB: sampler.peak(),
        replicaCores: 0,
        loadCores: 0,
        benchCores: 0,
        postgresCores: 0,
        modelCalls: 0,
        machineBusy: 0,
      });
      sampler.stop();
    } finally {
      await stopServer(limited);
    }
  } finally {
    await model?.close();
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const total = rows.filter((row) => row.label === "throughput");
  const unexpected = total.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  const ratios = scaleRatios(rows);
  if (json) {
    const figures = {
      date: new Date().toISOString(),
      quick,
      setups: setups.map(setupName),
      engine,
      llmLatencyMs: model ? llmLatencyMs : undefined,
      maxConcurrentPerReplica: perReplicaSlots,
      replicaCpus,
      notes,
      steps: rows,
      ratios,
      rssAfterWarmUpMiB: Math.round(rssStart),
      rssEndMiB: Math.round(rssEnd),
      rssEvery5sMiB: timeline.map(Math.round),
      unexpectedErrors: unexpected,
    };
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
    return;
  }
  process.stdout.write(
    `\nengine: ${engine}${model ? ` (fake model, ${llmLatencyMs} ms a call)` : ""}; --max-concurrent ${perReplicaSlots} per replica (×N over Postgres)${replicaCpus === undefined ? "" : `; replicas on CPUs ${replicaCpus}`}\n`,
  );
  process.stdout.write(`\n${table(rows)}\n\n`);
  for (const note of notes) process.stdout.write(`note: ${note}\n`);
  for (const ratio of ratios) {
    process.stdout.write(
      `${ratio.connections} connections: postgres ×2 / postgres ×1 = ${ratio.twoOverOne?.toFixed(2) ?? "n/a"} (goal ≥ 1.7); postgres ×1 / sqlite ×1 = ${ratio.postgresOverSqlite?.toFixed(2) ?? "n/a"} (goal ≥ 0.85)\n`,
    );
  }
  const first = total.filter((row) => row.setup === setupName(setups[0] as Setup));
  process.stdout.write(
    `${setups[0] ? setupName(setups[0]) : ""}: RSS after the warm-up ${rssStart.toFixed(0)} MiB, after ${first.reduce((sum, row) => sum + row.durationSeconds, 0).toFixed(0)} s of load ${rssEnd.toFixed(0)} MiB; ` +
      `errors other than deliberate 429s in the throughput steps: ${unexpected}\n`,
  );
  process.stdout.write(`RSS every 5 s (MiB): ${timeline.map((value) => value.toFixed(0)).join(" ")}\n`);
  process.stdout.write(
    `mix: ${total.reduce((sum, row) => sum + row.newSessions, 0)} new sessions, ${total.reduce((sum, row) => sum + row.followUps, 0)} follow-ups\n`,
  );
}

/** Per concurrency: 2 replicas over 1 on Postgres, and Postgres over SQLite with 1 replica (the issue's goals). */
function scaleRatios(rows: Row[]) {
  const rate = (database: Database, replicas: number, connections: number) =>
    rows.find(
      (row) =>
        row.label === "throughput" &&
        row.database === database &&
        row.replicas === replicas &&
        row.connections === connections,
    )?.requestsPerSecond;
  const connections = [
    ...new Set(rows.filter((row) => row.label === "throughput").map((row) => row.connections)),
  ];
  return connections.map((count) => {
    const sqlite = rate("sqlite", 1, count);
    const one = rate("postgres", 1, count);
    const two = rate("postgres", 2, count);
    return {
      connections: count,
      twoOverOne: one && two ? two / one : undefined,
      postgresOverSqlite: one && sqlite ? one / sqlite : undefined,
    };
  });
}
await main();
