// The event scout's shared state. Revisions are bounded here (revision < max_revisions), not by the recursion
// limit; spend (credits, tokens, dollars) and per-node telemetry accumulate through reducers.
import { Annotation } from "@langchain/langgraph";
import type { CostPlan } from "../../events/cost/index.js";
import type { EventQuery, EventRecord, RankedEvent } from "../../events/event-types.js";
import type { EventsProfile } from "../../events/profile/index.js";
import { addUsage, emptyUsage, type Usage } from "../../llm/index.js";

/** What the user asked, before input_guard validates and completes it. */
export interface EventsRequest {
  text: string;
  /** Default "New York". */
  city?: string;
  /** YYYY-MM-DD; default today in the city. */
  from?: string;
  /** YYYY-MM-DD; default `from` + 14 days. */
  to?: string;
}

export type EventSourceName = "tavily" | "web";

/** The run's settings, with defaults applied by the runner. */
export interface EventsSettings {
  source: EventSourceName;
  budgetUsd: number;
  confirmCost: boolean;
  useCache: boolean;
  /** Re-plans allowed after the first retrieval. Default 2. */
  maxRevisions: number;
  /** Length of the result list. Default 10. */
  topK: number;
  /** URLs extracted from the Tavily shortlist. Default 10. */
  shortlistSize: number;
  /** Pages (and feeds) the web source reads per retrieval. Default 40. */
  pageBudget: number;
  /** Extra allowlist entries from -d, added to the profile's hosts. */
  extraDomains: string[];
  /** "offline" or "provider:model". */
  model: string;
}

/** What the Gate tells the planner to change on a revision. */
export type GateAdvice = "add-domain" | "widen-window" | "relax-keywords" | "advanced-search";

/** One retrieval's recipe. */
export interface SearchPlan {
  /** The search text (query + city, and profile keywords unless relaxed). */
  searchText: string;
  /** Allowlist entries searched or crawled this time. */
  domains: string[];
  /** Web source: one start URL per domain. */
  startUrls: string[];
  depth: "basic" | "advanced";
  /** Web source: pages to read this time. */
  pageBudget: number;
  relaxKeywords: boolean;
  /** False when a revision only re-ranks what was read (a wider window, relaxed keywords on the web source). */
  retrieve: boolean;
  /** The advice this plan applied. */
  applied: GateAdvice[];
}

/** A page or feed the retriever brought back, for the extractor. */
export interface RetrievedDocument {
  url: string;
  html?: string;
  ics?: string;
  /** Plain text (Tavily /extract content) when no HTML could be had. */
  text?: string;
  /** What the search said about the URL (Tavily's title and snippet), when it came from a search. */
  title?: string;
  snippet?: string;
}

/** One node's run, for the agent_runs telemetry table. */
export interface NodeRun {
  node: string;
  durationMs: number;
  inputTokens: number;
  outputTokens: number;
  credits: number;
  usd: number;
}

/** What a node spent; added to the run's totals. */
export interface Spend {
  credits: number;
  usage: Usage;
}

export const emptySpend = (): Spend => ({ credits: 0, usage: emptyUsage() });

export interface BlockedRun {
  projectedUsd: number;
  budgetUsd: number;
  plan: CostPlan;
}

/** A date window, YYYY-MM-DD inclusive. */
export interface DateWindow {
  from: string;
  to: string;
}

/** The window the user asked for and the one the events were taken from; they differ only when widened. */
export interface ResultWindow {
  requested: DateWindow;
  used: DateWindow;
  /** Why the window was widened (only ever when the user gave no end date), or null. */
  widenedBecause: string | null;
}

/** The `webscout events --json` object. */
export interface EventsResult {
  events: RankedEvent[];
  cached: boolean;
  iterations: number;
  blocked: BlockedRun | null;
  cost: { projectedUsd: number; actualUsd: number };
  window: ResultWindow;
  /** Events in the window and the city that matched the query somewhat but fell below the relevance floor. */
  belowFloor: number;
}

/** A channel that keeps the last value written, with a default. */
const value = <T>(initial: () => T) =>
  Annotation<T>({ reducer: (_previous, next) => next, default: initial });

export const EventsState = Annotation.Root({
  request: value<EventsRequest>(() => ({ text: "" })),
  settings: value<EventsSettings | null>(() => null),
  query: value<EventQuery | null>(() => null),
  /** True when the user gave no `to`, so the planner may widen the window. */
  window_defaulted: value<boolean>(() => true),
  /** The window as validated, before any widening. */
  requested_window: value<DateWindow | null>(() => null),
  /** Set when the planner widened the window: why. */
  widened_because: value<string | null>(() => null),
  /** Events the gate could recommend when it last asked for a revision. */
  shortfall: value<number>(() => 0),
  /** The part of the query the fewest events fit, for the next search to look for (null: the whole query). */
  focus: value<string | null>(() => null),
  /** Events below the relevance floor in the last ranking. */
  below_floor: value<number>(() => 0),
  profile: value<EventsProfile | null>(() => null),
  cache_key: value<string>(() => ""),
  cached: value<boolean>(() => false),
  blocked: value<BlockedRun | null>(() => null),
  projected_usd: value<number>(() => 0),
  plan: value<SearchPlan | null>(() => null),
  /** Retrievals done (1 + revisions). */
  iterations: value<number>(() => 0),
  /** Revisions done; never above settings.maxRevisions. */
  revision: value<number>(() => 0),
  advice: value<GateAdvice[]>(() => []),
  /** Every piece of advice applied so far (each is applied once). */
  applied_advice: value<GateAdvice[]>(() => []),
  documents: value<RetrievedDocument[]>(() => []),
  /** Every event extracted so far, merged (one per real event). */
  candidates: value<EventRecord[]>(() => []),
  /** Events the model read from pages where nothing else found any, by page URL (each page is read once). */
  model_events: value<Record<string, EventRecord[]>>(() => ({})),
  decision: value<"accept" | "revise" | null>(() => null),
  ranked: value<RankedEvent[]>(() => []),
  result: value<EventsResult | null>(() => null),
  spend: Annotation<Spend>({
    reducer: (total, step) => ({
      credits: total.credits + step.credits,
      usage: addUsage(total.usage, step.usage),
    }),
    default: emptySpend,
  }),
  node_runs: Annotation<NodeRun[]>({ reducer: (runs, next) => [...runs, ...next], default: () => [] }),
  /** Steps where something failed softly (a source, the model), with why. */
  notes: Annotation<string[]>({ reducer: (notes, next) => [...notes, ...next], default: () => [] }),
  started_at: value<number>(() => 0),
});

export type EventsStateValue = typeof EventsState.State;
export type EventsStateUpdate = typeof EventsState.Update;

/**
 * Bumped when ranking, extraction or event identity changes, so cached results of older logic are not reused
 * (events-2: one venue split for every identity; events-3: event kinds, the relevance floor, the result's window).
 */
export const EVENT_SCOUT_VERSION = "events-3";
