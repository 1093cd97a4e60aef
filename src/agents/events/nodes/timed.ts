// Wraps a node so that its duration, tokens, credits and dollars land in `node_runs` (the agent_runs telemetry).
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { DEFAULT_PRICE_PER_CREDIT_USD, roundUsd } from "../../../events/cost/index.js";
import type { EventsDependencies } from "../dependencies.js";
import type { EventsStateUpdate, EventsStateValue, Spend } from "../state.js";
import { emitter } from "./emit.js";

export type EventsNode = (
  state: EventsStateValue,
  config: LangGraphRunnableConfig,
) => Promise<EventsStateUpdate> | EventsStateUpdate;

export function timed(name: string, node: EventsNode, deps: EventsDependencies): EventsNode {
  const pricePerCredit = deps.pricePerCreditUsd ?? DEFAULT_PRICE_PER_CREDIT_USD;
  return async (state, config) => {
    const started = performance.now();
    const update = await node(state, config);
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    // Nodes return a plain Spend (never an overwrite) for the reducer to add.
    const spend = update.spend as Spend | undefined;
    emitter(deps, config)({ type: "node-finished", node: name, durationMs });
    return {
      ...update,
      node_runs: [
        {
          node: name,
          durationMs,
          inputTokens: spend?.usage.inputTokens ?? 0,
          outputTokens: spend?.usage.outputTokens ?? 0,
          credits: spend?.credits ?? 0,
          usd: roundUsd((spend?.credits ?? 0) * pricePerCredit + (spend?.usage.costUsd ?? 0)),
        },
      ],
    };
  };
}
