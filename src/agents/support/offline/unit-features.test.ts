import { describe, expect, it } from "vitest";
import { createPassageIndex, type ScoredPassage, splitIntoPassages } from "../../../knowledge/index.js";
import { termWeights } from "../term-weights.js";
import { scoreUnits } from "./extractive-answer.js";
import { UNIT_FEATURES, unitFeatures } from "./unit-features.js";

function candidatesFor(pages: Record<string, string>, question: string) {
  const index = createPassageIndex();
  const passages: ScoredPassage[] = [];
  Object.entries(pages).forEach(([title, text], pageIndex) => {
    const split = splitIntoPassages({ pageIndex, url: `https://site.test/${pageIndex}`, title, text });
    index.add(split);
    passages.push(...split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })));
  });
  const weights = termWeights({ question, history: [], index });
  const candidates = scoreUnits({ passages, weights, question });
  return { candidates, vectors: unitFeatures({ candidates, weights, question }) };
}

const feature = (vector: readonly number[] | undefined, name: (typeof UNIT_FEATURES)[number]) =>
  vector?.[UNIT_FEATURES.indexOf(name)];

describe("unitFeatures", () => {
  const question = "How long does a refund take?";
  const { candidates, vectors } = candidatesFor(
    {
      Refunds: `Refunds

A refund takes 5 to 10 business days to reach your card.

We refund the price of the item and its tax.`,
      "Refund steps": `How to ask for a refund

\`\`\`
curl -X POST https://shop.test/refunds
\`\`\``,
    },
    question,
  );

  it("gives one vector per candidate, in the order of UNIT_FEATURES", () => {
    expect(vectors).toHaveLength(candidates.length);
    for (const vector of vectors) expect(vector).toHaveLength(UNIT_FEATURES.length);
  });

  it("marks the hand score's best unit, the value asked for, and code for a question that is no how-to", () => {
    const best = candidates.findIndex((candidate) => candidate.text.includes("5 to 10 business days"));
    expect(best).toBe(0);
    expect(feature(vectors[best], "handTop")).toBe(1);
    expect(feature(vectors[best], "handScore")).toBe(1);
    expect(feature(vectors[best], "typed")).toBe(1);
    expect(feature(vectors[best], "asksType")).toBe(1);
    expect(vectors.filter((vector) => feature(vector, "handTop") === 1)).toHaveLength(1);
    const code = candidates.findIndex((candidate) => candidate.kind === "code");
    expect(code).toBeGreaterThan(0);
    expect(feature(vectors[code], "code")).toBe(1);
    expect(feature(vectors[code], "codeForOther")).toBe(1);
    expect(feature(vectors[code], "handScore")).toBeLessThan(1);
  });
});
