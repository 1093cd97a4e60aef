import { describe, expect, it } from "vitest";
import { createPassageIndex, type ScoredPassage } from "../../../knowledge/index.js";
import { termWeights } from "../term-weights.js";
import { scoreUnits } from "./extractive-answer.js";
import { draftOffline } from "./offline-reasoner.js";

const URL_OF_PAGE = "https://help.test/scams";

/** A scams page whose sections share one sub-heading: what each h3 is about is said by the h2 above it. */
const SCAMS = [
  "Gift card scams",
  "How to protect yourself",
  "Never settle a debt this way, and hang up at once.",
  "Lottery letters",
  "How to protect yourself",
  "Throw the letter away and report the sender.",
].join("\n\n");

function draftFor(question: string) {
  const index = createPassageIndex();
  const passage: ScoredPassage = {
    id: "0:0",
    pageIndex: 0,
    url: URL_OF_PAGE,
    title: "Common scams",
    text: SCAMS,
    position: 0,
    score: 1,
    matchedTerms: [],
    headings: ["Gift card scams", "How to protect yourself", "Lottery letters", "How to protect yourself"],
    headingLevels: [2, 3, 2, 3],
  };
  index.add([passage]);
  const weights = termWeights({ question, history: [], index });
  return {
    units: scoreUnits({ passages: [passage], weights, question }),
    draft: draftOffline({
      question,
      query: question,
      termWeights: weights,
      history: [],
      instruction: "",
      passages: [passage],
      visited: [{ index: 0, url: URL_OF_PAGE, title: "Common scams" }],
      siteNames: ["help.test"],
    }),
  };
}

describe("draftOffline under a repeated sub-heading", () => {
  it("judges refusal on a unit's words with the heading its sub-heading sits under, as its score does", () => {
    const { units, draft } = draftFor("How can I protect myself from gift card scams?");
    const [best] = units;
    expect(best?.text).toMatch(/^Never settle/);
    // The unit and its h3 alone hold too little of the question; with the h2 ("Gift card scams") enough.
    expect(best?.near).toBeLessThan(0.45);
    expect(best?.nearUnder).toBeGreaterThanOrEqual(0.45);
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("Never settle a debt this way");
  });

  it("still refuses when neither the unit nor any heading above it names what is asked", () => {
    const { draft } = draftFor("How can I protect myself from romance scams on dating apps?");
    expect(draft.refused).toBe(true);
  });
});
