// agent_decision: answer or explore. Forced to answer at max_iterations, max_pages, the time limit or an empty
// frontier; every index the reasoner picks is checked against the real state.
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { addUsage } from "../../../llm/index.js";
import type { SupportDependencies } from "../dependencies.js";
import { engineText, type ForcedReason } from "../engine-text.js";
import { buildFrontier, visitedPages } from "../frontier.js";
import type { Decision } from "../reasoner.js";
import { replyLanguage } from "../reply-language.js";
import { retrieve } from "../retrieval-context.js";
import type { SupportStateUpdate, SupportStateValue } from "../state.js";
import { emitter } from "./emit.js";

function forcedAnswer(
  state: SupportStateValue,
  iteration: number,
  now: number,
  frontierSize: number,
): ForcedReason | undefined {
  if (iteration >= state.max_iterations) return { kind: "iterations", limit: state.max_iterations };
  if (state.pages_fetched >= state.max_pages) return { kind: "pages", limit: state.max_pages };
  if (now >= state.deadline_at) return { kind: "time", seconds: state.max_seconds };
  if (frontierSize === 0) return { kind: "frontier" };
  return undefined;
}

/** Keeps only picks that are real: unvisited frontier links for explore, read pages for answer. */
export function validateDecision(
  decision: Decision,
  options: { frontier: Set<number>; readPages: Set<number>; maxUrls: number },
): Decision {
  if (decision.decision === "explore") {
    const picks = [...new Set(decision.selectedUrlIndices)].filter((index) => options.frontier.has(index));
    if (picks.length > 0) return { ...decision, selectedUrlIndices: picks.slice(0, options.maxUrls) };
    return {
      decision: "answer",
      reasoning: `${decision.reasoning} (none of the picked links exist or are unvisited; answering instead)`,
      usefulVisitedIndices: [],
    };
  }
  return {
    ...decision,
    usefulVisitedIndices: [...new Set(decision.usefulVisitedIndices)].filter((index) =>
      options.readPages.has(index),
    ),
  };
}

export function createAgentDecisionNode(deps: SupportDependencies) {
  const { now = Date.now } = deps;
  return async (state: SupportStateValue, config: LangGraphRunnableConfig): Promise<SupportStateUpdate> => {
    const emit = emitter(deps, config);
    const iteration = state.current_iteration + 1;
    const { query, weights, passages } = retrieve(state, deps);
    const remainingPages = state.max_pages - state.pages_fetched;
    const maxUrls = Math.max(0, Math.min(state.max_urls_per_iteration, remainingPages));
    const frontier = buildFrontier(state, { weights, question: state.user_question });
    const visited = visitedPages(state, (index) => deps.knowledge.linkShare(index));
    const forced = forcedAnswer(state, iteration, now(), frontier.length);
    let usage = state.usage;
    const fallbacks = [...state.fallbacks];
    let decision: Decision;
    if (forced) {
      decision = {
        decision: "answer",
        reasoning: engineText(replyLanguage(state.user_question)).forcedAnswer(forced),
        usefulVisitedIndices: [...new Set(passages.map((passage) => passage.pageIndex))],
      };
    } else {
      const proposed = await deps.reasoner.decide(
        {
          question: state.user_question,
          query,
          termWeights: weights,
          history: state.conversation_history,
          instruction: state.instruction,
          passages,
          frontier,
          visited,
          iteration,
          maxUrls,
        },
        {
          signal: config.signal,
          onUsage: (call) => {
            usage = addUsage(usage, call);
          },
          onFallback: (step, reason) => {
            fallbacks.push(`${step}: ${reason}`);
            emit({ type: "fallback-used", step, reason });
          },
        },
      );
      decision = validateDecision(proposed, {
        frontier: new Set(frontier.map((link) => link.index)),
        readPages: new Set(visited.map((page) => page.index)),
        maxUrls,
      });
    }
    const picked = decision.decision === "explore" ? decision.selectedUrlIndices : [];
    emit({
      type: "decision-made",
      iteration,
      decision: decision.decision,
      reasoning: decision.reasoning,
      urls: picked.map((index) => state.all_discovered_urls[index] as string),
      // The limit reached, as a field for programs: always in English.
      ...(forced ? { forced: engineText("en").forcedReason(forced) } : {}),
    });
    return {
      current_iteration: iteration,
      decision_reasoning: decision.reasoning,
      urls_to_process: picked,
      useful_visited_indices:
        decision.decision === "answer" ? decision.usefulVisitedIndices : state.useful_visited_indices,
      usage,
      fallbacks,
    };
  };
}
