import { describe, expect, it } from "vitest";
import { createPassageIndex } from "./passage-index.js";
import { estimateTokens, selectWithinBudget, truncateToTokens } from "./token-budget.js";
import type { Passage, ScoredPassage } from "./types.js";

function scored(pageIndex: number, position: number, score: number, text: string): ScoredPassage {
  return {
    id: `${pageIndex}:${position}`,
    pageIndex,
    position,
    url: `https://shop.test/${pageIndex}`,
    title: `Page ${pageIndex}`,
    text,
    score,
    matchedTerms: [],
  };
}

describe("estimateTokens", () => {
  it("counts about four ASCII characters a token and one token a CJK character", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcd")).toBe(1);
    expect(estimateTokens("a".repeat(400))).toBe(100);
    expect(estimateTokens("退货政策")).toBe(4);
    expect(estimateTokens("返品ポリシー")).toBe(6);
    expect(estimateTokens("café")).toBe(2);
  });
});

describe("truncateToTokens", () => {
  it("returns short text unchanged and empties on a zero budget", () => {
    expect(truncateToTokens("Free returns within 30 days.", 100)).toBe("Free returns within 30 days.");
    expect(truncateToTokens("anything", 0)).toBe("");
  });

  it("cuts at a word boundary, marks the cut and stays within the budget", () => {
    const text = "Standard shipping takes three to five business days across the country. ".repeat(20);
    for (const budget of [1, 5, 17, 60]) {
      const truncated = truncateToTokens(text, budget);
      expect(estimateTokens(truncated)).toBeLessThanOrEqual(budget);
      expect(truncated.endsWith("…")).toBe(true);
      expect(text.startsWith(truncated.slice(0, -1))).toBe(true);
    }
    expect(truncateToTokens(text, 17)).toMatch(/ days…$|[a-z]…$/);
    expect(truncateToTokens(text, 17)).not.toMatch(/ …$/);
  });

  it("handles CJK and astral characters without splitting them", () => {
    const truncated = truncateToTokens("退货政策😀".repeat(20), 9);
    expect(estimateTokens(truncated)).toBeLessThanOrEqual(9);
    expect(truncated).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});

describe("selectWithinBudget", () => {
  it("takes the best passages first, skips what overflows, and groups them by page", () => {
    const big = "x".repeat(400); // 100 tokens
    const small = "y".repeat(40); // 10 tokens
    const passages = [
      scored(3, 0, 9, big),
      scored(1, 2, 8, big),
      scored(1, 0, 7, big),
      scored(2, 0, 6, small),
      scored(0, 5, 1, small),
    ];
    const chosen = selectWithinBudget(passages, { maxTokens: 220 });
    expect(chosen.map((passage) => passage.id)).toEqual(["0:5", "1:2", "2:0", "3:0"]);
  });

  it("takes at most maxPerPage passages from one page", () => {
    const passages = Array.from({ length: 10 }, (_, position) =>
      scored(7, position, 10 - position, "short text"),
    );
    passages.push(scored(8, 0, 0.5, "other page"));
    const chosen = selectWithinBudget(passages, { maxPerPage: 2 });
    expect(chosen.map((passage) => passage.id)).toEqual(["7:0", "7:1", "8:0"]);
  });

  it("counts the per-passage overhead against the budget", () => {
    const passages = [scored(0, 0, 3, "abcd"), scored(1, 0, 2, "abcd"), scored(2, 0, 1, "abcd")];
    expect(selectWithinBudget(passages, { maxTokens: 22, overheadTokensPerPassage: 10 })).toHaveLength(2);
  });

  it("never exceeds maxTokens with hundreds of pages indexed", () => {
    const vocabulary = Array.from({ length: 3000 }, (_, index) => `term${index.toString(36)}`);
    const topics = [
      "return",
      "refund",
      "shipping",
      "warranty",
      "customs",
      "international",
      "order",
      "delivery",
    ];
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    // Zipf-like: common words dominate, as in real text.
    const word = (): string => vocabulary[Math.floor(vocabulary.length * random() ** 3)] as string;
    const index = createPassageIndex();
    for (let pageIndex = 0; pageIndex < 200; pageIndex += 1) {
      const passages: Passage[] = [];
      for (let position = 0; position < 10; position += 1) {
        const words = Array.from({ length: 80 }, () => (random() < 0.05 ? topics[pageIndex % 8] : word()));
        passages.push({
          id: `${pageIndex}:${position}`,
          pageIndex,
          position,
          url: `https://shop.test/page/${pageIndex}`,
          title: `Help page ${pageIndex} about ${topics[(pageIndex + position) % 8]}`,
          text: `${words.join(" ")}.`,
        });
      }
      index.add(passages);
    }
    expect(index.size).toBe(2000);

    for (const question of ["What is your return policy?", "How long does international shipping take?"]) {
      const results = index.search(question, { limit: 500 });
      expect(results.length).toBeGreaterThan(100);
      for (const maxTokens of [300, 1000, 4000]) {
        const chosen = selectWithinBudget(results, { maxTokens, maxPerPage: 3 });
        const used = chosen.reduce((sum, passage) => sum + estimateTokens(passage.text), 0);
        expect(used).toBeLessThanOrEqual(maxTokens);
        expect(chosen.length).toBeGreaterThan(0);
        const perPage = new Map<number, number>();
        for (const passage of chosen)
          perPage.set(passage.pageIndex, (perPage.get(passage.pageIndex) ?? 0) + 1);
        expect(Math.max(...perPage.values())).toBeLessThanOrEqual(3);
        const order = chosen.map((passage) => passage.pageIndex * 100 + passage.position);
        expect(order).toEqual([...order].sort((left, right) => left - right));
      }
    }
  }, 15_000);
});
