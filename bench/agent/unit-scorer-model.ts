// The learning side of the unit scorer study (issue 8): a conditional logit (a softmax over a question's candidate
// units, one weight per feature) that learns which unit holds the expected facts, and a logistic regression that
// learns whether to answer from the best unit's signals. Plain batch gradient descent with L2, from zero weights:
// deterministic, no dependency. Features are standardised on the training questions.
import type { DumpedQuestion } from "./dump-units.js";

export interface LinearModel {
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

export function standardiser(rows: readonly number[][]): { mean: number[]; scale: number[] } {
  const width = rows[0]?.length ?? 0;
  const mean = Array.from({ length: width }, (_, index) =>
    rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + (row[index] ?? 0), 0) / rows.length,
  );
  const scale = mean.map((average, index) => {
    const variance =
      rows.reduce((sum, row) => sum + ((row[index] ?? 0) - average) ** 2, 0) / Math.max(1, rows.length);
    return variance > 1e-12 ? Math.sqrt(variance) : 1;
  });
  return { mean, scale };
}

export function linearScore(model: LinearModel, features: readonly number[]): number {
  let sum = model.bias;
  for (let index = 0; index < model.weights.length; index++) {
    sum +=
      (model.weights[index] ?? 0) *
      (((features[index] ?? 0) - (model.mean[index] ?? 0)) / (model.scale[index] ?? 1));
  }
  return sum;
}

/** The candidates holding the most expected facts (at least one), as indices; empty when none holds one. */
export function factUnits(question: DumpedQuestion): number[] {
  const most = Math.max(0, ...question.candidates.map((candidate) => candidate.facts));
  if (most === 0) return [];
  return question.candidates.flatMap((candidate, index) => (candidate.facts === most ? [index] : []));
}

/** Index of the best candidate under a score (first on ties, as the hand ranking keeps text order). */
export function argmax(values: readonly number[]): number {
  let best = 0;
  for (let index = 1; index < values.length; index++)
    if ((values[index] ?? 0) > (values[best] ?? 0)) best = index;
  return best;
}

/**
 * Fits a conditional logit on the questions with a fact unit: the probability mass on the fact units is
 * maximised, with an L2 penalty.
 */
export function fitChooser(
  questions: readonly DumpedQuestion[],
  options: { l2?: number; epochs?: number; rate?: number } = {},
): LinearModel {
  const { l2 = 0.01, epochs = 400, rate = 0.5 } = options;
  const usable = questions.filter((question) => factUnits(question).length > 0);
  const { mean, scale } = standardiser(
    usable.flatMap((question) => question.candidates.map((candidate) => candidate.features)),
  );
  const width = mean.length;
  const model: LinearModel = { mean, scale, weights: new Array(width).fill(0), bias: 0 };
  const standard = usable.map((question) => ({
    rows: question.candidates.map((candidate) =>
      candidate.features.map((value, index) => (value - (mean[index] ?? 0)) / (scale[index] ?? 1)),
    ),
    positive: new Set(factUnits(question)),
  }));
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = new Array(width).fill(0);
    for (const { rows, positive } of standard) {
      const scores = rows.map((row) =>
        row.reduce((sum, value, index) => sum + value * (model.weights[index] ?? 0), 0),
      );
      const top = Math.max(...scores);
      const exp = scores.map((score) => Math.exp(score - top));
      const total = exp.reduce((sum, value) => sum + value, 0);
      const positiveTotal = exp.reduce((sum, value, index) => sum + (positive.has(index) ? value : 0), 0);
      rows.forEach((row, index) => {
        const p = (exp[index] ?? 0) / total;
        const q = positive.has(index) ? (exp[index] ?? 0) / positiveTotal : 0;
        for (let feature = 0; feature < width; feature++) gradient[feature] += (p - q) * (row[feature] ?? 0);
      });
    }
    for (let feature = 0; feature < width; feature++) {
      const weight = model.weights[feature] ?? 0;
      model.weights[feature] =
        weight - rate * (gradient[feature] / Math.max(1, standard.length) + l2 * weight);
    }
  }
  return model;
}

/** Fits a logistic regression of `labels` on `rows`. */
export function fitLogistic(
  rows: readonly number[][],
  labels: readonly boolean[],
  options: { l2?: number; epochs?: number; rate?: number } = {},
): LinearModel {
  const { l2 = 0.01, epochs = 600, rate = 0.5 } = options;
  const { mean, scale } = standardiser(rows);
  const width = mean.length;
  const model: LinearModel = { mean, scale, weights: new Array(width).fill(0), bias: 0 };
  const standard = rows.map((row) =>
    row.map((value, index) => (value - (mean[index] ?? 0)) / (scale[index] ?? 1)),
  );
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = new Array(width).fill(0);
    let biasGradient = 0;
    standard.forEach((row, rowIndex) => {
      const z = row.reduce((sum, value, index) => sum + value * (model.weights[index] ?? 0), model.bias);
      const error = 1 / (1 + Math.exp(-z)) - (labels[rowIndex] ? 1 : 0);
      biasGradient += error;
      for (let feature = 0; feature < width; feature++) gradient[feature] += error * (row[feature] ?? 0);
    });
    const count = Math.max(1, standard.length);
    model.bias -= (rate * biasGradient) / count;
    for (let feature = 0; feature < width; feature++) {
      const weight = model.weights[feature] ?? 0;
      model.weights[feature] = weight - rate * (gradient[feature] / count + l2 * weight);
    }
  }
  return model;
}

/** A regression tree of depth 2 on the features: a split, then a split on each side, four leaf values. */
export interface Stump2 {
  feature: number;
  threshold: number;
  /** [left, right] children: each a split and its two leaf values. */
  children: Array<{ feature: number; threshold: number; values: [number, number] }>;
}

export interface TreeModel {
  trees: Stump2[];
}

export function treeScore(model: TreeModel, features: readonly number[]): number {
  let sum = 0;
  for (const tree of model.trees) {
    const child = tree.children[(features[tree.feature] ?? 0) <= tree.threshold ? 0 : 1];
    if (!child) continue;
    sum += child.values[(features[child.feature] ?? 0) <= child.threshold ? 0 : 1];
  }
  return sum;
}

/** Thresholds tried per feature: the distinct values' quantiles. */
const QUANTILES = 12;

function thresholdsOf(rows: readonly number[][], width: number): number[][] {
  return Array.from({ length: width }, (_, feature) => {
    const values = [...new Set(rows.map((row) => row[feature] ?? 0))].sort((left, right) => left - right);
    if (values.length <= QUANTILES) return values.slice(0, -1);
    return Array.from(
      { length: QUANTILES - 1 },
      (_, index) => values[Math.floor(((index + 1) * values.length) / QUANTILES)] ?? 0,
    );
  });
}

/** The split of `members` that most reduces the squared error of `targets` (gradient boosting's fit). */
function bestSplit(
  members: readonly number[],
  rows: readonly number[][],
  targets: readonly number[],
  thresholds: readonly number[][],
): { feature: number; threshold: number; gain: number } {
  let best = { feature: 0, threshold: Number.POSITIVE_INFINITY, gain: 0 };
  const total = members.reduce((sum, member) => sum + (targets[member] ?? 0), 0);
  thresholds.forEach((cuts, feature) => {
    for (const threshold of cuts) {
      let leftSum = 0;
      let leftCount = 0;
      for (const member of members) {
        if ((rows[member]?.[feature] ?? 0) <= threshold) {
          leftSum += targets[member] ?? 0;
          leftCount++;
        }
      }
      const rightCount = members.length - leftCount;
      if (leftCount < 20 || rightCount < 20) continue;
      const gain =
        (leftSum * leftSum) / leftCount +
        ((total - leftSum) * (total - leftSum)) / rightCount -
        (total * total) / members.length;
      if (gain > best.gain) best = { feature, threshold, gain };
    }
  });
  return best;
}

/**
 * Gradient-boosted depth-2 trees on the conditional logit's loss (each round fits the candidates' residuals q − p
 * of the softmax over their question, as LambdaMART-like listwise boosting does), with shrinkage.
 */
export function fitTreeChooser(
  questions: readonly DumpedQuestion[],
  options: { rounds?: number; shrinkage?: number } = {},
): TreeModel {
  const { rounds = 60, shrinkage = 0.3 } = options;
  const usable = questions.filter((question) => factUnits(question).length > 0);
  const rows: number[][] = [];
  const groups: Array<{ start: number; end: number; positive: Set<number> }> = [];
  for (const question of usable) {
    const start = rows.length;
    for (const candidate of question.candidates) rows.push(candidate.features);
    groups.push({
      start,
      end: rows.length,
      positive: new Set(factUnits(question).map((index) => start + index)),
    });
  }
  const width = rows[0]?.length ?? 0;
  const thresholds = thresholdsOf(rows, width);
  const scores = new Array<number>(rows.length).fill(0);
  const model: TreeModel = { trees: [] };
  const everyone = rows.map((_, index) => index);
  for (let round = 0; round < rounds; round++) {
    const residuals = new Array<number>(rows.length).fill(0);
    const hessians = new Array<number>(rows.length).fill(0);
    for (const { start, end, positive } of groups) {
      let top = Number.NEGATIVE_INFINITY;
      for (let index = start; index < end; index++) top = Math.max(top, scores[index] ?? 0);
      let total = 0;
      let positiveTotal = 0;
      for (let index = start; index < end; index++) {
        const exp = Math.exp((scores[index] ?? 0) - top);
        total += exp;
        if (positive.has(index)) positiveTotal += exp;
      }
      for (let index = start; index < end; index++) {
        const exp = Math.exp((scores[index] ?? 0) - top);
        const p = exp / total;
        const q = positive.has(index) ? exp / positiveTotal : 0;
        residuals[index] = q - p;
        hessians[index] = Math.max(1e-6, p * (1 - p));
      }
    }
    const root = bestSplit(everyone, rows, residuals, thresholds);
    if (root.gain <= 0) break;
    const sides = [
      everyone.filter((index) => (rows[index]?.[root.feature] ?? 0) <= root.threshold),
      everyone.filter((index) => (rows[index]?.[root.feature] ?? 0) > root.threshold),
    ];
    const leaf = (members: readonly number[]) => {
      const gradient = members.reduce((sum, member) => sum + (residuals[member] ?? 0), 0);
      const hessian = members.reduce((sum, member) => sum + (hessians[member] ?? 0), 0);
      return (shrinkage * gradient) / (hessian + 1);
    };
    const tree: Stump2 = {
      feature: root.feature,
      threshold: root.threshold,
      children: sides.map((members) => {
        const split = bestSplit(members, rows, residuals, thresholds);
        const left = members.filter((index) => (rows[index]?.[split.feature] ?? 0) <= split.threshold);
        const right = members.filter((index) => (rows[index]?.[split.feature] ?? 0) > split.threshold);
        return { feature: split.feature, threshold: split.threshold, values: [leaf(left), leaf(right)] };
      }),
    };
    model.trees.push(tree);
    for (let index = 0; index < rows.length; index++)
      scores[index] = (scores[index] ?? 0) + treeScore({ trees: [tree] }, rows[index] ?? []);
  }
  return model;
}
