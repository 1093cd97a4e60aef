import { describe, expect, it } from "vitest";
import { asPlain, makeDeps, makeEvent, makeState, QUERY, SETTINGS } from "#test/helpers/event-scout-kit.js";
import type { EventsResult } from "../state.js";
import { createCacheCheckNode, eventsCacheKey } from "./cache-check.js";

const cachedResult: EventsResult = {
  events: [
    {
      title: "Cached",
      start: makeEvent().start,
      end: null,
      location: "Somewhere, New York",
      organizer: "Org",
      url: "https://x.example/e",
      recommendation: "approved",
      score: 0.5,
      rationale: "Because.",
    },
  ],
  cached: false,
  iterations: 1,
  blocked: null,
  cost: { projectedUsd: 0.02, actualUsd: 0.01 },
  window: {
    requested: { from: "2026-12-01", to: "2026-12-15" },
    used: { from: "2026-12-01", to: "2026-12-15" },
    widenedBecause: null,
  },
  belowFloor: 0,
};

describe("cache_check", () => {
  it("hits a stored result for the same query and settings", async () => {
    const { deps } = makeDeps();
    const state = makeState();
    await deps.cache.put(await eventsCacheKey(state, deps), cachedResult);
    const update = await asPlain(createCacheCheckNode(deps))(state, {});
    expect(update.cached).toBe(true);
    expect(update.ranked).toEqual(cachedResult.events);
  });

  it("misses when the query, the source or the profile differ, and skips the lookup with --no-cache", async () => {
    const { deps } = makeDeps();
    const state = makeState();
    const key = await eventsCacheKey(state, deps);
    await deps.cache.put(key, cachedResult);
    expect(await eventsCacheKey(makeState({ query: { ...QUERY, city: "Boston" } }), deps)).not.toBe(key);
    expect(await eventsCacheKey(makeState({ settings: { ...SETTINGS, source: "tavily" } }), deps)).not.toBe(
      key,
    );
    const { deps: otherProfile } = makeDeps({ profileEvents: [] });
    expect(await eventsCacheKey(state, otherProfile)).not.toBe(key);
    // A result read with private addresses allowed is not served to a run without the opt-in, and back.
    const { deps: privateNetwork } = makeDeps({ addressOptIns: ["private"] });
    expect(await eventsCacheKey(state, privateNetwork)).not.toBe(key);
    const { deps: noOptIns } = makeDeps({ addressOptIns: [] });
    expect(await eventsCacheKey(state, noOptIns)).toBe(key);
    const skipped = await asPlain(createCacheCheckNode(deps))(
      makeState({ settings: { ...SETTINGS, useCache: false } }),
      {},
    );
    expect(skipped).toEqual({ cache_key: key });
  });
});
