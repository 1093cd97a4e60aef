// The support agent's graph: crawl_and_extract → agent_decision → (explore → crawl_and_extract | answer → draft_answer).
import { type BaseCheckpointSaver, END, START, StateGraph } from "@langchain/langgraph";
import type { SupportDependencies } from "./dependencies.js";
import { createAgentDecisionNode } from "./nodes/agent-decision.js";
import { createCrawlAndExtractNode } from "./nodes/crawl-and-extract.js";
import { createDraftAnswerNode } from "./nodes/draft-answer.js";
import { SupportState, type SupportStateValue } from "./state.js";

export function buildSupportGraph(deps: SupportDependencies, checkpointer?: BaseCheckpointSaver) {
  return (
    new StateGraph(SupportState)
      .addNode("crawl_and_extract", createCrawlAndExtractNode(deps))
      .addNode("agent_decision", createAgentDecisionNode(deps))
      .addNode("draft_answer", createDraftAnswerNode(deps))
      // A follow-up with nothing queued goes straight to the decision over known pages.
      .addConditionalEdges(
        START,
        (state: SupportStateValue) =>
          state.urls_to_process.length > 0 ? "crawl_and_extract" : "agent_decision",
        ["crawl_and_extract", "agent_decision"],
      )
      .addEdge("crawl_and_extract", "agent_decision")
      .addConditionalEdges(
        "agent_decision",
        (state: SupportStateValue) =>
          state.urls_to_process.length > 0 ? "crawl_and_extract" : "draft_answer",
        ["crawl_and_extract", "draft_answer"],
      )
      .addEdge("draft_answer", END)
      .compile({ checkpointer })
  );
}

export type SupportGraph = ReturnType<typeof buildSupportGraph>;
