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
