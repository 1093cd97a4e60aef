// An EventsBackend stand-in for server tests: records each run and vote, replays scripted scout events, blocks
// runs over a projected cost unless confirmed, and (with `hold`) waits until released or aborted.
import type { ScoutProgress } from "../../src/agents/events/scout-progress.js";
import type { EventsResult } from "../../src/agents/events/state.js";
import type { RankedEvent } from "../../src/events/event-types.js";
import type { FeedbackInput } from "../../src/events/store/index.js";
import type { EventsBackend, EventsRunRequest } from "../../src/server/events-backend.js";

export interface FakeEventsBackend extends EventsBackend {
  runs: EventsRunRequest[];
  votes: FeedbackInput[];
  /** Sent through onProgress before answering. */
  events: ScoutProgress[];
  /** A run projected above its budget (default 0.10) is blocked unless confirmCost. Default 0.01. */
  projectedUsd: number;
  /** Hosts newHostsIn reports for any uploaded profile. Default none. */
  newHosts: string[];
  /** Thrown by run instead of answering, when set. */
  failWith?: unknown;
  /** While set, run waits for this promise (or its signal) before answering. */
  hold?: Promise<void>;
  /** Runs whose signal aborted. */
  aborted: EventsRunRequest[];
  closed: boolean;
}

export function fakeRankedEvent(index: number): RankedEvent {
  return {
    title: `Jazz night ${index}`,
    start: `2026-12-0${(index % 9) + 1}T19:30:00-05:00`,
    end: null,
    location: "Blue Lantern Jazz Club, 87 Barrow Street, New York, NY",
    organizer: "Blue Lantern Jazz Club",
    url: `https://bluelantern.example/shows/${index}`,
    recommendation: index < 6 ? "approved" : "not-approved",
    score: Math.round((1 - index / 20) * 100) / 100,
    rationale: `Live jazz at a venue you liked before (${index}).`,
  };
}

export function createFakeEventsBackend(): FakeEventsBackend {
  const backend: FakeEventsBackend = {
    runs: [],
    votes: [],
    aborted: [],
    projectedUsd: 0.01,
    newHosts: [],
    closed: false,
    events: [
      {
        type: "query-validated",
        query: {
          text: "jazz",
          city: "New York",
          dateFrom: "2026-12-01",
          dateTo: "2026-12-15",
          timeZone: "America/New_York",
          model: "offline",
          version: "events-1",
        },
      },
      { type: "source-read", url: "https://bluelantern.example/", kind: "page", ok: true },
      { type: "events-extracted", documents: 1, found: 10, candidates: 10 },
    ],
    async run(request) {
      backend.runs.push(request);
      const budgetUsd = request.options?.budgetUsd ?? 0.1;
      if (backend.projectedUsd > budgetUsd && !request.options?.confirmCost) {
        return {
          events: [],
          cached: false,
          iterations: 0,
          blocked: {
            projectedUsd: backend.projectedUsd,
            budgetUsd,
            plan: { source: "tavily", searches: [{ depth: "basic" }], extractUrls: 10, llmCalls: [] },
          },
          cost: { projectedUsd: backend.projectedUsd, actualUsd: 0 },
          window: {
            requested: { from: "2026-12-01", to: "2026-12-15" },
            used: { from: "2026-12-01", to: "2026-12-15" },
            widenedBecause: null,
          },
          belowFloor: 0,
        } satisfies EventsResult;
      }
      for (const event of backend.events) request.onProgress?.(event);
      if (backend.hold) {
        const signal = request.signal;
        await new Promise<void>((resolve, reject) => {
          backend.hold?.then(resolve, reject);
          signal?.addEventListener("abort", () => {
            backend.aborted.push(request);
            reject(signal.reason);
          });
        });
      }
      if (backend.failWith) throw backend.failWith;
      return {
        events: Array.from({ length: 10 }, (_, index) => fakeRankedEvent(index)),
        cached: request.options?.useCache !== false && backend.runs.length > 1,
        iterations: 1,
        blocked: null,
        cost: { projectedUsd: backend.projectedUsd, actualUsd: backend.projectedUsd / 2 },
        window: {
          requested: { from: "2026-12-01", to: "2026-12-15" },
          used: { from: "2026-12-01", to: "2026-12-15" },
          widenedBecause: null,
        },
        belowFloor: 0,
      };
    },
    async recordFeedback(input) {
      backend.votes.push(input);
    },
    async newHostsIn(profileEvents) {
      return profileEvents.length > 0 ? [...backend.newHosts] : [];
    },
    async close() {
      backend.closed = true;
    },
  };
  return backend;
}
