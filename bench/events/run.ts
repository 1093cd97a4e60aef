// bench:events — the event scout over the demo event web (src/demo/events, loopback, dates relative to the clock):
// Recall@10 and precision@10 of the targets in bench/events/targets.json, events returned outside the window or
// the city (must be 0), cost per query projected vs actual (the tavily source through a local fake Tavily
// server), and the latency of a cache hit (the same query again).
// Usage: npm run bench:events -- [--json] [--verbose] [--trace] [--source web|tavily|both] [--now ISO] [--baseline]
// (--verbose: each Top-10 with verdicts; --trace: the scout's progress events on stderr)
// --quick: both sources and the baseline, 3 cache-hit repeats instead of 11 (the seconds `npm test` spends on it)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeTavilyServer } from "#test/helpers/fake-tavily-server.js";
import { startDemoEventSites } from "../../src/demo/events/index.js";
import { median } from "../median.js";
import {
  DEV_HEADER,
  type DevRunSummary,
  devGoalsMet,
  formatDevRow,
  formatDevSummary,
  formatDevVerdicts,
  runDevQueries,
} from "./dev-set/dev-run.js";
import { loadDevQueries } from "./dev-set/dev-score.js";
import { devSearchCorpus } from "./dev-set/dev-search.js";
import { startDevEventSites } from "./dev-set/dev-server.js";
import { fakeExtractScript, fakeSearchScript, searchScriptOver } from "./fake-search.js";
import { loadScoutRunner } from "./load-scout.js";
import { DEV_GOALS, formatRow, formatTopK, GOALS, goalsMet, HEADER, type SourceFigures } from "./report.js";
import { loadTargets, queryWindow, scoreTopK } from "./score.js";
import { baselineRunner, type ScoutOutcome, type ScoutRunner } from "./scout-runner.js";

function flag(name: string): string | undefined {
  const position = process.argv.indexOf(`--${name}`);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

const json = process.argv.includes("--json");
const quick = process.argv.includes("--quick");
const verbose = process.argv.includes("--verbose");
const sourceFlag = flag("source") ?? "both";
const setFlag = flag("set") ?? "both";
if (!["demo", "dev", "both"].includes(setFlag)) throw new Error("--set demo|dev|both");
const queryFilter = flag("query");
if (!["web", "tavily", "both"].includes(sourceFlag)) throw new Error("--source web|tavily|both");
const now = flag("now") ? new Date(flag("now") as string) : new Date();
if (Number.isNaN(now.getTime())) throw new Error("--now: an ISO 8601 date-time");

const log = (line = "") => {
  if (!json) process.stdout.write(`${line}\n`);
};

const CACHE_HIT_REPEATS = quick ? 3 : 11;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round((performance.now() - started) * 10) / 10 };
}

async function main(): Promise<void> {
  const targets = loadTargets();
  const window = queryWindow({ now, windowDays: targets.query.windowDays });
  const query = { text: targets.query.text, city: targets.query.city, ...window };
  const scout = await loadScoutRunner({ trace: process.argv.includes("--trace") });
  const runners: { label: string; runner: ScoutRunner }[] = [];
  if (scout) runners.push({ label: "scout", runner: scout });
  if (!scout || quick || process.argv.includes("--baseline"))
    runners.push({ label: "baseline", runner: baselineRunner });
  const sources = sourceFlag === "both" ? (["web", "tavily"] as const) : [sourceFlag as "web" | "tavily"];

  const demo = await startDemoEventSites({ basePort: 0, now });
  // Which URLs /extract could read: failed ones are free, so the credit check needs them.
  const extracted = new Map<string, boolean>();
  const extract = fakeExtractScript();
  const tavily = await startFakeTavilyServer({
    search: fakeSearchScript({ origins: demo.origins, now }),
    pages: async (url) => {
      const content = await extract(url);
      extracted.set(url, content !== undefined);
      return content;
    },
  });
  const workDir = mkdtempSync(join(tmpdir(), "webscout-bench-events-"));
  const profileCsvPath = join(workDir, "profile.csv");
  writeFileSync(profileCsvPath, demo.profileCsv);
  const figures: SourceFigures[] = [];
  let dev: DevRunSummary[] = [];
  try {
    if (setFlag !== "demo") dev = await runDevSet({ runners, sources, workDir });
    if (setFlag === "dev") {
      if (json)
        process.stdout.write(
          `${JSON.stringify({ date: new Date().toISOString(), quick, now: now.toISOString(), dev: dev.map(devJson) }, null, 2)}\n`,
        );
      return;
    }
    log(
      `Event scout over the demo event web (${demo.sites.length} sites on loopback, dates relative to ${now.toISOString()})`,
    );
    log(
      `query "${query.text}", ${query.city}, ${query.from} … ${query.to}; ${targets.targets.length} targets, ${targets.mustNotReturn.length} listed must-not-return events`,
    );
    if (!scout)
      log("NOTE: src/agents/events has no runner the bench can call yet; showing the naive baseline only.");
    log();
    log(HEADER);
    for (const { label, runner } of runners) {
      for (const source of sources) {
        // The baseline reads the sites directly whatever the source; one row is enough.
        if (label === "baseline" && source === "tavily") continue;
        const dataDir = mkdtempSync(join(workDir, `${label}-${source}-`));
        const requestsBefore = tavily.requests.length;
        const invocation = {
          source,
          query,
          siteOrigins: demo.sites.map((site) => site.origin),
          profileCsvPath,
          dataDir,
          now,
          tavily: { apiBaseURL: tavily.url, apiKey: tavily.apiKey },
        };
        const cold = await timed(() => runner(invocation));
        const tavilyCalls = tavily.requests.slice(requestsBefore);
        // The same query again, eleven times (three with --quick): the median is the cache-hit latency (the first
        // also warms the JIT). The baseline has no cache: once shows that.
        const repeats = label === "baseline" ? 1 : CACHE_HIT_REPEATS;
        const hits = [];
        for (let repeat = 0; repeat < repeats; repeat++) hits.push(await timed(() => runner(invocation)));
        const hit = {
          value: hits[0]?.value as ScoutOutcome,
          ms: median(hits.map((entry) => entry.ms)),
          allCached: hits.every((entry) => entry.value.cached),
        };
        const score = scoreTopK(cold.value.events, { targets, window });
        const row: SourceFigures = {
          label: label === "scout" ? source : `${label} (${source})`,
          score,
          iterations: cold.value.iterations,
          blocked: cold.value.blocked !== null,
          projectedUsd: cold.value.cost.projectedUsd,
          actualUsd: cold.value.cost.actualUsd,
          tavilyCredits: tavilyCalls.reduce((sum, call) => sum + creditsOf(call, extracted), 0),
          tavilyCalls: tavilyCalls.map((call) => call.endpoint),
          coldMs: cold.ms,
          cacheHitMs: hit.ms,
          cacheHit: hit.allCached,
          cacheHitFirstMs: hits[0]?.ms ?? 0,
          notes: cold.value.notes ?? [],
        };
        figures.push(row);
        log(formatRow(row));
        if (verbose) log(formatTopK(row));
      }
    }
    log();
    log(
      `goals: Recall@10 ≥ ${GOALS.recall}, 0 out-of-window/out-of-city, ≤ $${GOALS.maxUsdPerQuery.toFixed(2)}/query, cache hit < ${GOALS.cacheHitMs} ms`,
    );
    for (const row of figures) {
      const met = goalsMet(row);
      log(
        `${row.label.padEnd(16)} recall ${met.recall ? "met" : "MISSED"} · window/city ${met.filters ? "met" : "MISSED"} · cost ${met.cost ? "met" : "MISSED"} · cache ${met.cache ? "met" : "MISSED"}${row.score.missed.length > 0 ? `  (missed: ${row.score.missed.map((entry) => entry.title).join("; ")})` : ""}`,
      );
    }
    if (json) {
      const output = {
        date: new Date().toISOString(),
        quick,
        now: now.toISOString(),
        query,
        goals: GOALS,
        dev: dev.map(devJson),
        runs: figures.map(({ score, ...row }) => ({
          ...row,
          goals: goalsMet({ score, ...row }),
          recallAtK: score.recallAtK,
          precisionAtK: score.precisionAtK,
          targetsFound: score.targetsFound,
          returned: score.returned,
          outOfWindow: score.outOfWindow,
          outOfCity: score.outOfCity,
          cancelled: score.cancelled,
          missed: score.missed,
          topK: score.verdicts.map(({ event, verdict }) => ({ ...event, verdict })),
        })),
      };
      process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    }
  } finally {
    await scout?.close();
    await tavily.close();
    await demo.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The dev set (bench/events/dev-set): every query through each runner and source, per query and overall. */
async function runDevSet(options: {
  runners: { label: string; runner: ScoutRunner }[];
  sources: readonly ("web" | "tavily")[];
  workDir: string;
}): Promise<DevRunSummary[]> {
  // --quick: every third query (six), the same sites.
  const queries = loadDevQueries()
    .filter((query) => !queryFilter || query.id === queryFilter)
    .filter((_query, index) => !quick || index % 3 === 0);
  const sites = await startDevEventSites({ now });
  const tavily = await startFakeTavilyServer({
    search: searchScriptOver(devSearchCorpus({ origins: sites.origins, now })),
    pages: fakeExtractScript(),
  });
  const profileCsvPath = join(options.workDir, "dev-profile.csv");
  writeFileSync(profileCsvPath, sites.profileCsv);
  const window = queryWindow({ now, windowDays: 14 });
  const summaries: DevRunSummary[] = [];
  try {
    log(
      `Dev set: ${queries.length} queries over ${Object.keys(sites.origins).length} sites, ${window.from} … ${window.to}`,
    );
    for (const { label, runner } of options.runners) {
      for (const source of options.sources) {
        if (label === "baseline" && source === "tavily") continue;
        const summary = await runDevQueries({
          label: label === "scout" ? source : `${label} (${source})`,
          runner,
          queries,
          window,
          invocation: {
            source,
            siteOrigins: Object.values(sites.origins),
            profileCsvPath,
            dataDir: mkdtempSync(join(options.workDir, `dev-${label}-${source}-`)),
            now,
            tavily: { apiBaseURL: tavily.url, apiKey: tavily.apiKey },
          },
        });
        summaries.push(summary);
        log(`\n${summary.label}`);
        log(DEV_HEADER);
        for (const row of summary.rows) {
          log(formatDevRow(row));
          if (verbose) log(formatDevVerdicts(row));
        }
      }
    }
    log();
    log(
      `dev goals: mean Recall@10 ≥ ${DEV_GOALS.recall}, at most ${DEV_GOALS.maxWrongKind} wrong-kind event per Top-10, 0 unshown out-of-window, ≤ $${GOALS.maxUsdPerQuery.toFixed(2)}/query`,
    );
    for (const summary of summaries) log(formatDevSummary(summary));
    log();
  } finally {
    await tavily.close();
    await sites.close();
  }
  return summaries;
}

function devJson(summary: DevRunSummary) {
  return {
    ...summary,
    goalsMet: devGoalsMet(summary),
    rows: summary.rows.map(({ verdicts, ...row }) => ({
      ...row,
      topK: verdicts.map(({ event, id, verdict }) => ({
        title: event.title,
        start: event.start,
        id,
        verdict,
      })),
    })),
  };
}

/** Credits Tavily bills for a recorded call: basic search 1, advanced 2; extract 1 per 5 URLs read (failed ones free). */
function creditsOf(
  call: { endpoint: "search" | "extract"; body: Record<string, unknown>; status: number },
  extracted: ReadonlyMap<string, boolean>,
): number {
  if (call.status !== 200) return 0;
  if (call.endpoint === "search") return call.body.search_depth === "advanced" ? 2 : 1;
  const urls = Array.isArray(call.body.urls) ? call.body.urls.map(String) : [];
  const perFive = call.body.extract_depth === "advanced" ? 2 : 1;
  return Math.ceil(urls.filter((url) => extracted.get(url)).length / 5) * perFive;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
