// The per-site and per-language rows carry prompt tokens (median and max per question's largest prompt), and
// a dash where they were not measured (replay.ts).
import { describe, expect, it } from "vitest";
import { type QuestionOutcome, summarize } from "./offline-run.js";
import { decidePromptTokens, draftPromptTokens } from "./prompt-tokens.js";
import { summaryRow, TABLE_HEADER } from "./report-format.js";

function outcome(id: string, promptTokens?: number): QuestionOutcome {
  return {
    site: "demo",
    id,
    question: "How long do refunds take?",
    lang: "en",
    tags: [],
    expectRefuse: false,
    verdict: { correct: true, missingFacts: [], sourceFound: true, refusedAsExpected: true },
    refused: false,
    answer: "Five days.",
    sources: [],
    pagesRead: 2,
    visitedPaths: [],
    expectedSourceRead: true,
    pageRequests: 2,
    ...(promptTokens === undefined ? {} : { promptTokens }),
    iterations: 1,
    elapsedMs: 1,
  };
}

describe("prompt tokens in the bench:agent tables", () => {
  it("summarises each question's largest prompt as median and max, and prints them as the last two columns", () => {
    const summary = summarize([outcome("a", 1200), outcome("b", 3400), outcome("c", 2100)]);
    expect(summary.promptTokens).toEqual({ median: 2100, max: 3400 });
    expect(summaryRow("demo", "en", summary).trim().split(/\s+/).slice(-2)).toEqual(["2100", "3400"]);
    expect(TABLE_HEADER).toContain("prompt tokens");
  });

  it("shows a dash where no prompt was measured", () => {
    const summary = summarize([outcome("a"), outcome("b")]);
    expect(summary.promptTokens).toBeNull();
    expect(summaryRow("demo", "en", summary).trim().split(/\s+/).slice(-2)).toEqual(["-", "-"]);
  });

  it("counts the prompt the LLM reasoner would send, which grows with the passages given", () => {
    const passage = (index: number) => ({
      id: `${index}:0`,
      pageIndex: index,
      url: `https://example.test/${index}`,
      title: `Page ${index}`,
      text: "Refunds reach your card within five working days after the parcel arrives.",
      position: 0,
      score: 1,
      matchedTerms: ["refunds"],
    });
    const base = {
      question: "How long do refunds take?",
      query: "How long do refunds take?",
      termWeights: Object.assign(new Map<string, number>(), {}) as never,
      history: [],
      instruction: "",
      visited: [],
    };
    const decide = (count: number) =>
      decidePromptTokens({
        ...base,
        passages: Array.from({ length: count }, (_, index) => passage(index)),
        frontier: [],
        iteration: 0,
        maxUrls: 3,
      });
    const draft = (count: number) =>
      draftPromptTokens({
        ...base,
        passages: Array.from({ length: count }, (_, index) => passage(index)),
        siteNames: ["example.test"],
      });
    expect(decide(0)).toBeGreaterThan(0);
    expect(decide(3)).toBeGreaterThan(decide(1));
    expect(draft(3)).toBeGreaterThan(draft(1));
  });
});
