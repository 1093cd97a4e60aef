// The public runner of the event scout, used by the CLI, the server and the bench: one query through the graph,
// resolved to the `webscout events --json` object.

import { UsageError } from "../../errors/index.js";
import { DEFAULT_BUDGET_USD } from "../../events/cost/index.js";
import { parseAllowedDomains } from "../../web/index.js";
import type { EventsDependencies } from "./dependencies.js";
import { buildEventsGraph, recursionLimitFor } from "./graph.js";
import type {
  EventSourceName,
  EventsRequest,
  EventsResult,
  EventsSettings,
  EventsStateValue,
} from "./state.js";

export interface EventScoutOptions {
  /** Default "tavily" when a Tavily client is given (TAVILY_API_KEY set), else "web". */
  source?: EventSourceName;
  /** Soft cap in USD for the planned calls. Default 0.10. */
  budgetUsd?: number;
  /** Run even when the projection is over the budget. Default false. */
  confirmCost?: boolean;
  /** Read the result cache. Default true (a fresh result is stored either way). */
  useCache?: boolean;
  /** Re-plans after the first retrieval at most. Default 2. */
  maxRevisions?: number;
  /** Events returned. Default 10. */
  topK?: number;
  /** Tavily results read (and extracted when we cannot read them). Default 10. */
  shortlistSize?: number;
  /** Pages and feeds the web source reads per retrieval. Default 40. */
  pageBudget?: number;
  /** Allowlist entries added to the profile's hosts (-d). */
  allowDomains?: string[];
  signal?: AbortSignal;
}

export interface RunEventScoutOptions {
  query: EventsRequest;
  options?: EventScoutOptions;
  deps: EventsDependencies;
}

/** What the run also learned besides the contract object (soft failures, for stderr and logs). */
export interface EventScoutRun extends EventsResult {
  notes?: string[];
}

/** One query's settings from the runner's options and what the dependencies offer (the server has its own). */
export function resolveScoutSettings(options: EventScoutOptions, deps: EventsDependencies): EventsSettings {
  const source = options.source ?? (deps.tavily ? "tavily" : "web");
  if (source === "tavily" && !deps.tavily) {
    throw new UsageError("--source tavily needs a Tavily API key: set TAVILY_API_KEY", {
      hint: "or use --source web to crawl the allowlisted sites directly",
    });
  }
  const budgetUsd = options.budgetUsd ?? DEFAULT_BUDGET_USD;
  if (!Number.isFinite(budgetUsd) || budgetUsd < 0)
    throw new UsageError(`--budget ${budgetUsd} is not an amount in USD`);
  const extraDomains = options.allowDomains ?? [];
  parseAllowedDomains(extraDomains);
  const positive = (value: number | undefined, fallback: number, name: string) => {
    const chosen = value ?? fallback;
    if (!Number.isInteger(chosen) || chosen < 0) throw new UsageError(`${name} must be a whole number ≥ 0`);
    return chosen;
  };
  return {
    source,
    budgetUsd,
    confirmCost: options.confirmCost ?? false,
    useCache: options.useCache ?? true,
    maxRevisions: positive(options.maxRevisions, 2, "maxRevisions"),
    topK: Math.max(1, positive(options.topK, 10, "topK")),
    shortlistSize: Math.max(1, positive(options.shortlistSize, 10, "shortlistSize")),
    pageBudget: Math.max(1, positive(options.pageBudget, 40, "pageBudget")),
    extraDomains,
    model: deps.model?.id ?? "offline",
  };
}

/**
 * Runs one event query: validate → cache → budget → plan → retrieve → extract → rank (revising at most
 * maxRevisions times) → store → format → telemetry. Throws UsageError for a bad query (empty text, bad or
 * reversed dates, a window over 90 days, an unknown city) and for a source that cannot run; a budget block is
 * a result (`blocked` set), not an error.
 */
export async function runEventScout({
  query,
  options = {},
  deps,
}: RunEventScoutOptions): Promise<EventScoutRun> {
  const settings = resolveScoutSettings(options, deps);
  if (settings.source === "web" && settings.extraDomains.length === 0 && deps.profileEvents.length === 0) {
    throw new UsageError("the web source has no site to read", {
      hint: "pass --profile <csv> of pre-approved events, or -d <domain>",
    });
  }
  const graph = buildEventsGraph(deps);
  const final = (await graph.invoke(
    { request: query, settings },
    { signal: options.signal, recursionLimit: recursionLimitFor(settings.maxRevisions) },
  )) as EventsStateValue;
  if (!final.result) throw new Error("the event scout finished without a result");
  for (const message of final.notes) deps.onProgress?.({ type: "note-added", message });
  return final.notes.length > 0 ? { ...final.result, notes: final.notes } : final.result;
}
