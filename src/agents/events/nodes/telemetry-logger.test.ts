import { describe, expect, it } from "vitest";
import { asPlain, makeDeps, makeState, NOW } from "#test/helpers/event-scout-kit.js";
import { createTelemetryLoggerNode } from "./telemetry-logger.js";

describe("telemetry_logger", () => {
  it("records the query run and one agent run per node, its own included", async () => {
    let clock = NOW;
    const { deps } = makeDeps({ now: () => clock });
    clock += 1500;
    await asPlain(createTelemetryLoggerNode(deps))(
      makeState({
        revision: 1,
        spend: { credits: 4, usage: { llmCalls: 1, inputTokens: 100, outputTokens: 20, costUsd: 0.001 } },
        node_runs: [
          { node: "retriever", durationMs: 900, inputTokens: 0, outputTokens: 0, credits: 4, usd: 0.032 },
          { node: "recommender", durationMs: 30, inputTokens: 100, outputTokens: 20, credits: 0, usd: 0.001 },
        ],
        result: {
          events: [],
          cached: false,
          iterations: 2,
          blocked: null,
          cost: { projectedUsd: 0.05, actualUsd: 0.033 },
          window: {
            requested: { from: "2026-12-01", to: "2026-12-15" },
            used: { from: "2026-12-01", to: "2026-12-15" },
            widenedBecause: null,
          },
          belowFloor: 0,
        },
      }),
      {},
    );
    const [run] = await deps.telemetry.recentRuns();
    expect(run).toMatchObject({
      durationMs: 1500,
      revisions: 1,
      credits: 4,
      tokensIn: 100,
      tokensOut: 20,
      usdProjected: 0.05,
      usdActual: 0.033,
      cached: false,
      blocked: false,
    });
    expect(run?.query).toMatchObject({ text: "jazz", city: "New York", source: "web" });
    const nodes = (await deps.telemetry.agentRuns(run?.id as string)).map((agent) => [
      agent.node,
      agent.credits,
    ]);
    expect(nodes).toEqual([
      ["retriever", 4],
      ["recommender", 0],
      ["telemetry_logger", 0],
    ]);
  });
});
