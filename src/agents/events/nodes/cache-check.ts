// cache_check: key = hash(query + filters + profile + model + version); a fresh hit short-circuits to the
// ui_formatter with `cached: true`. `--no-cache` skips the lookup (the fresh result is still stored).
import { cacheKey } from "../../../events/store/index.js";
import type { EventsDependencies } from "../dependencies.js";
import type { EventsResult, EventsStateUpdate, EventsStateValue } from "../state.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

/** Everything a result depends on: the validated query, the run's settings that change results, the taste. */
export function eventsCacheKey(state: EventsStateValue, deps: EventsDependencies): string {
  const { query, settings } = state;
  if (!query || !settings) throw new Error("cache_check runs after input_guard");
  return cacheKey({
    query,
    filters: {
      source: settings.source,
      domains: [...settings.extraDomains].sort(),
      topK: settings.topK,
      maxRevisions: settings.maxRevisions,
    },
    profile: deps.profileEvents,
    feedback: deps.feedback.feedbackSummary(),
  });
}

export function createCacheCheckNode(deps: EventsDependencies): EventsNode {
  return (state: EventsStateValue, config): EventsStateUpdate => {
    const key = eventsCacheKey(state, deps);
    if (!state.settings?.useCache) return { cache_key: key };
    const hit = deps.cache.get<EventsResult>(key);
    if (!hit) return { cache_key: key };
    emitter(deps, config)({ type: "cache-hit", events: hit.payload.events.length });
    return { cache_key: key, cached: true, ranked: hit.payload.events };
  };
}
