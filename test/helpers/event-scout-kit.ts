// Test kit for the event scout: a fixed clock, event and profile builders, in-memory SQLite stores, a fetcher that
// reads nothing, a fake web source that returns given documents, and a complete graph state to start nodes from.
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { EventsDependencies } from "../../src/agents/events/dependencies.js";
import type { EventsNode } from "../../src/agents/events/nodes/timed.js";
import type { EventsSettings, EventsStateValue, RetrievedDocument } from "../../src/agents/events/state.js";
import { EVENT_SCOUT_VERSION, emptySpend } from "../../src/agents/events/state.js";
import type { WebEventSource, WebRetrieveOptions } from "../../src/agents/events/web-source.js";
import type { EventQuery, EventRecord, ProfileEvent } from "../../src/events/event-types.js";
import {
  createEventCache,
  createEventStore,
  createFeedbackStore,
  createTelemetryStore,
} from "../../src/events/store/index.js";
import { openDatabase, type WebscoutDatabase } from "../../src/storage/index.js";
import type { HttpClient } from "../../src/web/http-client.js";
import { failedPage } from "./fetch-results.js";

/** 2026-11-22 10:00 in New York. */
export const NOW = Date.parse("2026-11-22T15:00:00Z");

export function makeEvent(overrides: Partial<EventRecord> = {}): EventRecord {
  return {
    title: "Late Night Jazz Trio",
    start: "2026-11-28T20:00:00-05:00",
    end: null,
    timeZone: "America/New_York",
    location: "Blue Lantern Jazz Club, 87 Barrow Street, New York, NY 10014",
    city: "New York",
    organizer: "Blue Lantern Jazz Club",
    url: "https://bluelantern.example/shows/late-night-jazz-trio",
    description: "A live jazz trio plays standards.",
    status: "scheduled",
    categories: ["Jazz"],
    source: "json-ld",
    sourceUrl: "https://bluelantern.example/shows/late-night-jazz-trio",
    ...overrides,
  };
}

export const PROFILE: ProfileEvent[] = [
  {
    title: "Sunday Jazz Brunch",
    start: "2026-10-25T11:30:00-04:00",
    location: "Blue Lantern Jazz Club, 87 Barrow Street, New York, NY",
    organizer: "Blue Lantern Jazz Club",
    url: "https://bluelantern.example/shows/sunday-jazz-brunch",
  },
  {
    title: "Author Talk: The Cotton Club Years",
    start: "2026-10-17T18:00:00-04:00",
    location: "Hamilton Heights Library, 560 West 145th Street, New York, NY",
    organizer: "Friends of Hamilton Heights Library",
    url: "https://library.example/events/cotton-club",
  },
];

export const QUERY: EventQuery = {
  text: "jazz",
  city: "New York",
  dateFrom: "2026-11-22",
  dateTo: "2026-12-06",
  timeZone: "America/New_York",
  model: "offline",
  version: EVENT_SCOUT_VERSION,
};

export const SETTINGS: EventsSettings = {
  source: "web",
  budgetUsd: 0.1,
  confirmCost: false,
  useCache: true,
  maxRevisions: 2,
  topK: 10,
  shortlistSize: 10,
  pageBudget: 40,
  extraDomains: [],
  model: "offline",
};

/** A fetcher that never reaches anything (tests that need pages inject a web source or a local server). */
export const offlineFetcher = {
  async fetchPage(url: string) {
    return failedPage(url, "offline", { elapsedMs: 0 });
  },
  http: {
    async get(url: string) {
      return {
        status: "failed" as const,
        url,
        finalUrl: url,
        redirects: [url],
        elapsedMs: 0,
        reason: "offline",
        isRetryable: false,
      };
    },
    setHostDelay() {},
    async close() {},
  } satisfies HttpClient,
};

/** A web source that hands back `documents` (or what `documents(call)` returns) and records its calls. */
export function fakeWebSource(documents: RetrievedDocument[] | ((call: number) => RetrievedDocument[])) {
  const calls: WebRetrieveOptions[] = [];
  const source: WebEventSource = {
    async retrieve(options) {
      calls.push(options);
      return typeof documents === "function" ? documents(calls.length) : documents;
    },
  };
  return { source, calls };
}

export function makeDeps(overrides: Partial<EventsDependencies> & { db?: WebscoutDatabase } = {}) {
  const { db = openDatabase({ memory: true }), ...rest } = overrides;
  const now = rest.now ?? (() => NOW);
  const deps: EventsDependencies = {
    now,
    profileEvents: PROFILE,
    cache: createEventCache({ db, now }),
    events: createEventStore({ db, now }),
    feedback: createFeedbackStore({ db, now }),
    telemetry: createTelemetryStore({ db }),
    fetcher: offlineFetcher,
    ...rest,
  };
  return { deps, db };
}

/** A complete state, as the graph's defaults would make it, with `overrides` on top. */
export function makeState(overrides: Partial<EventsStateValue> = {}): EventsStateValue {
  return {
    request: { text: "jazz" },
    settings: SETTINGS,
    query: QUERY,
    window_defaulted: true,
    requested_window: null,
    widened_because: null,
    shortfall: 0,
    focus: null,
    below_floor: 0,
    profile: null,
    cache_key: "",
    cached: false,
    blocked: null,
    projected_usd: 0,
    plan: null,
    iterations: 0,
    revision: 0,
    advice: [],
    applied_advice: [],
    documents: [],
    candidates: [],
    model_events: {},
    decision: null,
    ranked: [],
    result: null,
    spend: emptySpend(),
    node_runs: [],
    notes: [],
    started_at: NOW,
    ...overrides,
  };
}

/** The JSON-LD page of one event. */
export function jsonLdPage(
  event: Partial<EventRecord> & { title: string; start: string },
  extra: Record<string, unknown> = {},
): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: event.title,
    startDate: event.start,
    ...(event.end ? { endDate: event.end } : {}),
    eventStatus:
      event.status === "cancelled"
        ? "https://schema.org/EventCancelled"
        : "https://schema.org/EventScheduled",
    description: event.description ?? "",
    location: {
      "@type": "Place",
      name: (event.location ?? "Blue Lantern Jazz Club").split(",")[0],
      address: {
        "@type": "PostalAddress",
        streetAddress: "87 Barrow Street",
        addressLocality: "New York",
        addressRegion: "NY",
      },
    },
    organizer: { "@type": "Organization", name: event.organizer ?? "Blue Lantern Jazz Club" },
    ...extra,
  };
  return `<!doctype html><html><head><title>${event.title}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${event.title}</h1></body></html>`;
}

/** A node whose update reads as plain state values (nodes never return overwrites), for assertions. */
export function asPlain(node: EventsNode) {
  return async (state: EventsStateValue, config: LangGraphRunnableConfig = {}) =>
    (await node(state, config)) as Partial<EventsStateValue>;
}
