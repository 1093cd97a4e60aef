// The offline engine's answer: the sentences of the best passages that carry the question's words, each
// group followed by its source number ([1] is the first page cited).

import type { ScoredPassage } from "../../knowledge/index.js";
import { tokenize } from "../../knowledge/index.js";
import type { TermWeights } from "./term-weights.js";
import { weightedCoverage } from "./term-weights.js";

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: "sentence" });

function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    if (trimmed.length < 200) {
      sentences.push(trimmed);
      continue;
    }
    for (const { segment } of sentenceSegmenter.segment(trimmed)) {
      if (segment.trim() !== "") sentences.push(segment.trim());
    }
  }
  return sentences;
}

interface Candidate {
  pageIndex: number;
  order: number;
  text: string;
  score: number;
}

export function composeExtractiveAnswer(options: {
  passages: readonly ScoredPassage[];
  weights: TermWeights;
  /** Most sentences quoted. Default 4. */
  maxSentences?: number;
  /** Most pages cited. Default 3. */
  maxSources?: number;
}): { answer: string; citedPageIndices: number[] } {
  const { passages, weights, maxSentences = 4, maxSources = 3 } = options;
  const bestScore = Math.max(...passages.map((passage) => passage.score), Number.MIN_VALUE);
  const candidates: Candidate[] = [];
  let order = 0;
  for (const passage of passages) {
    // A sentence inherits what its heading and page title say it is about ("30 days" under "Returns Policy").
    const context = tokenize(`${passage.title}\n${passage.heading ?? ""}`);
    sentencesOf(passage.text).forEach((sentence, position) => {
      const own = tokenize(sentence);
      const ownCoverage = weightedCoverage(weights, new Set(own));
      const coverage = weightedCoverage(weights, new Set([...own, ...context]));
      // A line that only repeats the heading (or a bare heading) says nothing on its own.
      const informative = sentence.length >= 25 && /\s/.test(sentence);
      order += 1;
      if (coverage === 0 || !informative) return;
      candidates.push({
        pageIndex: passage.pageIndex,
        order,
        text: sentence,
        score:
          coverage +
          0.5 * ownCoverage +
          0.5 * (passage.score / bestScore) +
          // The first sentence of a passage tends to state its point; figures are what people ask for.
          (position === 0 ? 0.2 : 0) +
          (/\d/.test(sentence) ? 0.15 : 0),
      });
    });
  }
  const seen = new Set<string>();
  const chosen: Candidate[] = [];
  const pages: number[] = [];
  for (const candidate of [...candidates].sort(
    (left, right) => right.score - left.score || left.order - right.order,
  )) {
    if (chosen.length >= maxSentences) break;
    const key = candidate.text.toLowerCase();
    if (seen.has(key)) continue;
    if (!pages.includes(candidate.pageIndex)) {
      if (pages.length >= maxSources) continue;
      pages.push(candidate.pageIndex);
    }
    seen.add(key);
    chosen.push(candidate);
  }
  const paragraphs = pages.map((pageIndex, position) => {
    const sentences = chosen
      .filter((candidate) => candidate.pageIndex === pageIndex)
      .sort((left, right) => left.order - right.order)
      .map((candidate) => (/[.!?:;)]$/.test(candidate.text) ? candidate.text : `${candidate.text}.`));
    return `${sentences.join(" ")} [${position + 1}]`;
  });
  return { answer: paragraphs.join("\n\n"), citedPageIndices: pages };
}
