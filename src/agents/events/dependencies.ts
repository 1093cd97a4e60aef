// What the event scout's nodes need from outside; every I/O piece is injected (tests pass fakes or in-memory SQLite).
import type { PageFetcher } from "../../crawl/index.js";
import type { ProfileEvent } from "../../events/event-types.js";
import type { EventCache, EventStore, FeedbackStore, TelemetryStore } from "../../events/store/index.js";
import type { TavilySource } from "../../events/tavily/index.js";
import type { ModelClient, ModelPrice } from "../../llm/index.js";
import type { HttpClient } from "../../web/index.js";
import type { ScoutProgressListener } from "./scout-progress.js";
import type { WebEventSource } from "./web-source.js";

export interface EventsDependencies {
  /** Clock in ms. Default Date.now. */
  now?: () => number;
  /** The pre-approved events (the profile CSV, parsed). */
  profileEvents: readonly ProfileEvent[];
  /** Finished results by query key, with a TTL (cache_check, ui_formatter). */
  cache: EventCache;
  /** The canonical events table (canonicalize_merge). */
  events: EventStore;
  /** Thumbs up/down that revise the profile (planner). */
  feedback: FeedbackStore;
  /** query_runs and agent_runs (telemetry_logger). */
  telemetry: TelemetryStore;
  /** The guarded fetcher (allowlist, address guard, robots.txt): pages, feeds and Tavily's shortlist. */
  fetcher: PageFetcher & { http: HttpClient };
  /**
   * The addresses the fetcher was let read beyond public ones ("private", "link-local"), when any: part of the
   * cache key, so a result read with `--allow-private-network` is not served to a run without it.
   */
  addressOptIns?: readonly string[];
  /** The `web` source. Default: createWebEventSource over `fetcher`. */
  webSource?: WebEventSource;
  /** The `tavily` source; required when the run's source is "tavily". */
  tavily?: TavilySource;
  /** A model for rationales (and extraction where nothing else works); absent: the offline engine. */
  model?: ModelClient;
  /** Dollars per Tavily credit. Default $0.008. */
  pricePerCreditUsd?: number;
  /** LLM prices per million tokens by model id prefix. Default src/llm's table. */
  prices?: Record<string, ModelPrice>;
  /** Receives the run's progress (the graph's custom stream carries it too). */
  onProgress?: ScoutProgressListener;
}
