// The event scout's cyclic graph (node names are snake_case, like the support graph's and the state's fields):
// input_guard → cache_check ─hit─► ui_formatter
//                  └miss► budget_gate ─over─► ui_formatter (blocked)
//                              └ok► planner → retriever → extractor → recommender (the gate) ─revise─► planner
//                                                                       └accept► canonicalize_merge → ui_formatter
// ui_formatter → telemetry_logger → END. Revisions are bounded in state (the gate stops asking at maxRevisions).
import { END, START, StateGraph } from "@langchain/langgraph";
import type { EventsDependencies } from "./dependencies.js";
import { createBudgetGateNode } from "./nodes/budget-gate.js";
import { createCacheCheckNode } from "./nodes/cache-check.js";
import { createCanonicalizeMergeNode } from "./nodes/canonicalize-merge.js";
import { createExtractorNode } from "./nodes/extractor.js";
import { createInputGuardNode } from "./nodes/input-guard.js";
import { createPlannerNode } from "./nodes/planner.js";
import { createRecommenderNode } from "./nodes/recommender.js";
import { createRetrieverNode } from "./nodes/retriever.js";
import { createTelemetryLoggerNode } from "./nodes/telemetry-logger.js";
import { timed } from "./nodes/timed.js";
import { createUiFormatterNode } from "./nodes/ui-formatter.js";
import { EventsState, type EventsStateValue } from "./state.js";

export function buildEventsGraph(deps: EventsDependencies) {
  return new StateGraph(EventsState)
    .addNode("input_guard", timed("input_guard", createInputGuardNode(deps), deps))
    .addNode("cache_check", timed("cache_check", createCacheCheckNode(deps), deps))
    .addNode("budget_gate", timed("budget_gate", createBudgetGateNode(deps), deps))
    .addNode("planner", timed("planner", createPlannerNode(deps), deps))
    .addNode("retriever", timed("retriever", createRetrieverNode(deps), deps))
    .addNode("extractor", timed("extractor", createExtractorNode(deps), deps))
    .addNode("recommender", timed("recommender", createRecommenderNode(deps), deps))
    .addNode("canonicalize_merge", timed("canonicalize_merge", createCanonicalizeMergeNode(deps), deps))
    .addNode("ui_formatter", timed("ui_formatter", createUiFormatterNode(deps), deps))
    .addNode("telemetry_logger", createTelemetryLoggerNode(deps))
    .addEdge(START, "input_guard")
    .addEdge("input_guard", "cache_check")
    .addConditionalEdges(
      "cache_check",
      (state: EventsStateValue) => (state.cached ? "ui_formatter" : "budget_gate"),
      ["ui_formatter", "budget_gate"],
    )
    .addConditionalEdges(
      "budget_gate",
      (state: EventsStateValue) => (state.blocked ? "ui_formatter" : "planner"),
      ["ui_formatter", "planner"],
    )
    .addEdge("planner", "retriever")
    .addEdge("retriever", "extractor")
    .addEdge("extractor", "recommender")
    .addConditionalEdges(
      "recommender",
      (state: EventsStateValue) => (state.decision === "revise" ? "planner" : "canonicalize_merge"),
      ["planner", "canonicalize_merge"],
    )
    .addEdge("canonicalize_merge", "ui_formatter")
    .addEdge("ui_formatter", "telemetry_logger")
    .addEdge("telemetry_logger", END)
    .compile();
}

export type EventsGraph = ReturnType<typeof buildEventsGraph>;

/** Steps one run can take: the straight path plus four nodes per revision, with room to spare. */
export function recursionLimitFor(maxRevisions: number): number {
  return 12 + 4 * (maxRevisions + 1) + 4;
}
