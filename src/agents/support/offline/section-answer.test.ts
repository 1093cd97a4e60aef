import { describe, expect, it } from "vitest";
import { createPassageIndex, type ScoredPassage } from "../../../knowledge/index.js";
import type { Turn } from "../state.js";
import { termWeights } from "../term-weights.js";
import { scoreUnits } from "./extractive-answer.js";
import { draftOffline } from "./offline-reasoner.js";
import { bestSection, SECTION_ANSWER_COVERAGE } from "./section-answer.js";

const URL_OF_PAGE = "https://help.test/orders";

/** An orders page: the section on a second address says in three sentences what no sentence says alone. */
const ORDERS = [
  "Order changes",
  "You can edit an order until it ships.",
  "Shipping to a second address",
  "Split the basket at checkout.",
  "Each half then ships with its own tracking code.",
  "Both parcels leave from the same warehouse.",
  "Cancelling",
  "Cancel from your account page before the order ships.",
].join("\n\n");

function draftFor(question: string, text = ORDERS, history: Turn[] = []) {
  const index = createPassageIndex();
  const passage: ScoredPassage = {
    id: "0:0",
    pageIndex: 0,
    url: URL_OF_PAGE,
    title: "Orders",
    text,
    position: 0,
    score: 1,
    matchedTerms: [],
    headings: ["Order changes", "Shipping to a second address", "Cancelling"],
    headingLevels: [2, 2, 2],
  };
  index.add([passage]);
  const weights = termWeights({ question, history, index });
  return {
    units: scoreUnits({ passages: [passage], weights, question }),
    section: bestSection({ passages: [passage], weights, question }),
    draft: draftOffline({
      question,
      query: question,
      termWeights: weights,
      history,
      instruction: "",
      passages: [passage],
      visited: [{ index: 0, url: URL_OF_PAGE, title: "Orders" }],
      siteNames: ["help.test"],
    }),
  };
}

describe("draftOffline with a section that answers together", () => {
  const question =
    "If I split my basket, does each half get a tracking code, and do both leave from one warehouse?";

  it("answers from the section when no unit alone holds enough of the question", () => {
    const { units, section, draft } = draftFor(question);
    expect(Math.max(...units.map((unit) => unit.nearUnder))).toBeLessThan(0.45);
    expect(section?.coverage).toBeGreaterThanOrEqual(SECTION_ANSWER_COVERAGE);
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("Shipping to a second address");
    expect(draft.answer).toContain("its own tracking code");
    expect(draft.answer).toContain("the same warehouse");
    expect(draft.answer).not.toContain("Cancel from your account page");
  });

  it("still refuses when the question names a subject no page read holds", () => {
    const { section, draft } = draftFor(
      "If I split my basket between Klarna and Afterpay, does each half get a tracking code, and do both leave from one warehouse?",
    );
    expect(section?.coverage).toBeGreaterThanOrEqual(SECTION_ANSWER_COVERAGE);
    expect(draft.refused).toBe(true);
  });

  it("does not judge a section of many units as one: its words may meet the question's by chance", () => {
    const filler = [
      "Gift wrap is offered on most items.",
      "Orders over fifty dollars ship for free.",
      "Store pickup is ready within two hours.",
      "Returns are accepted for thirty days.",
    ];
    const long = ORDERS.replace(
      "Split the basket at checkout.",
      [...filler, "Split the basket at checkout."].join("\n\n"),
    );
    const { units, section, draft } = draftFor(question, long);
    expect(Math.max(...units.map((unit) => unit.nearUnder))).toBeLessThan(0.45);
    expect(section === undefined || section.coverage < SECTION_ANSWER_COVERAGE).toBe(true);
    expect(draft.refused).toBe(true);
  });

  it("judges a follow-up's section on the follow-up's own words, not on those carried from before", () => {
    // Each word of the follow-up is on the page, in three other sections; the section the last answer quoted holds
    // only the words of the question before.
    const page = [
      ORDERS,
      "Gift cards",
      "Gift cards never expire.",
      "Packaging",
      "Sturdy boxes protect fragile items.",
      "Receipts",
      "Receipts are printed on recycled paper.",
    ].join("\n\n");
    const history: Turn[] = [
      {
        question,
        answer: "Shipping to a second address: Split the basket at checkout. [1]",
        refused: false,
        sources: [0],
      },
    ];
    const { draft } = draftFor("Do they come in recycled gift boxes?", page, history);
    expect(draft.refused).toBe(true);
  });
});
