// npm run bench:extract — scores our main-content extractor and @mozilla/readability (on linkedom) side by side
// on two sets: the article-extraction benchmark (after proving the scorer against a published result) and the
// WCXB development split, per page kind, beside the published rs-trafilatura / trafilatura figures.
//   --data DIR   article benchmark folder (default ../shared/benchmarks/article-extraction/ beside the project)
//   --wcxb DIR   WCXB development split (default ../shared/benchmarks/wcxb-dev/ beside the project)
//   --quick      a few seconds: the first 20 article pages and the first 3 pages of each WCXB kind
//   --json       print the figures as one JSON object on stdout (use `npm run -s` to keep npm's banner out)
//   --worst N    also list our N worst pages of each set
//   --rounds N   timed rounds per system on the article set after the warm-up (default 1; fastest kept)
//   --cpu-rounds N  rounds of the CPU-time race on the article set, each system in a process of its own, after two
//                warm-up rounds (default 5; the speed goal's figure is the ratio of each one's least costly round)
//   --kinds LIST WCXB pages of these kinds only, e.g. `--kinds product,listing` (the article set is still scored)
//   --limit N    the first N WCXB pages (by id) of each kind
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { extractMainText } from "../../src/extract/main-content.js";
import { parseHtml } from "../../src/extract/parse-html.js";
import { median } from "../median.js";
import { type BenchmarkPage, DEFAULT_DATA_DIR, loadPages, loadPredictions } from "./dataset.js";
import { bestRoundRatio, pairedRatio } from "./paired-ratio.js";
import { raceProcesses } from "./race-processes.js";
import { readabilityText } from "./readability-baseline.js";
import { runSystem } from "./run-system.js";
import { aggregate, bootstrapSpread, type CorpusScore, type DocumentScore, scoreDocument } from "./score.js";
import { fixed, ratio, row } from "./table.js";
import {
  DEFAULT_WCXB_DIR,
  loadWcxbPages,
  PAGE_KINDS,
  type PageKind,
  parseKinds,
  type WcxbPage,
} from "./wcxb-dataset.js";
import { PUBLISHED_WCXB } from "./wcxb-published.js";
import { type KindScore, scoreWcxb, type WcxbScore } from "./wcxb-score.js";

/** Published readability_js figures (upstream README); our scorer must reproduce them. */
const PUBLISHED_READABILITY = { f1: 0.947, precision: 0.914, recall: 0.982 };
const TOLERANCE = 0.001;
/** Published peer outputs shown for scale, scored here with the same scorer. */
const REFERENCE_SYSTEMS = ["trafilatura", "go_trafilatura", "rs_trafilatura"];
/** What --quick keeps of each set. */
const QUICK_ARTICLE_PAGES = 20;
const QUICK_WCXB_PER_KIND = 3;

interface SystemResult {
  name: string;
  score: CorpusScore;
  spread: CorpusScore;
  pagesPerSecond?: number;
  /** By the CPU time of the least costly round. */
  cpuPagesPerSecond?: number;
}

interface WcxbSystemResult {
  name: string;
  score: WcxbScore;
  pagesPerSecond: number;
  cpuPagesPerSecond: number;
}

const { values } = parseArgs({
  options: {
    data: { type: "string" },
    wcxb: { type: "string" },
    quick: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    worst: { type: "string" },
    rounds: { type: "string", default: "1" },
    "cpu-rounds": { type: "string", default: "5" },
    kinds: { type: "string" },
    limit: { type: "string" },
  },
});
const quick = values.quick === true;
const dataDir = values.data ? resolve(values.data) : DEFAULT_DATA_DIR;
const wcxbDir = values.wcxb ? resolve(values.wcxb) : DEFAULT_WCXB_DIR;
const rounds = Math.max(1, Number.parseInt(values.rounds ?? "1", 10) || 1);
const cpuRounds = Math.max(1, Number.parseInt(values["cpu-rounds"] ?? "5", 10) || 5);
const worstCount = Number.parseInt(values.worst ?? "0", 10) || 0;
const limit = Number.parseInt(values.limit ?? "0", 10) || undefined;
let kinds: PageKind[] | undefined;
try {
  kinds = values.kinds === undefined ? undefined : parseKinds(values.kinds);
} catch (error) {
  console.error(`--kinds: ${(error as Error).message} (kinds: ${PAGE_KINDS.join(", ")})`);
  process.exit(1);
}
const log = values.json ? (message: string) => process.stderr.write(`${message}\n`) : console.log;
const webscout = (html: string) => extractMainText(parseHtml(html));

const allPages = await loadPages(dataDir).catch((error: Error) => {
  console.error(
    `Cannot read the benchmark in ${dataDir}: ${error.message} (give its folder with --data DIR)`,
  );
  process.exit(1);
});
const pages = quick ? allPages.slice(0, QUICK_ARTICLE_PAGES) : allPages;
if (!existsSync(wcxbDir)) {
  console.error(`Cannot read WCXB in ${wcxbDir}: no such folder (give its folder with --wcxb DIR)`);
  process.exit(1);
}
log(`Article-extraction benchmark: ${pages.length} pages from ${dataDir}${quick ? " (--quick)" : ""}`);

// The published figures cover the whole set, so the check always scores all of it (no extraction: fast).
const scorerCheck = await scorePublished("readability_js", allPages);
const scorerOk =
  Math.abs(scorerCheck.score.f1 - PUBLISHED_READABILITY.f1) <= TOLERANCE &&
  Math.abs(scorerCheck.score.precision - PUBLISHED_READABILITY.precision) <= TOLERANCE &&
  Math.abs(scorerCheck.score.recall - PUBLISHED_READABILITY.recall) <= TOLERANCE;
log(
  `Scorer check on output/readability_js.json.gz: F1 ${fixed(scorerCheck.score.f1)} / precision ` +
    `${fixed(scorerCheck.score.precision)} / recall ${fixed(scorerCheck.score.recall)} (published 0.947 / 0.914 / ` +
    `0.982): ${scorerOk ? "ok" : "MISMATCH"}`,
);
if (!scorerOk) {
  console.error("The scorer does not reproduce the published readability_js figures; refusing to report.");
  process.exit(1);
}

const ours = articleSystem("webscout", webscout);
const readability = articleSystem("readability (linkedom)", readabilityText);
const references = await Promise.all(REFERENCE_SYSTEMS.map((system) => scorePublished(system, pages)));
const speedRatio = (ours.result.pagesPerSecond ?? 0) / (readability.result.pagesPerSecond ?? 1);
// The CPU time of each system's least costly round (its own garbage collections included), one system after the
// other: each at its own machine state, so the load's changes between them move this ratio.
const cpuSpeedRatio = (ours.result.cpuPagesPerSecond ?? 0) / (readability.result.cpuPagesPerSecond ?? 1);
// The speed goal's figure: each system alone in a process of its own (see race-processes.ts), taking turns page by
// page, the ratio of each one's least costly round; the median of each round's ratio is printed beside it.
const race = await raceProcesses({
  systems: ["webscout", "readability"],
  dataDir,
  pageCount: pages.length,
  rounds: cpuRounds,
});
const raceSpeedRatio = bestRoundRatio(race.roundSeconds, 0, 1);
const pairedSpeedRatio = pairedRatio(race.roundSeconds, 0, 1);
const roundRatios = (race.roundSeconds[0] ?? []).map(
  (seconds, round) => (race.roundSeconds[1]?.[round] ?? 0) / Math.max(seconds, 1e-9),
);
const [oursCpu = 0, readabilityCpu = 0] = race.roundSeconds.map(
  (seconds) => pages.length / Math.max(Math.min(...seconds), 1e-9),
);
const [oursMedianCpu = 0, readabilityMedianCpu = 0] = race.roundSeconds.map(
  (seconds) => pages.length / Math.max(median(seconds), 1e-9),
);
const worstArticles = pages
  .map((page, index) => ({
    id: page.id,
    url: page.url,
    ...pageFigures(ours.perPage[index] as DocumentScore),
  }))
  .sort((left, right) => left.f1 - right.f1 || left.id.localeCompare(right.id))
  .slice(0, worstCount);

// Loaded only now: its 1,497 pages make the heap large enough that readability's garbage collections would
// cost it several times more on the article set than in a process of its own.
const wcxbPages = await loadWcxbPages(wcxbDir, {
  perKind: quick ? Math.min(QUICK_WCXB_PER_KIND, limit ?? QUICK_WCXB_PER_KIND) : limit,
  kinds,
}).catch((error: Error) => {
  console.error(`Cannot read WCXB in ${wcxbDir}: ${error.message}`);
  process.exit(1);
});
const subset = [
  kinds ? `kinds ${kinds.join(",")}` : "",
  limit ? `first ${limit} of each kind` : "",
  quick ? "--quick" : "",
]
  .filter((part) => part !== "")
  .join(", ");
log("");
log(`WCXB development split: ${wcxbPages.length} pages from ${wcxbDir}${subset ? ` (${subset})` : ""}`);
const wcxbOurs = wcxbSystem("webscout", webscout, wcxbPages);
const wcxbReadability = wcxbSystem("readability (linkedom)", readabilityText, wcxbPages);
const worstWcxb = wcxbPages
  .map((page, index) => ({
    id: page.id,
    kind: page.kind,
    url: page.url,
    f1: wcxbOurs.score.perPage[index] ?? 0,
  }))
  .sort((left, right) => left.f1 - right.f1 || left.id.localeCompare(right.id))
  .slice(0, worstCount);

if (values.json) {
  const wcxbJson = (result: WcxbSystemResult) => ({
    name: result.name,
    pagesPerSecond: result.pagesPerSecond,
    cpuPagesPerSecond: result.cpuPagesPerSecond,
    overall: result.score.overall,
    kinds: result.score.kinds,
  });
  console.log(
    JSON.stringify(
      {
        quick,
        pages: pages.length,
        scorerCheck: { ...scorerCheck.score, ok: scorerOk },
        systems: [ours.result, readability.result],
        ratios: {
          f1: ours.result.score.f1 / readability.result.score.f1,
          pagesPerSecond: speedRatio,
          cpuPagesPerSecond: cpuSpeedRatio,
          racePagesPerSecond: raceSpeedRatio,
          raceMedianRound: pairedSpeedRatio,
        },
        cpuRace: {
          rounds: race.rounds,
          roundRatios,
          webscout: oursCpu,
          readability: readabilityCpu,
          medianWebscout: oursMedianCpu,
          medianReadability: readabilityMedianCpu,
        },
        references: references.map(({ name, score }) => ({ name, score })),
        wcxb: {
          pages: wcxbPages.length,
          ...(kinds ? { kinds } : {}),
          ...(limit ? { limit } : {}),
          systems: [wcxbJson(wcxbOurs), wcxbJson(wcxbReadability)],
          published: PUBLISHED_WCXB,
        },
        ...(worstCount > 0 ? { worst: worstArticles, worstWcxb } : {}),
      },
      null,
      2,
    ),
  );
} else {
  printArticleReport();
  printWcxbReport();
}

function printArticleReport(): void {
  log("");
  log(row(["system", "F1", "precision", "recall", "accuracy", "pages/s"]));
  for (const result of [ours.result, readability.result]) log(resultRow(result));
  log(
    row([
      "ratio webscout / readability",
      ratio(ours.result.score.f1, readability.result.score.f1),
      ratio(ours.result.score.precision, readability.result.score.precision),
      ratio(ours.result.score.recall, readability.result.score.recall),
      ratio(ours.result.score.accuracy, readability.result.score.accuracy),
      ratio(ours.result.pagesPerSecond ?? 0, readability.result.pagesPerSecond ?? 1),
    ]),
  );
  log(
    `pages/s above: by the clock, fastest of ${rounds} round(s) after the warm-up. By CPU time (the least costly ` +
      `of those rounds, this process's user + system, one system after the other): webscout ` +
      `${(ours.result.cpuPagesPerSecond ?? 0).toFixed(1)}, readability ` +
      `${(readability.result.cpuPagesPerSecond ?? 0).toFixed(1)} (${cpuSpeedRatio.toFixed(2)}x)`,
  );
  log(
    `Speed by CPU time, each system in a process of its own, taking turns page by page (the goal's figure: each ` +
      `one's least costly of ${race.rounds} rounds): webscout ${oursCpu.toFixed(1)}, readability ` +
      `${readabilityCpu.toFixed(1)} pages/s (${raceSpeedRatio.toFixed(2)}x); median rounds ${oursMedianCpu.toFixed(1)} ` +
      `vs ${readabilityMedianCpu.toFixed(1)}; each round's ratio ${roundRatios.map((value) => value.toFixed(2)).join(", ")} ` +
      `(median ${pairedSpeedRatio.toFixed(2)}x)`,
  );
  log("");
  log(`Published outputs of other systems, scored here on the same ${pages.length} pages (no timing):`);
  for (const reference of references) log(resultRow(reference));
  if (worstCount > 0) {
    log("");
    log(`Our ${worstArticles.length} worst article pages:`);
    for (const page of worstArticles) {
      log(
        `  ${fixed(page.f1)}  P ${fixed(page.precision)}  R ${fixed(page.recall)}  ${page.id.slice(0, 12)}  ${page.url}`,
      );
    }
  }
}

function printWcxbReport(): void {
  const [rsTrafilatura, trafilatura] = PUBLISHED_WCXB;
  const kindRows = [...PAGE_KINDS.filter((kind) => wcxbOurs.score.kinds[kind]), "all"] as const;
  const scoreOf = (result: WcxbSystemResult, kind: (typeof kindRows)[number]): KindScore | undefined =>
    kind === "all" ? result.score.overall : result.score.kinds[kind];
  const published = (figures: typeof rsTrafilatura, kind: (typeof kindRows)[number]) => {
    // A subset's mean is not comparable with the published figure over all seven kinds.
    const value = kind === "all" ? (subset ? undefined : figures?.overall) : figures?.kinds[kind];
    return value === undefined ? "-" : fixed(value);
  };
  log("");
  log("Bag-of-words F1 (WCXB's published metric, mean over pages) and 4-gram F1, per page kind:");
  log(
    row(
      ["kind", "pages", "ours bow", "readab. bow", "rs-traf. bow", "trafil. bow", "ours 4g", "readab. 4g"],
      14,
      13,
    ),
  );
  for (const kind of kindRows) {
    const mine = scoreOf(wcxbOurs, kind) as KindScore;
    const theirs = scoreOf(wcxbReadability, kind) as KindScore;
    log(
      row(
        [
          kind,
          String(mine.pages),
          fixed(mine.wordF1),
          fixed(theirs.wordF1),
          published(rsTrafilatura, kind),
          published(trafilatura, kind),
          fixed(mine.shingleF1),
          fixed(theirs.shingleF1),
        ],
        14,
        13,
      ),
    );
  }
  log(
    `rs-traf. and trafil.: published figures on all of WCXB-dev (upstream gives trafilatura's overall only${subset ? "; a subset's mean is not compared with them" : ""}).`,
  );
  log("");
  log("Snippets (with found / without avoided), empty outputs (of which the reference is empty too):");
  log(
    row(
      ["kind", "ours with", "ours w/o", "readab. with", "readab. w/o", "ours empty", "readab. empty"],
      14,
      14,
    ),
  );
  for (const kind of kindRows) {
    const mine = scoreOf(wcxbOurs, kind) as KindScore;
    const theirs = scoreOf(wcxbReadability, kind) as KindScore;
    log(
      row(
        [
          kind,
          fixed(mine.withFound),
          fixed(mine.withoutAvoided),
          fixed(theirs.withFound),
          fixed(theirs.withoutAvoided),
          `${mine.empty} (${mine.emptyExpected})`,
          `${theirs.empty} (${theirs.emptyExpected})`,
        ],
        14,
        14,
      ),
    );
  }
  log("");
  log(
    `pages/s on WCXB (one pass, parse included): webscout ${wcxbOurs.pagesPerSecond.toFixed(1)}, readability ` +
      `${wcxbReadability.pagesPerSecond.toFixed(1)} (${ratio(wcxbOurs.pagesPerSecond, wcxbReadability.pagesPerSecond)}); ` +
      `by CPU time ${wcxbOurs.cpuPagesPerSecond.toFixed(1)} vs ${wcxbReadability.cpuPagesPerSecond.toFixed(1)} ` +
      `(${ratio(wcxbOurs.cpuPagesPerSecond, wcxbReadability.cpuPagesPerSecond)})`,
  );
  if (worstCount > 0) {
    log("");
    log(`Our ${worstWcxb.length} worst WCXB pages (bag-of-words F1):`);
    for (const page of worstWcxb)
      log(`  ${fixed(page.f1)}  ${page.id}  ${page.kind.padEnd(13)}  ${page.url}`);
  }
  const overall = wcxbOurs.score.overall;
  const everyKind = PAGE_KINDS.every((kind) => {
    const mine = wcxbOurs.score.kinds[kind]?.wordF1;
    const theirs = rsTrafilatura?.kinds[kind];
    return mine === undefined || theirs === undefined || (mine >= theirs && mine >= 0.75);
  });
  log("");
  log(
    `Goals: article F1 >= 0.970 (${fixed(ours.result.score.f1)}); speed >= 5x readability (CPU time ` +
      `${raceSpeedRatio.toFixed(2)}x, least costly rounds in processes of their own; one after the other in this ` +
      `process ${cpuSpeedRatio.toFixed(2)}x; clock ${speedRatio.toFixed(2)}x); ` +
      `WCXB bow F1 >= 0.900 (${fixed(overall.wordF1)}); every kind >= rs-trafilatura and >= 0.750 ` +
      `(${everyKind ? "yes" : "no"}); empty < 0.5% (${((100 * overall.empty) / Math.max(1, overall.pages)).toFixed(1)}%)` +
      (quick ? " — --quick figures are a smoke test, not the benchmark" : "") +
      (!quick && subset ? " — a WCXB subset: its overall figure is not the goal's" : ""),
  );
}

function articleSystem(name: string, extract: (html: string) => string) {
  const run = runSystem({ htmls: pages.map((page) => page.html), extract, rounds });
  const perPage = pages.map((page, index) => scoreDocument(page.truth, run.texts[index] ?? ""));
  const result: SystemResult = {
    name,
    score: aggregate(perPage),
    spread: bootstrapSpread(perPage),
    pagesPerSecond: run.pagesPerSecond,
    cpuPagesPerSecond: run.cpuPagesPerSecond,
  };
  return { result, perPage };
}

function wcxbSystem(name: string, extract: (html: string) => string, set: WcxbPage[]): WcxbSystemResult {
  // One pass, timed and scored: the article set has already warmed both systems up.
  const run = runSystem({ htmls: set.map((page) => page.html), extract, rounds: 0 });
  return {
    name,
    score: scoreWcxb(set, run.texts),
    pagesPerSecond: run.pagesPerSecond,
    cpuPagesPerSecond: run.cpuPagesPerSecond,
  };
}

async function scorePublished(system: string, set: BenchmarkPage[]): Promise<SystemResult> {
  const predictions = await loadPredictions(dataDir, system);
  const perPage = set.map((page) => scoreDocument(page.truth, predictions.get(page.id) ?? ""));
  return {
    name: `${system} (published output)`,
    score: aggregate(perPage),
    spread: bootstrapSpread(perPage),
  };
}

function pageFigures(score: DocumentScore) {
  const precision = score.precision ?? 0;
  const recall = score.recall ?? 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { f1, precision, recall };
}

function resultRow(result: SystemResult): string {
  const metric = (key: keyof CorpusScore) => `${fixed(result.score[key])} ± ${fixed(result.spread[key])}`;
  const speed = result.pagesPerSecond === undefined ? "-" : result.pagesPerSecond.toFixed(1);
  return row([result.name, metric("f1"), metric("precision"), metric("recall"), metric("accuracy"), speed]);
}
