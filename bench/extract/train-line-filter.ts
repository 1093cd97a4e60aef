// Issue 12's learned line filter, trained and validated across domains: is there more to be had, generally, by
// dropping output lines a model judges boilerplate from general features (line-features.ts)?
//   node --import tsx bench/extract/train-line-filter.ts            extract (cached), 5-fold CV grouped by domain
//   --cache FILE        the extracted lines and their features (default /tmp/webscout-line-filter-cache.jsonl;
//                       built on first use, ~2–4 min; delete it after changing the extractor or the features)
//   --model logistic|trees   the model (default logistic: L2 logistic regression; trees: boosted trees)
//   --depth N --rounds N     the trees' depth and number (default 2 and 60)
//   --features text|all  the text and output-position features only, or the DOM ones too (default all)
//   --save FILE         also train on every dev page and write the model as JSON
//   --oracle            only score the filter's upper bound: every line dropped whose label says boilerplate
//   --quick [--json]    a smoke run (6 pages of each kind, 2 folds, short training; line-filter-quick.test.ts)
// Labels: a line is content when ≥ half of its words are words of the page's ground truth (a line of ≤ 4 words: when
// the truth holds it word for word). The threshold below which a line is dropped, and the cap on the share of a
// page's words it may drop, are chosen on the training folds (the mean page F1 there), then applied to the held-out
// fold. Reports per kind the bag-of-words F1 of our output filtered vs unfiltered on the held-out folds, the pages
// and sites that gain and lose, the full model's in-sample change, and the article benchmark's F1 with the model
// trained on every dev page. Result (issue 12, docs/benchmarks.md): no held-out gain; not wired into the extractor.
import { createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { extractMainText } from "../../src/extract/main-content.js";
import { parseHtml } from "../../src/extract/parse-html.js";
import { wordF1, wordTokens } from "./bag-of-words.js";
import { DEFAULT_DATA_DIR, loadPages } from "./dataset.js";
import { FEATURE_NAMES, lineRecords } from "./line-features.js";
import { aggregate, scoreDocument } from "./score.js";
import { DEFAULT_WCXB_DIR, loadWcxbPages, PAGE_KINDS } from "./wcxb-dataset.js";

const { values } = parseArgs({
  options: {
    cache: { type: "string", default: "/tmp/webscout-line-filter-cache.jsonl" },
    model: { type: "string", default: "logistic" },
    depth: { type: "string", default: "2" },
    rounds: { type: "string", default: "60" },
    features: { type: "string", default: "all" },
    save: { type: "string" },
    folds: { type: "string", default: "5" },
    quick: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    oracle: { type: "boolean", default: false },
  },
});
const quick = values.quick === true;
/** The tables go to stdout, or to stderr when stdout carries the JSON figures. */
const print = values.json ? console.error : console.log;
/** --quick: a smoke run (a few pages of each kind, 2 folds, short training) on a fresh temporary cache. */
const QUICK_PAGES = 6;

interface CachedLine {
  text: string;
  code: boolean;
  f: number[];
}
interface CachedPage {
  set: "wcxb" | "article";
  id: string;
  kind: string;
  domain: string;
  truth: string;
  lines: CachedLine[];
}

function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** A page's output lines with their features, rounded for the cache file. */
function cachedLines(text: string, document: Parameters<typeof lineRecords>[1]) {
  return lineRecords(text, document).map(({ text, code, features }) => ({
    text,
    code,
    f: features.map((v) => Math.round(v * 1e4) / 1e4),
  }));
}

async function buildCache(file: string): Promise<void> {
  const out: string[] = [];
  const started = Date.now();
  // One kind at a time: the whole split in memory is ~2 GB.
  for (const kind of PAGE_KINDS) {
    const wcxb = await loadWcxbPages(DEFAULT_WCXB_DIR, {
      kinds: [kind],
      perKind: quick ? QUICK_PAGES : undefined,
    });
    for (const page of wcxb) {
      const document = parseHtml(page.html);
      const text = extractMainText(document);
      const lines = cachedLines(text, document);
      out.push(
        JSON.stringify({
          set: "wcxb",
          id: page.id,
          kind,
          domain: domainOf(page.url),
          truth: page.truth,
          lines,
        }),
      );
    }
    console.error(`${kind}: ${wcxb.length} pages, ${(Date.now() - started) / 1000}s`);
  }
  for (const page of (await loadPages(DEFAULT_DATA_DIR)).slice(0, quick ? QUICK_PAGES : undefined)) {
    const document = parseHtml(page.html);
    const text = extractMainText(document);
    const lines = cachedLines(text, document);
    out.push(
      JSON.stringify({
        set: "article",
        id: page.id,
        kind: "article",
        domain: domainOf(page.url),
        truth: page.truth,
        lines,
      }),
    );
  }
  writeFileSync(file, `${out.join("\n")}\n`);
  console.error(`cache written: ${file} (${(Date.now() - started) / 1000}s)`);
}

async function readCache(file: string): Promise<CachedPage[]> {
  const pages: CachedPage[] = [];
  const reader = createInterface({ input: createReadStream(file) });
  for await (const line of reader) if (line !== "") pages.push(JSON.parse(line) as CachedPage);
  return pages;
}

// ---- Data for the models ---------------------------------------------------------------------------------

const TEXT_FEATURES = FEATURE_NAMES.map((name, index) => ({ name, index })).filter(
  ({ name }) => !/^(dom_|tag_|role_|anc_|own_|up_|page_)/.test(name),
);
const featureIndexes =
  values.features === "text"
    ? TEXT_FEATURES.map(({ index }) => index)
    : FEATURE_NAMES.map((_, index) => index);
const D = featureIndexes.length;

interface Sample {
  page: number;
  x: Float64Array;
  label: number;
  weight: number;
}

/** Lines of at most this many words are content only when the truth holds them word for word. */
const SHORT_LINE_WORDS = 4;

function samplesOf(pages: CachedPage[]): Sample[] {
  const samples: Sample[] = [];
  for (const [pageIndex, page] of pages.entries()) {
    const truthTokens = wordTokens(page.truth);
    const truth = new Set(truthTokens);
    const joined = ` ${truthTokens.join(" ")} `;
    for (const line of page.lines) {
      if (line.code) continue;
      const tokens = wordTokens(line.text);
      if (tokens.length === 0) continue;
      // A short line's words are common words of any truth ("learn", "more"): it must occur there as it is.
      const inTruth =
        tokens.length <= SHORT_LINE_WORDS
          ? Number(joined.includes(` ${tokens.join(" ")} `))
          : tokens.filter((token) => truth.has(token)).length / tokens.length;
      const x = new Float64Array(D);
      for (let j = 0; j < D; j++) x[j] = line.f[featureIndexes[j] as number] as number;
      samples.push({ page: pageIndex, x, label: inTruth >= 0.5 ? 1 : 0, weight: tokens.length });
    }
  }
  return samples;
}

// ---- Models ------------------------------------------------------------------------------------------------

interface Model {
  kind: "logistic" | "trees";
  /** Per feature: mean and scale (logistic only). */
  mean?: number[];
  scale?: number[];
  weights?: number[];
  trees?: Tree[];
  base?: number;
  threshold: number;
  /** No line of a page is dropped when the model would drop more than this share of its words. */
  maxDrop?: number;
  features: string[];
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** L2 logistic regression on standardized features, weighted by the line's words, full-batch Adam. */
function trainLogistic(samples: Sample[]): Model {
  const mean = new Array(D).fill(0);
  const scale = new Array(D).fill(0);
  for (const s of samples) for (let j = 0; j < D; j++) mean[j] += (s.x[j] as number) / samples.length;
  for (const s of samples) for (let j = 0; j < D; j++) scale[j] += ((s.x[j] as number) - mean[j]) ** 2;
  for (let j = 0; j < D; j++) scale[j] = Math.sqrt(scale[j] / samples.length) || 1;
  mean[0] = 0;
  scale[0] = 1;
  const z = samples.map((s) => Float64Array.from(s.x, (v, j) => (v - mean[j]) / scale[j]));
  const sampleWeight = samples.map((s) => Math.log1p(s.weight));
  const totalWeight = sampleWeight.reduce((a, b) => a + b, 0);
  const w = new Float64Array(D);
  const m = new Float64Array(D);
  const v = new Float64Array(D);
  const lambda = 1e-3;
  const rate = 0.1;
  for (let step = 1; step <= (quick ? 20 : 150); step++) {
    const gradient = new Float64Array(D);
    for (let i = 0; i < samples.length; i++) {
      const x = z[i] as Float64Array;
      let dot = 0;
      for (let j = 0; j < D; j++) dot += (w[j] as number) * (x[j] as number);
      const error = (sigmoid(dot) - (samples[i] as Sample).label) * (sampleWeight[i] as number);
      for (let j = 0; j < D; j++) gradient[j] = (gradient[j] as number) + error * (x[j] as number);
    }
    for (let j = 0; j < D; j++) {
      const g = (gradient[j] as number) / totalWeight + (j === 0 ? 0 : lambda * (w[j] as number));
      m[j] = 0.9 * (m[j] as number) + 0.1 * g;
      v[j] = 0.999 * (v[j] as number) + 0.001 * g * g;
      const mHat = (m[j] as number) / (1 - 0.9 ** step);
      const vHat = (v[j] as number) / (1 - 0.999 ** step);
      w[j] = (w[j] as number) - (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  return {
    kind: "logistic",
    mean,
    scale,
    weights: [...w],
    threshold: 0.5,
    features: featureIndexes.map((index) => FEATURE_NAMES[index] as string),
  };
}

interface Tree {
  feature: number;
  split: number;
  left: Leaf | Tree;
  right: Leaf | Tree;
}
interface Leaf {
  value: number;
}

function isLeaf(node: Leaf | Tree): node is Leaf {
  return (node as Leaf).value !== undefined;
}

function treeValue(node: Leaf | Tree, x: Float64Array | number[]): number {
  let current = node;
  while (!isLeaf(current)) {
    current = (x[current.feature] as number) <= current.split ? current.left : current.right;
  }
  return current.value;
}

/** Candidate splits of each feature: a few quantiles of its values. */
function candidateSplits(samples: Sample[]): number[][] {
  const splits: number[][] = [];
  for (let j = 0; j < D; j++) {
    const values = samples.map((s) => s.x[j] as number).sort((a, b) => a - b);
    const chosen = new Set<number>();
    for (let q = 1; q < 16; q++) chosen.add(values[Math.floor((q / 16) * (values.length - 1))] as number);
    splits.push([...chosen].filter((split) => split < (values[values.length - 1] as number)));
  }
  return splits;
}

/** Boosted depth-2 regression trees on the logistic loss (Newton leaves, histogram splits), weighted like the
 * logistic model. */
function trainTrees(samples: Sample[]): Model {
  const splits = candidateSplits(samples);
  // Each sample's bin per feature: the number of splits its value exceeds.
  const bins = samples.map((s) => {
    const row = new Uint8Array(D);
    for (let j = 0; j < D; j++) {
      const featureSplits = splits[j] as number[];
      let bin = 0;
      while (bin < featureSplits.length && (s.x[j] as number) > (featureSplits[bin] as number)) bin++;
      row[j] = bin;
    }
    return row;
  });
  const weight = samples.map((s) => Math.log1p(s.weight));
  const positive = samples.reduce((sum, s, i) => sum + s.label * (weight[i] as number), 0);
  const total = weight.reduce((a, b) => a + b, 0);
  const base = Math.log(positive / Math.max(1e-9, total - positive));
  const score = new Float64Array(samples.length).fill(base);
  const trees: Tree[] = [];
  const shrink = 0.3;
  const BINS = 17;
  const fitNode = (indexes: number[], g: Float64Array, h: Float64Array, depth: number): Leaf | Tree => {
    let gSum = 0;
    let hSum = 0;
    for (const i of indexes) {
      gSum += g[i] as number;
      hSum += h[i] as number;
    }
    const leaf = { value: (shrink * -gSum) / (hSum + 1) };
    if (depth === 0 || indexes.length < 200) return leaf;
    const gHist = new Float64Array(D * BINS);
    const hHist = new Float64Array(D * BINS);
    for (const i of indexes) {
      const row = bins[i] as Uint8Array;
      const gi = g[i] as number;
      const hi = h[i] as number;
      for (let j = 0; j < D; j++) {
        const cell = j * BINS + (row[j] as number);
        gHist[cell] = (gHist[cell] as number) + gi;
        hHist[cell] = (hHist[cell] as number) + hi;
      }
    }
    let best = { gain: 0, feature: -1, split: 0 };
    const parentScore = (gSum * gSum) / (hSum + 1);
    for (let j = 0; j < D; j++) {
      let gl = 0;
      let hl = 0;
      const featureSplits = splits[j] as number[];
      for (let bin = 0; bin < featureSplits.length; bin++) {
        gl += gHist[j * BINS + bin] as number;
        hl += hHist[j * BINS + bin] as number;
        const gr = gSum - gl;
        const hr = hSum - hl;
        if (hl < 20 || hr < 20) continue;
        const gain = (gl * gl) / (hl + 1) + (gr * gr) / (hr + 1) - parentScore;
        if (gain > best.gain) best = { gain, feature: j, split: featureSplits[bin] as number };
      }
    }
    if (best.feature < 0) return leaf;
    const left = indexes.filter((i) => ((samples[i] as Sample).x[best.feature] as number) <= best.split);
    const right = indexes.filter((i) => ((samples[i] as Sample).x[best.feature] as number) > best.split);
    return {
      feature: best.feature,
      split: best.split,
      left: fitNode(left, g, h, depth - 1),
      right: fitNode(right, g, h, depth - 1),
    };
  };
  const all = samples.map((_, i) => i);
  for (let round = 0; round < (quick ? 5 : Number(values.rounds)); round++) {
    const g = new Float64Array(samples.length);
    const h = new Float64Array(samples.length);
    for (let i = 0; i < samples.length; i++) {
      const p = sigmoid(score[i] as number);
      g[i] = (p - (samples[i] as Sample).label) * (weight[i] as number);
      h[i] = Math.max(1e-6, p * (1 - p)) * (weight[i] as number);
    }
    const node = fitNode(all, g, h, Number(values.depth));
    if (isLeaf(node)) break;
    const tree = node as Tree;
    trees.push(tree);
    for (let i = 0; i < samples.length; i++) {
      score[i] = (score[i] as number) + treeValue(tree, (samples[i] as Sample).x);
    }
  }
  return {
    kind: "trees",
    trees,
    base,
    threshold: 0.5,
    features: featureIndexes.map((index) => FEATURE_NAMES[index] as string),
  };
}

function predict(model: Model, x: Float64Array): number {
  if (model.kind === "logistic") {
    const { mean = [], scale = [], weights = [] } = model;
    let dot = 0;
    for (let j = 0; j < D; j++)
      dot += (weights[j] as number) * (((x[j] as number) - (mean[j] as number)) / (scale[j] as number));
    return sigmoid(dot);
  }
  let score = model.base ?? 0;
  for (const tree of model.trees ?? []) score += treeValue(tree, x);
  return sigmoid(score);
}

// ---- Filtering and scoring ---------------------------------------------------------------------------------

/** A page's words, read once: the truth's counts and each line's tokens (undefined: never filtered). */
interface PageWords {
  truth: Map<string, number>;
  truthTokens: number;
  lines: { tokens: string[]; filtered: boolean }[];
}

const wordsCache = new WeakMap<CachedPage, PageWords>();

function pageWords(page: CachedPage): PageWords {
  let words = wordsCache.get(page);
  if (!words) {
    const truth = new Map<string, number>();
    const truthTokens = wordTokens(page.truth);
    for (const token of truthTokens) truth.set(token, (truth.get(token) ?? 0) + 1);
    const lines = page.lines.map((line) => {
      const tokens = wordTokens(line.text);
      return { tokens, filtered: !line.code && tokens.length > 0 };
    });
    words = { truth, truthTokens: truthTokens.length, lines };
    wordsCache.set(page, words);
  }
  return words;
}

/** Which lines a filter keeps: none is dropped when it would drop more than `maxDrop` of the page's words. */
interface Cut {
  threshold: number;
  maxDrop: number;
}

function keptLines(
  page: CachedPage,
  probabilities: Map<number, number>,
  { threshold, maxDrop }: Cut,
): boolean[] {
  const { lines } = pageWords(page);
  let sample = 0;
  let words = 0;
  let dropped = 0;
  const kept = lines.map((line) => {
    words += line.tokens.length;
    if (!line.filtered || (probabilities.get(sample++) ?? 1) >= threshold) return true;
    dropped += line.tokens.length;
    return false;
  });
  return dropped > maxDrop * words ? lines.map(() => true) : kept;
}

/** Bag-of-words F1 (as bag-of-words.ts) of the page's lines kept by `cut`. */
function filteredF1(page: CachedPage, probabilities: Map<number, number>, cut: Cut): number {
  const { truth, truthTokens, lines } = pageWords(page);
  const kept = keptLines(page, probabilities, cut);
  const left = new Map(truth);
  let predicted = 0;
  let overlap = 0;
  for (const [index, line] of lines.entries()) {
    if (!kept[index]) continue;
    for (const token of line.tokens) {
      predicted++;
      const count = left.get(token) ?? 0;
      if (count > 0) {
        overlap++;
        left.set(token, count - 1);
      }
    }
  }
  if (truthTokens === 0) return predicted === 0 ? 1 : 0;
  if (predicted === 0 || overlap === 0) return 0;
  const precision = overlap / predicted;
  const recall = overlap / truthTokens;
  return (2 * precision * recall) / (precision + recall);
}

/** The page's text with the lines whose probability of content is below `threshold` left out. */
function filteredText(page: CachedPage, probabilities: Map<number, number>, cut: Cut): string {
  const kept = keptLines(page, probabilities, cut);
  return page.lines
    .filter((_, index) => kept[index])
    .map((line) => line.text)
    .join("\n");
}

function unfilteredText(page: CachedPage): string {
  return page.lines.map((line) => line.text).join("\n");
}

/** Per page, the probability of each of its model lines (in the order samplesOf visits them). */
function pageProbabilities(model: Model, pages: CachedPage[]): Map<number, number>[] {
  const samples = samplesOf(pages);
  const byPage = pages.map(() => new Map<number, number>());
  const seen = pages.map(() => 0);
  for (const s of samples) {
    const index = seen[s.page] as number;
    seen[s.page] = index + 1;
    (byPage[s.page] as Map<number, number>).set(index, predict(model, s.x));
  }
  return byPage;
}

const THRESHOLDS = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5];

const MAX_DROPS = [0.05, 0.1, 0.2, 0.3];

/** The cut with the best mean page F1 on these (training) pages. */
function chooseCut(model: Model, pages: CachedPage[]): Cut {
  const probabilities = pageProbabilities(model, pages);
  let best = { cut: { threshold: 0, maxDrop: 0 }, f1: -1 };
  for (const threshold of THRESHOLDS) {
    for (const maxDrop of MAX_DROPS) {
      let sum = 0;
      for (const [i, page] of pages.entries()) {
        sum += filteredF1(page, probabilities[i] as Map<number, number>, { threshold, maxDrop });
      }
      if (sum / pages.length > best.f1 + 1e-9) best = { cut: { threshold, maxDrop }, f1: sum / pages.length };
    }
  }
  return best.cut;
}

function cutOf(model: Model): Cut {
  return { threshold: model.threshold, maxDrop: model.maxDrop ?? 1 };
}

function train(pages: CachedPage[]): Model {
  const samples = samplesOf(pages);
  const model = values.model === "trees" ? trainTrees(samples) : trainLogistic(samples);
  const cut = chooseCut(model, pages);
  model.threshold = cut.threshold;
  model.maxDrop = cut.maxDrop;
  return model;
}

function foldOf(domain: string, folds: number): number {
  let hash = 2166136261;
  for (let i = 0; i < domain.length; i++) hash = Math.imul(hash ^ domain.charCodeAt(i), 16777619);
  return (hash >>> 0) % folds;
}

// ---- Main ----------------------------------------------------------------------------------------------------

const quickDir = quick ? mkdtempSync(join(tmpdir(), "webscout-line-filter-")) : undefined;
const cacheFile = quickDir ? join(quickDir, "cache.jsonl") : (values.cache as string);
if (!existsSync(cacheFile)) await buildCache(cacheFile);
const pages = await readCache(cacheFile);
if (quickDir) rmSync(quickDir, { recursive: true, force: true });
const dev = pages.filter((page) => page.set === "wcxb");
const articles = pages.filter((page) => page.set === "article");
const folds = quick ? 2 : Number(values.folds);
console.error(
  `${dev.length} dev pages (${new Set(dev.map((p) => p.domain)).size} domains), ${articles.length} article pages, ` +
    `${D} features, model ${values.model}, ${folds}-fold CV grouped by domain`,
);

const before = dev.map((page) => wordF1(unfilteredText(page), page.truth).f1);
if (values.oracle) {
  // The labels as probabilities: what a perfect line classifier would reach (no cap on what it drops).
  const labels = dev.map(() => new Map<number, number>());
  const seen = dev.map(() => 0);
  for (const sample of samplesOf(dev)) {
    const index = seen[sample.page] as number;
    seen[sample.page] = index + 1;
    (labels[sample.page] as Map<number, number>).set(index, sample.label);
  }
  const oracle = dev.map((page, i) =>
    filteredF1(page, labels[i] as Map<number, number>, { threshold: 0.5, maxDrop: 1 }),
  );
  for (const kind of [...PAGE_KINDS, "all"]) {
    const indexes = dev.flatMap((page, i) => (kind === "all" || page.kind === kind ? [i] : []));
    const mean = (list: number[]) =>
      indexes.reduce((sum, i) => sum + (list[i] as number), 0) / indexes.length;
    print(`oracle line filter, ${kind}: ${mean(before).toFixed(4)} → ${mean(oracle).toFixed(4)}`);
  }
  process.exit(0);
}
const after = new Array<number>(dev.length).fill(0);
for (let fold = 0; fold < folds; fold++) {
  const trainPages = dev.filter((page) => foldOf(page.domain, folds) !== fold);
  const heldOut = dev
    .map((page, index) => ({ page, index }))
    .filter(({ page }) => foldOf(page.domain, folds) === fold);
  const model = train(trainPages);
  const probabilities = pageProbabilities(
    model,
    heldOut.map(({ page }) => page),
  );
  for (const [i, { page, index }] of heldOut.entries()) {
    after[index] = filteredF1(page, probabilities[i] as Map<number, number>, cutOf(model));
  }
  console.error(
    `fold ${fold}: ${trainPages.length} training pages, ${heldOut.length} held out, threshold ${model.threshold}, max drop ${model.maxDrop}`,
  );
}

const meanOf = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
const figures: Record<string, { pages: number; unfiltered: number; filtered: number }> = {};
print(
  `| kind | pages | unfiltered | filtered (held-out folds) | change | pages gained / lost | sites gained / lost |`,
);
print(`|---|---:|---:|---:|---:|---|---|`);
for (const kind of [...PAGE_KINDS, "all"]) {
  const indexes = dev
    .map((page, i) => ({ page, i }))
    .filter(({ page }) => kind === "all" || page.kind === kind);
  const b = meanOf(indexes.map(({ i }) => before[i] as number));
  const a = meanOf(indexes.map(({ i }) => after[i] as number));
  const gained = indexes.filter(({ i }) => (after[i] as number) > (before[i] as number) + 1e-9);
  const lost = indexes.filter(({ i }) => (after[i] as number) < (before[i] as number) - 1e-9);
  const sites = (list: typeof indexes) => new Set(list.map(({ page }) => page.domain)).size;
  figures[kind] = { pages: indexes.length, unfiltered: b, filtered: a };
  print(
    `| ${kind} | ${indexes.length} | ${b.toFixed(4)} | ${a.toFixed(4)} | ${(a - b >= 0 ? "+" : "") + (a - b).toFixed(4)} | ` +
      `${gained.length} / ${lost.length} | ${sites(gained)} / ${sites(lost)} |`,
  );
}
const moves = dev
  .map((page, i) => ({ page, change: (after[i] as number) - (before[i] as number) }))
  .filter(({ change }) => Math.abs(change) > 1e-9)
  .sort((x, y) => y.change - x.change);
const show = (list: typeof moves) =>
  list
    .map(({ page, change }) => `${page.kind} ${page.domain} ${change >= 0 ? "+" : ""}${change.toFixed(3)}`)
    .join("; ");
print(`\nlargest gains: ${show(moves.slice(0, 12))}`);
print(`largest losses: ${show(moves.slice(-12).reverse())}`);

// The article benchmark with the model trained on every dev page.
const full = train(dev);
// For comparison, the same model scored on the pages it was trained on: what it fits, against what generalizes.
const devProbabilities = pageProbabilities(full, dev);
const inSample = dev.map((page, i) =>
  filteredF1(page, devProbabilities[i] as Map<number, number>, cutOf(full)),
);
print(
  `\nin-sample (trained and scored on all ${dev.length} dev pages): ` +
    [...PAGE_KINDS, "all"]
      .map((kind) => {
        const indexes = dev.flatMap((page, i) => (kind === "all" || page.kind === kind ? [i] : []));
        const change = indexes.reduce((sum, i) => sum + (inSample[i] as number) - (before[i] as number), 0);
        return `${kind} ${change >= 0 ? "+" : ""}${(change / indexes.length).toFixed(4)}`;
      })
      .join(", "),
);
const articleProbabilities = pageProbabilities(full, articles);
const articleBefore = aggregate(articles.map((page) => scoreDocument(page.truth, unfilteredText(page)))).f1;
const articleAfter = aggregate(
  articles.map((page, i) =>
    scoreDocument(
      page.truth,
      filteredText(page, articleProbabilities[i] as Map<number, number>, cutOf(full)),
    ),
  ),
).f1;
print(
  `\narticle benchmark F1 (model trained on all ${dev.length} dev pages, threshold ${full.threshold}, max drop ${full.maxDrop}): ` +
    `${articleBefore.toFixed(5)} → ${articleAfter.toFixed(5)}`,
);
if (full.kind === "logistic") {
  const ranked = (full.weights ?? [])
    .map((weight, j) => ({ name: full.features[j], weight }))
    .sort((x, y) => Math.abs(y.weight) - Math.abs(x.weight))
    .slice(0, 15);
  print(`largest weights: ${ranked.map(({ name, weight }) => `${name} ${weight.toFixed(2)}`).join(", ")}`);
}
if (values.save !== undefined) {
  writeFileSync(values.save, `${JSON.stringify(full)}\n`);
  console.error(`model written: ${values.save}`);
}
if (values.json) {
  const article = { pages: articles.length, unfiltered: articleBefore, filtered: articleAfter };
  console.log(JSON.stringify({ quick, folds, model: full.kind, kinds: figures, article }));
}
