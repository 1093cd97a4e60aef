// bench:faults — hostile-page figures: nesting depth vs parse+extract time with our depth-capped parser, beside
// htmlparser2+domhandler without the cap (sizes it would not finish in the time limit are projected out, not
// run); then /health latency on the built server while it reads a deeply nested start page (goal < 100 ms), and
// while it answers and queues many questions on the demo at once (p50 goal < 100 ms: /health is not queued).
// Usage: npm run build && npm run bench:faults -- [--quick] (10k/40k, 40k-deep server page, 12 questions) [--json]
import { parseDocument } from "htmlparser2";
import { extractPage } from "../../src/extract/index.js";
import { measureHealthUnderQueue } from "../../test/faults/health-under-queue.js";
import { measureHealthWhileParsing, nestedDivsPage } from "../../test/faults/health-while-parsing.js";

const quick = process.argv.includes("--quick");
const json = process.argv.includes("--json");
const log = json ? (line: string) => process.stderr.write(`${line}\n`) : (line: string) => console.log(line);

const DEPTHS = quick ? [10_000, 40_000] : [25_000, 100_000, 200_000, 400_000];
const SERVER_DEPTH = quick ? 40_000 : 150_000;
/** Questions sent at once: more than the server answers at a time (8 by default), so most of them queue. */
const QUEUED_QUESTIONS = quick ? 12 : 100;
/** The uncapped baseline is skipped at a size whose quadratic projection passes this. */
const BASELINE_LIMIT_MS = quick ? 5_000 : 60_000;

interface DepthRow {
  depth: number;
  megabytes: number;
  /** parseHtml (depth-capped) + every extractor, as crawls run it. */
  oursMs: number;
  /** htmlparser2 parseDocument alone, no cap; undefined when skipped. */
  baselineParseMs?: number;
}

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return Math.round(performance.now() - started);
}

extractPage(nestedDivsPage(2_000), { url: "http://127.0.0.1/" }); // warm-up
const rows: DepthRow[] = [];
let lastBaseline: { depth: number; ms: number } | undefined;
for (const depth of DEPTHS) {
  const html = nestedDivsPage(depth);
  const oursMs = time(() => extractPage(html, { url: "http://127.0.0.1/" }));
  const projected = lastBaseline ? lastBaseline.ms * (depth / lastBaseline.depth) ** 2 : 0;
  let baselineParseMs: number | undefined;
  if (projected <= BASELINE_LIMIT_MS) {
    baselineParseMs = time(() => parseDocument(html, { decodeEntities: true, lowerCaseTags: true }));
    lastBaseline = { depth, ms: baselineParseMs };
  }
  const row = { depth, megabytes: Math.round(html.length / 10_000) / 100, oursMs, baselineParseMs };
  rows.push(row);
  const baseline =
    baselineParseMs === undefined
      ? `skipped (projected > ${BASELINE_LIMIT_MS / 1000} s)`
      : `${baselineParseMs} ms`;
  log(
    `${String(depth).padStart(7)} nested divs ${row.megabytes.toFixed(2).padStart(5)} MB  ours (parse+extract) ${String(oursMs).padStart(6)} ms  htmlparser2 uncapped (parse only) ${baseline}`,
  );
}

log(`\n/health while the built server reads a ${SERVER_DEPTH}-deep start page (goal < 100 ms):`);
const health = await measureHealthWhileParsing(SERVER_DEPTH);
log(
  `  ${health.samples} requests: p50 ${health.p50Ms} ms, max ${health.maxMs} ms; the chat took ${health.chatMs} ms (HTTP ${health.chatStatus})`,
);

log(
  `\n/health while the built server gets ${QUEUED_QUESTIONS} questions at once on the demo (p50 goal < 100 ms):`,
);
const queue = await measureHealthUnderQueue(QUEUED_QUESTIONS);
log(
  `  ${queue.samples} requests: p50 ${queue.p50Ms} ms, max ${queue.maxMs} ms; all answered in ${queue.allMs} ms (${Object.entries(
    queue.statuses,
  )
    .map(([status, count]) => `${count}× HTTP ${status}`)
    .join(", ")})`,
);
if (json) console.log(JSON.stringify({ quick, depths: rows, health, queue }));
