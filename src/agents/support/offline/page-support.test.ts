import { describe, expect, it } from "vitest";
import { createPassageIndex, type ScoredPassage, splitIntoPassages } from "../../../knowledge/index.js";
import { termWeights } from "../term-weights.js";
import { pageSupport } from "./page-support.js";

/** Page support for a question over pages read (title → text). */
function supportFor(question: string, pages: Record<string, string>) {
  const index = createPassageIndex();
  const passages: ScoredPassage[] = [];
  Object.entries(pages).forEach(([title, text], pageIndex) => {
    const split = splitIntoPassages({ pageIndex, url: `https://docs.test/page-${pageIndex}`, title, text });
    index.add(split);
    passages.push(...split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })));
  });
  const weights = termWeights({ question, index });
  const titles = Object.keys(pages);
  return new Map(
    pageSupport({ passages, weights, question }).map((page) => [titles[page.pageIndex], page.coverage]),
  );
}

describe("pageSupport", () => {
  it("counts the limitations page as answering whether the product uses something, though it never says 'use'", () => {
    const pages = {
      "Limitations | Packer": "1. yarn.lock files are ignored by packer. Convert them with packer import.",
      "Caching | Packer": "Packer keeps yarn.lock files of every project in its cache.",
      Home: "Packer installs packages fast.",
    };
    const question = "Will packer use the yarn.lock file in my project?";
    const support = supportFor(question, pages);
    expect(support.get("Limitations | Packer") ?? 0).toBeGreaterThan(support.get("Caching | Packer") ?? 0);
    // The same text under another title holds only the words it has.
    const renamed = supportFor(question, {
      ...pages,
      "Limitations | Packer": "",
      "Lockfiles | Packer": pages["Limitations | Packer"],
    });
    expect(renamed.get("Lockfiles | Packer") ?? 0).toBeLessThan(support.get("Limitations | Packer") ?? 0);
    // A question asking something else gains nothing from the page's kind.
    const how = "How do I convert a yarn.lock file for packer?";
    const other = supportFor(how, pages);
    const otherRenamed = supportFor(how, {
      ...pages,
      "Limitations | Packer": "",
      "Lockfiles | Packer": pages["Limitations | Packer"],
    });
    expect(other.get("Limitations | Packer")).toBeCloseTo(otherRenamed.get("Lockfiles | Packer") ?? 0);
  });
});
