// ui_formatter: shapes the `events --json` object (events, cached, iterations, blocked, cost) and stores a fresh,
// non-empty result in the cache for the next identical query.
import { actualCost } from "../../../events/cost/index.js";
import type { EventsDependencies } from "../dependencies.js";
import type { EventsResult, EventsStateUpdate, EventsStateValue } from "../state.js";
import type { EventsNode } from "./timed.js";

export function createUiFormatterNode(deps: EventsDependencies): EventsNode {
  return async (state: EventsStateValue): Promise<EventsStateUpdate> => {
    const actual = actualCost({
      credits: state.spend.credits,
      usage: state.spend.usage,
      pricePerCreditUsd: deps.pricePerCreditUsd,
    });
    const requested = state.requested_window ?? {
      from: state.query?.dateFrom ?? "",
      to: state.query?.dateTo ?? "",
    };
    const result: EventsResult = {
      events: state.blocked ? [] : state.ranked,
      cached: state.cached,
      iterations: state.cached ? 0 : state.iterations,
      blocked: state.blocked,
      cost: { projectedUsd: state.cached ? 0 : state.projected_usd, actualUsd: actual.actualUsd },
      window: {
        requested,
        used: state.query ? { from: state.query.dateFrom, to: state.query.dateTo } : requested,
        widenedBecause: state.widened_because,
      },
      belowFloor: state.below_floor,
    };
    if (!state.cached && !state.blocked && result.events.length > 0 && state.cache_key !== "") {
      await deps.cache.put(state.cache_key, result);
    }
    return { result };
  };
}
