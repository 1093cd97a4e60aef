// Rarity weights for query terms (IDF over the passage index), so a question is "covered" when its rare,
// meaningful words are found, not its common ones ("long", "take"); words the sites never use weigh most.
import { keyTerms, type PassageIndex } from "../../knowledge/index.js";

export type TermWeights = Map<string, number>;

export function termWeights(query: string, index: PassageIndex): TermWeights {
  const total = Math.max(index.size, 1);
  const weights: TermWeights = new Map();
  for (const term of keyTerms(query)) {
    const documentFrequency = index.search(term, { limit: total }).length;
    weights.set(term, Math.log(1 + total / (1 + documentFrequency)));
  }
  return weights;
}

/** Weighted share (0..1) of the query's terms present in `terms`. */
export function weightedCoverage(weights: TermWeights, terms: ReadonlySet<string>): number {
  let covered = 0;
  let all = 0;
  for (const [term, weight] of weights) {
    all += weight;
    if (terms.has(term)) covered += weight;
  }
  return all === 0 ? 0 : covered / all;
}
