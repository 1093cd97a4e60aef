// The knowledge layer: passages, BM25 retrieval, coverage and prompt budgets.
export { type CoverageOptions, type CoverageReport, coverage, measureCoverage } from "./coverage.js";
export { isInstructionLike } from "./instruction-like.js";
export {
  type CreatePassageIndexOptions,
  createPassageIndex,
  type PassageIndex,
  type SearchPassagesOptions,
} from "./passage-index.js";
export { type SplitIntoPassagesOptions, splitIntoPassages, textBlocks } from "./passages.js";
export { stemEnglish } from "./stem-english.js";
export { ENGLISH_STOP_WORDS } from "./stop-words.js";
export { FRENCH_STOP_WORDS, SPANISH_STOP_WORDS } from "./stop-words-latin.js";
export { detectTextLanguage, type TextLanguage, textLanguage } from "./text-language.js";
export {
  estimateTokens,
  type SelectWithinBudgetOptions,
  selectWithinBudget,
  truncateToTokens,
} from "./token-budget.js";
export {
  foldChineseNumerals,
  keyTerms,
  type SingleCharacterStretch,
  singleCharacterStretches,
  type TokenizeOptions,
  tokenize,
} from "./tokenize.js";
export type { Passage, ScoredPassage } from "./types.js";
