// npm run bench:extract — scores our main-content extractor and @mozilla/readability (on linkedom) on the
// article-extraction benchmark, side by side, after proving the scorer against a published result.
//   --data DIR   benchmark folder (default ../shared/benchmarks/article-extraction/ beside the project)
//   --json       print the figures as one JSON object on stdout (use `npm run -s` to keep npm's banner out)
//   --worst N    also list our N worst pages by F1
//   --rounds N   measured rounds per system after the warm-up (default 1; the fastest round is kept)
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { extractMainText } from "../../src/extract/main-content.js";
import { parseHtml } from "../../src/extract/parse-html.js";
import { type BenchmarkPage, DEFAULT_DATA_DIR, loadPages, loadPredictions } from "./dataset.js";
import { readabilityText } from "./readability-baseline.js";
import { aggregate, bootstrapSpread, type CorpusScore, type DocumentScore, scoreDocument } from "./score.js";

/** Published readability_js figures (upstream README); our scorer must reproduce them. */
const PUBLISHED_READABILITY = { f1: 0.947, precision: 0.914, recall: 0.982 };
const TOLERANCE = 0.001;
/** Published peer outputs shown for scale, scored here with the same scorer. */
const REFERENCE_SYSTEMS = ["trafilatura", "go_trafilatura", "rs_trafilatura"];

interface SystemResult {
  name: string;
  score: CorpusScore;
  spread: CorpusScore;
  pagesPerSecond?: number;
}

const { values } = parseArgs({
  options: {
    data: { type: "string" },
    json: { type: "boolean", default: false },
    worst: { type: "string" },
    rounds: { type: "string", default: "1" },
  },
});
const dataDir = values.data ? resolve(values.data) : DEFAULT_DATA_DIR;
const rounds = Math.max(1, Number.parseInt(values.rounds ?? "1", 10) || 1);
const log = values.json ? (message: string) => process.stderr.write(`${message}\n`) : console.log;

const pages = await loadPages(dataDir).catch((error: Error) => {
  console.error(`Cannot read the benchmark in ${dataDir}: ${error.message}`);
  process.exit(1);
});
log(`Article-extraction benchmark: ${pages.length} pages from ${dataDir}`);

const scorerCheck = await scorePublished("readability_js");
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

const ours = runSystem("webscout", (html) => extractMainText(parseHtml(html)));
const readability = runSystem("readability (linkedom)", readabilityText);
const references = await Promise.all(REFERENCE_SYSTEMS.map((system) => scorePublished(system)));

const speedRatio = (ours.result.pagesPerSecond ?? 0) / (readability.result.pagesPerSecond ?? 1);
const worstCount = Number.parseInt(values.worst ?? "0", 10) || 0;
const worst = pages
  .map((page, index) => ({ page, score: ours.perPage[index] as DocumentScore }))
  .map(({ page, score }) => ({ id: page.id, url: page.url, ...pageFigures(score) }))
  .sort((left, right) => left.f1 - right.f1 || left.id.localeCompare(right.id))
  .slice(0, worstCount);

if (values.json) {
  console.log(
    JSON.stringify(
      {
        pages: pages.length,
        scorerCheck: { ...scorerCheck.score, ok: scorerOk },
        systems: [ours.result, readability.result],
        ratios: { f1: ours.result.score.f1 / readability.result.score.f1, pagesPerSecond: speedRatio },
        references: references.map(({ name, score }) => ({ name, score })),
        ...(worstCount > 0 ? { worst } : {}),
      },
      null,
      2,
    ),
  );
} else {
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
  log("");
  log("Published outputs of other systems, scored here (no timing):");
  for (const reference of references) log(resultRow(reference));
  if (worstCount > 0) {
    log("");
    log(`Our ${worst.length} worst pages:`);
    for (const page of worst) {
      log(
        `  ${fixed(page.f1)}  P ${fixed(page.precision)}  R ${fixed(page.recall)}  ${page.id.slice(0, 12)}  ${page.url}`,
      );
    }
  }
  const goal = ours.result.score.f1 >= 0.96 && speedRatio >= 1;
  log("");
  log(`Goal F1 >= 0.960 at >= readability's pages/s: ${goal ? "met" : "not met"}`);
}

function runSystem(name: string, extract: (html: string) => string) {
  const texts = pages.map((page) => extract(page.html)); // warm-up; its output is what we score
  let fastestMs = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (const page of pages) extract(page.html);
    fastestMs = Math.min(fastestMs, performance.now() - started);
  }
  const perPage = pages.map((page, index) => scoreDocument(page.truth, texts[index] ?? ""));
  const result: SystemResult = {
    name,
    score: aggregate(perPage),
    spread: bootstrapSpread(perPage),
    pagesPerSecond: pages.length / (fastestMs / 1000),
  };
  return { result, perPage };
}

async function scorePublished(system: string): Promise<SystemResult> {
  const predictions = await loadPredictions(dataDir, system);
  const perPage = pages.map((page: BenchmarkPage) =>
    scoreDocument(page.truth, predictions.get(page.id) ?? ""),
  );
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

function row(cells: string[]): string {
  const [first = "", ...rest] = cells;
  return [first.padEnd(36), ...rest.map((cell) => cell.padEnd(16))].join("").trimEnd();
}

function fixed(value: number): string {
  return value.toFixed(3);
}

function ratio(numerator: number, denominator: number): string {
  return denominator === 0 ? "-" : `${(numerator / denominator).toFixed(2)}x`;
}
