import { describe, expect, it } from "vitest";
import { createPassageIndex, splitIntoPassages, tokenize } from "../../knowledge/index.js";
import type { Turn } from "./state.js";
import { isVariant, termCredit, termWeights, weightedCoverage, weightedMatch } from "./term-weights.js";

function indexOf(pages: Record<string, string>) {
  const index = createPassageIndex();
  Object.entries(pages).forEach(([title, text], pageIndex) => {
    index.add(splitIntoPassages({ pageIndex, url: `https://site.test/${pageIndex}`, title, text }));
  });
  return index;
}

const index = indexOf({
  Shipping: "Standard shipping takes 3 to 5 business days. Free shipping on orders over $75.",
  Returns: "Return unused items within 30 days. International returns within 45 days.",
  Payments: "Pay with a card, or split a purchase into 4 interest-free payments.",
  Stores: "Our stores are open every day. Visit a store near you.",
});

const turn = (question: string): Turn => ({ question, answer: "…", refused: false, sources: [] });

describe("termWeights", () => {
  it("weighs words that only frame a question (need, get) and ask for a value (how long) below its subject", () => {
    const weights = termWeights({ question: "How long do I need to wait to get my refund?", index });
    expect(weights.get("refund")).toBeGreaterThan(3 * (weights.get("need") ?? 0));
    expect(weights.get("refund")).toBeGreaterThan(2 * (weights.get("long") ?? 0));
  });

  it("carries a follow-up's previous question as context words, lighter than the follow-up's own", () => {
    const weights = termWeights({
      question: "What about for international orders?",
      history: [turn("What is your return policy?")],
      index,
    });
    expect([...(weights.context ?? [])].sort()).toEqual(tokenize("policy return").sort());
    expect(weights.get("return")).toBeLessThan(weights.get(tokenize("international")[0] as string) ?? 0);
  });

  it("keeps a new topic's words nearly alone: the previous question weighs little", () => {
    const followUp = termWeights({
      question: "And in stores?",
      history: [turn("Do you price match?")],
      index,
    });
    const newTopic = termWeights({
      question: "Are your stores open on holidays?",
      history: [turn("Do you price match?")],
      index,
    });
    const matchTerm = tokenize("match")[0] as string;
    expect(newTopic.get(matchTerm) ?? 0).toBeLessThan(followUp.get(matchTerm) ?? 0);
  });
});

describe("coverage", () => {
  const weights = Object.assign(
    new Map([
      ["weigh", 1],
      ["tent", 1],
    ]),
    { context: new Set<string>() },
  );

  it("credits variant spellings and related support words, less than the word itself", () => {
    expect(isVariant("weigh", "weight")).toBe(true);
    expect(isVariant("car", "card")).toBe(false);
    expect(isVariant("card", "cardboard")).toBe(false);
    expect(termCredit("weigh", new Set(["weigh"]))).toBe(1);
    expect(termCredit("weigh", new Set(["weight"]))).toBe(0.8);
    const [installment] = tokenize("installments");
    expect(termCredit(installment as string, new Set(tokenize("payments")))).toBe(0.6);
    expect(termCredit(installment as string, new Set(tokenize("shipping")))).toBe(0);
  });

  it("counts words that ask for a value as present when the text holds one", () => {
    const terms = new Set(["tent"]);
    expect(weightedCoverage(weights, terms)).toBe(0.5);
    expect(weightedCoverage(weights, terms, new Set(["weigh"]))).toBe(1);
  });

  it("does not require context words, but lets them lift the raw match above 1", () => {
    const followUp = Object.assign(
      new Map([
        ["international", 2],
        ["return", 1],
      ]),
      { context: new Set(["return"]) },
    );
    expect(weightedCoverage(followUp, new Set(["international"]))).toBe(1);
    expect(weightedMatch(followUp, new Set(["international", "return"]))).toBe(1.5);
    expect(weightedCoverage(followUp, new Set(["return"]))).toBe(0.5);
  });
});
