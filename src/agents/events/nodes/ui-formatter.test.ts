import { describe, expect, it } from "vitest";
import { asPlain, makeDeps, makeState } from "#test/helpers/event-scout-kit.js";
import type { RankedEvent } from "../../../events/event-types.js";
import { createUiFormatterNode } from "./ui-formatter.js";

const ranked: RankedEvent[] = [
  {
    title: "A",
    start: "2026-11-28T20:00:00-05:00",
    end: null,
    location: "Club, New York, NY",
    organizer: "Club",
    url: "https://club.example/a",
    recommendation: "approved",
    score: 0.7,
    rationale: "Recommended: it matches.",
  },
];

describe("ui_formatter", () => {
  it("shapes the contract object with actual cost from credits and tokens, and caches a fresh result", async () => {
    const { deps } = makeDeps();
    const spend = { credits: 3, usage: { llmCalls: 1, inputTokens: 10, outputTokens: 5, costUsd: 0.001 } };
    const update = await asPlain(createUiFormatterNode(deps))(
      makeState({
        ranked,
        iterations: 2,
        projected_usd: 0.03,
        spend,
        cache_key: "k1",
        requested_window: { from: "2026-11-22", to: "2026-12-01" },
        widened_because: "only 1 event to recommend",
        below_floor: 3,
      }),
      {},
    );
    expect(update.result).toEqual({
      events: ranked,
      cached: false,
      iterations: 2,
      blocked: null,
      cost: { projectedUsd: 0.03, actualUsd: 0.025 },
      window: {
        requested: { from: "2026-11-22", to: "2026-12-01" },
        used: { from: "2026-11-22", to: "2026-12-06" },
        widenedBecause: "only 1 event to recommend",
      },
      belowFloor: 3,
    });
    expect((await deps.cache.get("k1"))?.payload).toEqual(update.result);
  });

  it("does not cache a blocked run or a cached one", async () => {
    const { deps } = makeDeps();
    const blocked = {
      projectedUsd: 0.2,
      budgetUsd: 0.1,
      plan: { source: "tavily" as const, searches: [], extractUrls: 0, llmCalls: [] },
    };
    const update = await asPlain(createUiFormatterNode(deps))(
      makeState({ blocked, ranked, cache_key: "k2" }),
      {},
    );
    expect(update.result).toMatchObject({ events: [], blocked });
    await asPlain(createUiFormatterNode(deps))(
      makeState({ cached: true, ranked, cache_key: "k3", iterations: 0 }),
      {},
    );
    expect(await deps.cache.get("k2")).toBeUndefined();
    expect(await deps.cache.get("k3")).toBeUndefined();
  });
});
