// What both decision and answer prompts carry: the retrieval query, its term weights and the best passages
// within the token budget (bounded however many pages were read).
import { type ScoredPassage, selectWithinBudget } from "../../knowledge/index.js";
import type { SupportDependencies } from "./dependencies.js";
import { buildRetrievalQuery } from "./follow-up-query.js";
import type { SupportStateValue } from "./state.js";
import { type TermWeights, termWeights } from "./term-weights.js";

export interface RetrievalContext {
  query: string;
  weights: TermWeights;
  passages: ScoredPassage[];
}

export function retrieve(state: SupportStateValue, deps: SupportDependencies): RetrievalContext {
  const { index } = deps.knowledge;
  const query = buildRetrievalQuery(state.user_question, state.conversation_history);
  const boostPages = new Map<number, number>();
  // A follow-up leans towards the pages the previous answer used.
  for (const pageIndex of state.conversation_history.at(-1)?.sources ?? []) boostPages.set(pageIndex, 1.2);
  const ranked = index.search(query, { limit: 40, boostPages });
  const passages = selectWithinBudget(ranked, {
    maxTokens: deps.passageTokens ?? 4000,
    maxPerPage: 3,
    overheadTokensPerPassage: 30,
  });
  return { query, weights: termWeights(query, index), passages };
}
