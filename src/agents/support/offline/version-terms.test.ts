import { describe, expect, it } from "vitest";
import { createPassageIndex, splitIntoPassages, tokenize } from "../../../knowledge/index.js";
import { termWeights } from "../term-weights.js";
import { scoreUnits } from "./extractive-answer.js";
import { withVersionMajors } from "./version-terms.js";

describe("withVersionMajors", () => {
  it("adds the major of a version written with a v or with minor parts", () => {
    expect([...withVersionMajors(tokenize("Since v11.10.0 it installs v12, not 3.4 or 2026"))]).toEqual([
      "sinc",
      "v11.10.0",
      "11",
      "instal",
      "v12",
      "12",
      "not",
      "3.4",
      "3",
      "2026",
    ]);
  });

  it("lets a unit writing v11.10.0 and v12 hold the 11 and 12 a question names", () => {
    const question = "Can tool 11 install tool 12?";
    const index = createPassageIndex();
    const passages = splitIntoPassages({
      pageIndex: 0,
      url: "https://tool.test/self-update",
      title: "Self-update",
      text: "Since v11.10.0, tool self-update can install tool v12.",
    });
    index.add(passages);
    const [unit] = scoreUnits({
      passages: passages.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })),
      weights: termWeights({ question, index }),
      question,
    });
    expect(unit?.near).toBe(1);
  });
});
