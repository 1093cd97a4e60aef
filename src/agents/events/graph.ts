// The event scout's cyclic graph:
// InputGuard → CacheCheck ─hit─► UIFormatter
//                  └miss► BudgetGate ─over─► UIFormatter (blocked)
//                              └ok► Planner → Retriever → Extractor → Recommender/Gate ─revise─► Planner
//                                                                          └accept► CanonicalizeMerge → UIFormatter
// UIFormatter → TelemetryLogger → END. Revisions are bounded in state (the Gate stops asking at maxRevisions).
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
    .addNode("InputGuard", timed("InputGuard", createInputGuardNode(deps), deps))
    .addNode("CacheCheck", timed("CacheCheck", createCacheCheckNode(deps), deps))
    .addNode("BudgetGate", timed("BudgetGate", createBudgetGateNode(deps), deps))
    .addNode("Planner", timed("Planner", createPlannerNode(deps), deps))
    .addNode("Retriever", timed("Retriever", createRetrieverNode(deps), deps))
    .addNode("Extractor", timed("Extractor", createExtractorNode(deps), deps))
    .addNode("Recommender", timed("Recommender", createRecommenderNode(deps), deps))
    .addNode("CanonicalizeMerge", timed("CanonicalizeMerge", createCanonicalizeMergeNode(deps), deps))
    .addNode("UIFormatter", timed("UIFormatter", createUiFormatterNode(deps), deps))
    .addNode("TelemetryLogger", createTelemetryLoggerNode(deps))
    .addEdge(START, "InputGuard")
    .addEdge("InputGuard", "CacheCheck")
    .addConditionalEdges(
      "CacheCheck",
      (state: EventsStateValue) => (state.cached ? "UIFormatter" : "BudgetGate"),
      ["UIFormatter", "BudgetGate"],
    )
    .addConditionalEdges(
      "BudgetGate",
      (state: EventsStateValue) => (state.blocked ? "UIFormatter" : "Planner"),
      ["UIFormatter", "Planner"],
    )
    .addEdge("Planner", "Retriever")
    .addEdge("Retriever", "Extractor")
    .addEdge("Extractor", "Recommender")
    .addConditionalEdges(
      "Recommender",
      (state: EventsStateValue) => (state.decision === "revise" ? "Planner" : "CanonicalizeMerge"),
      ["Planner", "CanonicalizeMerge"],
    )
    .addEdge("CanonicalizeMerge", "UIFormatter")
    .addEdge("UIFormatter", "TelemetryLogger")
    .addEdge("TelemetryLogger", END)
    .compile();
}

export type EventsGraph = ReturnType<typeof buildEventsGraph>;

/** Steps one run can take: the straight path plus four nodes per revision, with room to spare. */
export function recursionLimitFor(maxRevisions: number): number {
  return 12 + 4 * (maxRevisions + 1) + 4;
}
