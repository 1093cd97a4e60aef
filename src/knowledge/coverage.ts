// How much of a question the retrieved passages speak to: the offline reasoner answers, explores or refuses on it.
import { keyTerms, tokenize } from "./tokenize.js";
import type { Passage } from "./types.js";

export interface CoverageOptions {
  /** Locale for word segmentation; default: the runtime's. */
  locale?: string;
}

export interface CoverageReport {
  /** Covered key terms over all key terms, 0..1; 0 when the query has no key terms. */
  fraction: number;
  /** The query's distinct non-stop-word terms, normalised as the index sees them. */
  keyTerms: string[];
  covered: string[];
  missing: string[];
}

/** Which of the query's key terms occur in the passages (title, heading or text). */
export function measureCoverage(
  query: string,
  passages: readonly Pick<Passage, "title" | "heading" | "text">[],
  options: CoverageOptions = {},
): CoverageReport {
  const terms = keyTerms(query, options);
  const present = new Set<string>();
  for (const passage of passages) {
    for (const term of tokenize(`${passage.title}\n${passage.heading ?? ""}\n${passage.text}`, options)) {
      present.add(term);
    }
  }
  const covered = terms.filter((term) => present.has(term));
  const missing = terms.filter((term) => !present.has(term));
  return {
    fraction: terms.length === 0 ? 0 : covered.length / terms.length,
    keyTerms: terms,
    covered,
    missing,
  };
}

/** Fraction (0..1) of the query's key terms present in the passages; 0 when the query has none. */
export function coverage(
  query: string,
  passages: readonly Pick<Passage, "title" | "heading" | "text">[],
  options: CoverageOptions = {},
): number {
  return measureCoverage(query, passages, options).fraction;
}
