import { describe, expect, it } from "vitest";
import type { DumpedQuestion } from "./dump-units.js";
import {
  argmax,
  factUnits,
  fitChooser,
  fitTreeChooser,
  linearScore,
  treeScore,
} from "./unit-scorer-model.js";

/**
 * Questions of two candidates each, features [near, typed]: the unit holding the fact is always the one holding
 * the value asked for, and it holds fewer of the question's words than the other one, so a naive ranking by
 * coverage picks the wrong unit every time.
 */
function question(id: number, factNear: number, otherNear: number): DumpedQuestion {
  return {
    site: "fixture",
    id: `q${id}`,
    set: "old",
    expectRefuse: false,
    factCount: 1,
    handRefused: false,
    otherRule: false,
    bestPageCoverage: 1,
    bestUnitCoverage: otherNear,
    correct: false,
    candidates: [
      { features: [otherNear, 0], facts: 0 },
      { features: [factNear, 1], facts: 1 },
    ],
  };
}

const training = Array.from({ length: 40 }, (_, index) =>
  question(index, 0.4 + (index % 5) * 0.05, 0.7 + (index % 3) * 0.1),
);
const unseen = question(99, 0.5, 0.9);

describe("unit scorer models", () => {
  it("finds the fact units: those holding the most expected facts", () => {
    expect(factUnits(unseen)).toEqual([1]);
    expect(factUnits({ ...unseen, candidates: unseen.candidates.map((c) => ({ ...c, facts: 0 })) })).toEqual(
      [],
    );
  });

  it("a conditional logit learns to choose the unit that differs from the naive coverage ranking", () => {
    const naive = argmax(unseen.candidates.map((candidate) => candidate.features[0] ?? 0));
    expect(naive).toBe(0);
    const model = fitChooser(training);
    expect(argmax(unseen.candidates.map((candidate) => linearScore(model, candidate.features)))).toBe(1);
    // Holding the value asked for weighs more than coverage.
    expect(model.weights[1] ?? 0).toBeGreaterThan(model.weights[0] ?? 0);
  });

  it("boosted trees learn the same choice", () => {
    const model = fitTreeChooser(training, { rounds: 5 });
    expect(model.trees.length).toBeGreaterThan(0);
    expect(argmax(unseen.candidates.map((candidate) => treeScore(model, candidate.features)))).toBe(1);
  });
});
