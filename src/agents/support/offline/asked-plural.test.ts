import { describe, expect, it } from "vitest";
import { createPassageIndex, type ScoredPassage, splitIntoPassages } from "../../../knowledge/index.js";
import { termWeights } from "../term-weights.js";
import { askedPluralTerms } from "./asked-plural.js";
import { composeExtractiveAnswer } from "./extractive-answer.js";

describe("askedPluralTerms", () => {
  it("reads the plural noun a 'which <things>' question asks for", () => {
    expect(askedPluralTerms("Which formats can the tool produce one in?")).toHaveLength(1);
    expect(askedPluralTerms("What browsers are supported?")).toHaveLength(1);
    expect(askedPluralTerms("Which versions of Node does it support?")).toHaveLength(1);
  });

  it("reads none in a question asking for one thing, or naming no plural", () => {
    expect(askedPluralTerms("Which format is the default?")).toEqual([]);
    expect(askedPluralTerms("What does this command do?")).toEqual([]);
    expect(askedPluralTerms("What is the refund policy?")).toEqual([]);
  });
});

/** A reference page whose one-line description names the question's topic and whose list names what it asks. */
const EXPORT = `Added in: v2.4.0

Export a report of every license the project's dependencies use.

Supported formats:

- Comma-separated values (CSV)
- Markdown table

Usage

Run the command at the project's root.`;

function answerFrom(question: string) {
  const index = createPassageIndex();
  const split = splitIntoPassages({
    pageIndex: 0,
    url: "https://tool.test/cli/licenses",
    title: "tool licenses",
    text: EXPORT,
  });
  index.add(split);
  const passages: ScoredPassage[] = split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] }));
  return composeExtractiveAnswer({
    passages,
    weights: termWeights({ question, history: [], index }),
    question,
  });
}

describe("composeExtractiveAnswer on a 'which <things>' question", () => {
  it("quotes the list naming those things over the description naming the topic", () => {
    const { answer } = answerFrom(
      "Legal asks for a report of our dependencies' licenses. Which formats can the tool export one in?",
    );
    expect(answer).toContain("Comma-separated values (CSV)");
    expect(answer).toContain("Markdown table");
  });
});
