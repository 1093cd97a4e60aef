// A draft context over pages already read (title → text), every passage given, for tests of the offline engine's
// drafting rules: each page is split into passages in its own language and indexed as a session would.

import type { DraftContext } from "../../src/agents/support/reasoner.js";
import { termWeights } from "../../src/agents/support/term-weights.js";
import {
  createPassageIndex,
  type ScoredPassage,
  splitIntoPassages,
  textLanguage,
} from "../../src/knowledge/index.js";

export function draftContextFor(options: {
  question: string;
  pages: Record<string, string>;
  /** Where the pages live: `${origin}/page-N`. */
  origin: string;
}): DraftContext {
  const { question, pages, origin } = options;
  const index = createPassageIndex();
  const passages: ScoredPassage[] = [];
  Object.entries(pages).forEach(([title, text], pageIndex) => {
    const url = `${origin}/page-${pageIndex}`;
    const split = splitIntoPassages({ pageIndex, url, title, text, lang: textLanguage(`${title}\n${text}`) });
    index.add(split);
    passages.push(...split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })));
  });
  return {
    question,
    query: question,
    termWeights: termWeights({ question, index }),
    history: [],
    instruction: "",
    passages,
    visited: Object.keys(pages).map((title, pageIndex) => ({
      index: pageIndex,
      url: `${origin}/page-${pageIndex}`,
      title,
    })),
    siteNames: [new URL(origin).host],
  };
}
