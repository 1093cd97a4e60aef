// What both decision and answer prompts carry: the retrieval query, its term weights and the best passages
// within the token budget (bounded however many pages were read).
import {
  estimateTokens,
  type PassageIndex,
  type ScoredPassage,
  selectWithinBudget,
  tokenize,
} from "../../knowledge/index.js";
import type { SupportDependencies } from "./dependencies.js";
import { buildRetrievalQuery } from "./follow-up-query.js";
import { relatedSearchWords } from "./related-terms.js";
import type { SupportStateValue } from "./state.js";
import { type TermWeights, termWeights } from "./term-weights.js";

export interface RetrievalContext {
  query: string;
  weights: TermWeights;
  passages: ScoredPassage[];
}

/** Passages found through related words ("installments" → payment) count this much of their own score. */
const RELATED_SCORE = 0.5;

/**
 * BM25 over the query, plus a second search over the words a site may use for the query's words, at half
 * weight: the passages a visitor's own words miss ("pay in installments" vs "4 interest-free payments").
 */
export function searchWithRelatedTerms(
  index: PassageIndex,
  query: string,
  options: { limit: number; boostPages?: ReadonlyMap<number, number>; language?: string },
): ScoredPassage[] {
  const ranked = index.search(query, options);
  const own = new Set(tokenize(query, { ...(options.language ? { language: options.language } : {}) }));
  const related = relatedSearchWords(own, options.language);
  if (related.length === 0) return ranked;
  const byId = new Map(ranked.map((passage) => [passage.id, passage]));
  for (const passage of index.search(related.join(" "), options)) {
    const found = byId.get(passage.id);
    const score = RELATED_SCORE * passage.score;
    byId.set(
      passage.id,
      found
        ? {
            ...found,
            score: found.score + score,
            matchedTerms: [...new Set([...found.matchedTerms, ...passage.matchedTerms])],
          }
        : { ...passage, score },
    );
  }
  return [...byId.values()]
    .sort(
      (left, right) =>
        right.score - left.score || left.pageIndex - right.pageIndex || left.position - right.position,
    )
    .slice(0, options.limit);
}

/** Token budget of the passages a prompt carries, when the dependencies set none. */
export const DEFAULT_PASSAGE_TOKENS = 4000;

export function retrieve(state: SupportStateValue, deps: SupportDependencies): RetrievalContext {
  const { index } = deps.knowledge;
  const history = state.conversation_history;
  const query = buildRetrievalQuery(state.user_question, history);
  const weights = termWeights({ question: state.user_question, history, index });
  const passages = choosePassages(index, {
    query,
    ...(weights.language ? { language: weights.language } : {}),
    previousSources: history.at(-1)?.sources ?? [],
    maxTokens: deps.passageTokens ?? DEFAULT_PASSAGE_TOKENS,
    maxCharsPerPage: state.content_max_chars,
  });
  return { query, weights, passages };
}

/**
 * The passages a prompt carries for a retrieval query: BM25 with related words, then `withWholePages` within the
 * budget. What `retrieve` does once the query is built; a benchmark replays it on the passages a run had indexed.
 */
export function choosePassages(
  index: PassageIndex,
  options: {
    query: string;
    language?: string;
    /** Pages the previous answer cited: a follow-up leans towards them. */
    previousSources: readonly number[];
    maxTokens: number;
    maxCharsPerPage: number;
  },
): ScoredPassage[] {
  const boostPages = new Map<number, number>();
  for (const pageIndex of options.previousSources) boostPages.set(pageIndex, 1.2);
  const ranked = searchWithRelatedTerms(index, options.query, {
    limit: 40,
    boostPages,
    ...(options.language ? { language: options.language } : {}),
  });
  return withWholePages(index, ranked, options.maxTokens, options.maxCharsPerPage);
}

/** Pages (best first) whose passages are all offered when they fit: a page read whole answers best. */
const WHOLE_PAGES = 2;
/** Share of the budget kept for passages of other pages before whole pages are filled in. */
const RANKED_SHARE = 0.7;
const OVERHEAD_TOKENS = 30;

/**
 * The best passages within the budget (at most 3 a page, so one page cannot crowd out the others), then the
 * rest of the best pages' passages while they fit, nearest to the ones chosen first: the sentence that answers
 * is often next to the one that matched ("International returns must be started within 45 days" above
 * "Exchanges are not available on international orders"). No page gives more than `maxCharsPerPage` of text
 * (the seed's content_max_chars: the whole page is searched, a bounded part of it goes into a prompt).
 * Grouped by page, in page order, as `selectWithinBudget` returns them.
 */
export function withWholePages(
  index: PassageIndex,
  ranked: readonly ScoredPassage[],
  maxTokens: number,
  maxCharsPerPage = Number.POSITIVE_INFINITY,
): ScoredPassage[] {
  const charsOfPage = new Map<number, number>();
  const fitsPage = (passage: ScoredPassage): boolean => {
    const chars = (charsOfPage.get(passage.pageIndex) ?? 0) + passage.text.length;
    if (chars > maxCharsPerPage) return false;
    charsOfPage.set(passage.pageIndex, chars);
    return true;
  };
  const firstChoice = new Set(
    selectWithinBudget(ranked, {
      maxTokens: Math.floor(maxTokens * RANKED_SHARE),
      maxPerPage: 3,
      overheadTokensPerPassage: OVERHEAD_TOKENS,
    }).map((passage) => passage.id),
  );
  const chosen = ranked.filter((passage) => firstChoice.has(passage.id) && fitsPage(passage));
  let used = chosen.reduce((sum, passage) => sum + estimateTokens(passage.text) + OVERHEAD_TOKENS, 0);
  const ids = new Set(chosen.map((passage) => passage.id));
  const bestPages = [...new Set(ranked.map((passage) => passage.pageIndex))].slice(0, WHOLE_PAGES);
  for (const pageIndex of bestPages) {
    const anchors = chosen
      .filter((passage) => passage.pageIndex === pageIndex)
      .map((passage) => passage.position);
    const distance = (position: number) =>
      Math.min(...anchors.map((anchor) => Math.abs(anchor - position)), Number.MAX_SAFE_INTEGER);
    const nearestFirst = [...index.passagesOfPage(pageIndex)].sort(
      (left, right) => distance(left.position) - distance(right.position) || left.position - right.position,
    );
    for (const passage of nearestFirst) {
      if (ids.has(passage.id)) continue;
      const cost = estimateTokens(passage.text) + OVERHEAD_TOKENS;
      if (used + cost > maxTokens || !fitsPage({ ...passage, score: 0, matchedTerms: [] })) continue;
      used += cost;
      ids.add(passage.id);
      chosen.push({ ...passage, score: 0, matchedTerms: [] });
    }
  }
  // Then what is left of the budget goes to the next-best passages, as before.
  for (const passage of selectWithinBudget(
    ranked.filter((candidate) => !ids.has(candidate.id)),
    { maxTokens: maxTokens - used, maxPerPage: 3, overheadTokensPerPassage: OVERHEAD_TOKENS },
  )) {
    const perPage = chosen.filter((other) => other.pageIndex === passage.pageIndex).length;
    if (perPage >= 3 && !bestPages.includes(passage.pageIndex)) continue;
    if (!fitsPage(passage)) continue;
    chosen.push(passage);
  }
  return chosen.sort((left, right) => left.pageIndex - right.pageIndex || left.position - right.position);
}
