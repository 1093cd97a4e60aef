// telemetry_logger: one query_runs row for the run and one agent_runs row per node (its own included): duration,
// tokens, credits, dollars, cache hit, revisions.
import type { EventsDependencies } from "../dependencies.js";
import type { EventsStateUpdate, EventsStateValue } from "../state.js";
import type { EventsNode } from "./timed.js";

export function createTelemetryLoggerNode(deps: EventsDependencies): EventsNode {
  const now = deps.now ?? Date.now;
  return async (state: EventsStateValue): Promise<EventsStateUpdate> => {
    const started = performance.now();
    const result = state.result;
    const agents = state.node_runs.map((run) => ({
      node: run.node,
      durationMs: run.durationMs,
      tokensIn: run.inputTokens,
      tokensOut: run.outputTokens,
      credits: run.credits,
      usd: run.usd,
      cacheHit: run.node === "cache_check" && state.cached,
    }));
    const record = () =>
      deps.telemetry.recordQueryRun({
        query: { ...(state.query ?? state.request), source: state.settings?.source },
        startedAt: state.started_at,
        durationMs: Math.max(0, now() - state.started_at),
        cached: state.cached,
        revisions: state.revision,
        credits: state.spend.credits,
        tokensIn: state.spend.usage.inputTokens,
        tokensOut: state.spend.usage.outputTokens,
        usdProjected: result?.cost.projectedUsd ?? 0,
        usdActual: result?.cost.actualUsd ?? 0,
        blocked: state.blocked !== null,
        resultCount: result?.events.length ?? 0,
        agents: [
          ...agents,
          { node: "telemetry_logger", durationMs: Math.round((performance.now() - started) * 10) / 10 },
        ],
      });
    try {
      await record();
    } catch (error) {
      // Telemetry is bookkeeping: a full disk must not cost the user their answer.
      return { notes: [`telemetry was not recorded: ${(error as Error).message}`] };
    }
    return {};
  };
}
