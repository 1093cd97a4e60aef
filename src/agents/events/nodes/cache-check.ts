// cache_check: key = hash(query + filters (the fetcher's address opt-ins among them) + profile + model + version); a fresh hit short-circuits to the
// ui_formatter with `cached: true`. `--no-cache` skips the lookup (the fresh result is still stored).
import { cacheKey } from "../../../events/store/index.js";
import type { EventsDependencies } from "../dependencies.js";
import type { EventsResult, EventsStateUpdate, EventsStateValue } from "../state.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

/** Everything a result depends on: the validated query, the run's settings that change results, the taste. */
export async function eventsCacheKey(state: EventsStateValue, deps: EventsDependencies): Promise<string> {
  const { query, settings } = state;
  if (!query || !settings) throw new Error("cache_check runs after input_guard");
  return cacheKey({
    query,
    filters: {
      source: settings.source,
      domains: [...settings.extraDomains].sort(),
      topK: settings.topK,
      maxRevisions: settings.maxRevisions,
      // A default window may be widened, a given end date never: the same dates are two different requests.
      windowDefaulted: state.window_defaulted,
      // Absent by default, so the keys of runs without an opt-in stay as they were.
      ...(deps.addressOptIns?.length ? { addressOptIns: [...deps.addressOptIns].sort() } : {}),
    },
    profile: deps.profileEvents,
    feedback: await deps.feedback.feedbackSummary(),
  });
}

export function createCacheCheckNode(deps: EventsDependencies): EventsNode {
  return async (state: EventsStateValue, config): Promise<EventsStateUpdate> => {
    const key = await eventsCacheKey(state, deps);
    if (!state.settings?.useCache) return { cache_key: key };
    const hit = await deps.cache.get<EventsResult>(key);
    if (!hit) return { cache_key: key };
    emitter(deps, config)({ type: "cache-hit", events: hit.payload.events.length });
    const window = hit.payload.window;
    return {
      cache_key: key,
      cached: true,
      ranked: hit.payload.events,
      // The cached run's window as it was used (a widened one stays marked as such).
      ...(window && state.query
        ? {
            query: { ...state.query, dateFrom: window.used.from, dateTo: window.used.to },
            widened_because: window.widenedBecause,
          }
        : {}),
      below_floor: hit.payload.belowFloor ?? 0,
    };
  };
}
