// Scores one system's texts on WCXB pages, overall and per page kind: the published bag-of-words F1 (a mean
// of per-page F1s), the article benchmark's 4-gram F1 (F1 of macro precision and recall), snippets, empties.
import { snippetShare, wordF1 } from "./bag-of-words.js";
import { aggregate, scoreDocument } from "./score.js";
import { PAGE_KINDS, type PageKind, type WcxbPage } from "./wcxb-dataset.js";

export interface KindScore {
  pages: number;
  /** Mean per-page bag-of-words F1 (WCXB's published metric), and its mean precision and recall. */
  wordF1: number;
  wordPrecision: number;
  wordRecall: number;
  /** 4-gram shingle F1 as in ../article-extraction/SOURCE.md. */
  shingleF1: number;
  /** Mean share of `with` snippets found. */
  withFound: number;
  /** Mean share of `without` snippets left out. */
  withoutAvoided: number;
  /** Pages with no text at all, and how many of those have an empty reference too (correctly empty). */
  empty: number;
  emptyExpected: number;
}

export interface WcxbScore {
  overall: KindScore;
  kinds: Partial<Record<PageKind, KindScore>>;
  /** Per-page bag-of-words F1, in page order (for --worst). */
  perPage: number[];
}

export function scoreWcxb(pages: readonly WcxbPage[], texts: readonly string[]): WcxbScore {
  const perPage = pages.map((page, index) => wordF1(texts[index] ?? "", page.truth).f1);
  const kinds: Partial<Record<PageKind, KindScore>> = {};
  for (const kind of PAGE_KINDS) {
    const indices = pages.flatMap((page, index) => (page.kind === kind ? [index] : []));
    if (indices.length > 0) kinds[kind] = scoreIndices(pages, texts, indices);
  }
  return { overall: scoreIndices(pages, texts, [...pages.keys()]), kinds, perPage };
}

function scoreIndices(pages: readonly WcxbPage[], texts: readonly string[], indices: number[]): KindScore {
  let precision = 0;
  let recall = 0;
  let f1 = 0;
  let withFound = 0;
  let withoutAvoided = 0;
  let empty = 0;
  let emptyExpected = 0;
  const shingleScores = [];
  for (const index of indices) {
    const page = pages[index] as WcxbPage;
    const text = texts[index] ?? "";
    const word = wordF1(text, page.truth);
    precision += word.precision;
    recall += word.recall;
    f1 += word.f1;
    withFound += snippetShare(text, page.with);
    withoutAvoided += page.without.length === 0 ? 1 : 1 - snippetShare(text, page.without);
    if (text.trim() === "") {
      empty++;
      if (page.truth.trim() === "") emptyExpected++;
    }
    shingleScores.push(scoreDocument(page.truth, text));
  }
  const count = Math.max(1, indices.length);
  return {
    pages: indices.length,
    wordF1: f1 / count,
    wordPrecision: precision / count,
    wordRecall: recall / count,
    shingleF1: aggregate(shingleScores).f1,
    withFound: withFound / count,
    withoutAvoided: withoutAvoided / count,
    empty,
    emptyExpected,
  };
}
