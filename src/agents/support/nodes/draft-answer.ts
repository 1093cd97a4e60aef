// draft_answer: writes the answer from the best passages with [n] citations, or refuses; streams it as it goes.
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { ScoredPassage } from "../../../knowledge/index.js";
import { addUsage } from "../../../llm/index.js";
import { keepOnlySourceLinks } from "../answer-links.js";
import type { SupportDependencies } from "../dependencies.js";
import { evidenceOf } from "../evidence.js";
import { visitedPages } from "../frontier.js";
import { retrieve } from "../retrieval-context.js";
import type { SupportStateUpdate, SupportStateValue } from "../state.js";
import { emitter } from "./emit.js";

/** Hosts of the pages the session started from, to name them in a refusal. */
function siteNames(state: SupportStateValue): string[] {
  const first = state.visited_urls.slice(0, 10).map((index) => state.all_discovered_urls[index] as string);
  return [...new Set(first.map((url) => new URL(url).host))];
}

/** A cited PDF is named with the page of its best passage drafted from ("Warranty terms (PDF), p. 3"). */
function documentPageTitle(passages: ScoredPassage[], pageIndex: number): string | undefined {
  let best: ScoredPassage | undefined;
  for (const passage of passages) {
    if (passage.pageIndex === pageIndex && (best === undefined || passage.score > best.score)) best = passage;
  }
  return best?.documentPage === undefined ? undefined : best.title;
}

export function createDraftAnswerNode(deps: SupportDependencies) {
  return async (state: SupportStateValue, config: LangGraphRunnableConfig): Promise<SupportStateUpdate> => {
    const emit = emitter(deps, config);
    const { query, weights, passages } = retrieve(state, deps);
    let usage = state.usage;
    const fallbacks = [...state.fallbacks];
    const draft = await deps.reasoner.draft(
      {
        question: state.user_question,
        query,
        termWeights: weights,
        history: state.conversation_history,
        instruction: state.instruction,
        passages,
        visited: visitedPages(state),
        siteNames: siteNames(state),
      },
      {
        signal: config.signal,
        onDelta: (text) => emit({ type: "answer-delta", text }),
        onUsage: (call) => {
          usage = addUsage(usage, call);
        },
        onFallback: (step, reason) => {
          fallbacks.push(`${step}: ${reason}`);
          emit({ type: "fallback-used", step, reason });
        },
      },
    );
    const sources = draft.citedPageIndices.map((index) => ({
      url: state.all_discovered_urls[index] as string,
      title: documentPageTitle(passages, index) ?? state.url_content[index]?.title ?? "",
    }));
    // Page text quoted into the answer may hold links; only the cited sources may be one.
    const answer = keepOnlySourceLinks(
      draft.answer,
      sources.map((source) => source.url),
    );
    // A refusal keeps the evidence it weighed: what was there, and why it was not enough, can be checked.
    const evidence = draft.evidence ?? evidenceOf(passages);
    emit({ type: "answer-done", answer, refused: draft.refused, sources });
    return {
      final_answer: answer,
      refused: draft.refused,
      answer_sources: draft.citedPageIndices,
      answer_source_titles: sources.map((source) => source.title),
      answer_evidence: evidence,
      conversation_history: [
        ...state.conversation_history,
        {
          question: state.user_question,
          answer,
          refused: draft.refused,
          sources: draft.citedPageIndices,
          sourceTitles: sources.map((source) => source.title),
        },
      ],
      usage,
      fallbacks,
    };
  };
}
