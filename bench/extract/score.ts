// The article-extraction benchmark's scoring, exactly as its SOURCE.md describes: word 4-gram shingles,
// macro-averaged precision and recall, F1 of the two means, exact-token accuracy, bootstrap spread.

/** Every maximal run of Unicode word characters, as Python's `re.findall(r'\w+', text)`; no lowercasing. */
export function tokenize(text: string): string[] {
  return text.match(/[\p{L}\p{N}_]+/gu) ?? [];
}

/** Word 4-gram shingles as a multiset; 1–3 tokens make one shingle, zero tokens none. */
export function shingles(tokens: string[], size = 4): Map<string, number> {
  const counts = new Map<string, number>();
  if (tokens.length === 0) return counts;
  if (tokens.length < size) {
    counts.set(tokens.join("\u0000"), 1);
    return counts;
  }
  for (let index = 0; index + size <= tokens.length; index++) {
    const key = tokens.slice(index, index + size).join("\u0000");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export interface DocumentScore {
  /** tp/(tp+fp); undefined when the prediction has no shingles (left out of the mean). */
  precision: number | undefined;
  /** tp/(tp+fn); undefined when the truth has no shingles. */
  recall: number | undefined;
  /** Whether the token lists are exactly equal. */
  exact: boolean;
}

/** Scores one predicted text against its ground truth. */
export function scoreDocument(truth: string, prediction: string): DocumentScore {
  const truthTokens = tokenize(truth);
  const predictionTokens = tokenize(prediction);
  const truthShingles = shingles(truthTokens);
  const predictionShingles = shingles(predictionTokens);
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const [key, truthCount] of truthShingles) {
    const predictionCount = predictionShingles.get(key) ?? 0;
    truePositives += Math.min(truthCount, predictionCount);
    falseNegatives += Math.max(0, truthCount - predictionCount);
  }
  for (const [key, predictionCount] of predictionShingles) {
    const truthCount = truthShingles.get(key) ?? 0;
    falsePositives += Math.max(0, predictionCount - truthCount);
  }
  const exact =
    truthTokens.length === predictionTokens.length &&
    truthTokens.every((token, index) => token === predictionTokens[index]);
  if (falsePositives === 0 && falseNegatives === 0) return { precision: 1, recall: 1, exact };
  return {
    precision:
      truePositives + falsePositives > 0 ? truePositives / (truePositives + falsePositives) : undefined,
    recall: truePositives + falseNegatives > 0 ? truePositives / (truePositives + falseNegatives) : undefined,
    exact,
  };
}

export interface CorpusScore {
  f1: number;
  precision: number;
  recall: number;
  accuracy: number;
}

/** Macro precision and recall over documents, F1 of the two means, and exact-match accuracy. */
export function aggregate(scores: readonly DocumentScore[]): CorpusScore {
  const precision = mean(scores.map((score) => score.precision));
  const recall = mean(scores.map((score) => score.recall));
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  const accuracy = scores.length > 0 ? scores.filter((score) => score.exact).length / scores.length : 0;
  return { f1, precision, recall, accuracy };
}

/**
 * Sample standard deviation of each metric over bootstrap resamples. Upstream does not seed it; we use a
 * fixed seed so the printed table is deterministic.
 */
export function bootstrapSpread(
  scores: readonly DocumentScore[],
  { resamples = 1000, seed = 42 }: { resamples?: number; seed?: number } = {},
): CorpusScore {
  const random = mulberry32(seed);
  const samples: CorpusScore[] = [];
  for (let round = 0; round < resamples; round++) {
    const resample: DocumentScore[] = [];
    for (let index = 0; index < scores.length; index++) {
      resample.push(scores[Math.floor(random() * scores.length)] as DocumentScore);
    }
    samples.push(aggregate(resample));
  }
  const spread = (pick: (score: CorpusScore) => number) => standardDeviation(samples.map(pick));
  return {
    f1: spread((score) => score.f1),
    precision: spread((score) => score.precision),
    recall: spread((score) => score.recall),
    accuracy: spread((score) => score.accuracy),
  };
}

function mean(values: ReadonlyArray<number | undefined>): number {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === undefined) continue;
    sum += value;
    count++;
  }
  return count > 0 ? sum / count : 0;
}

function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - average) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
