import { describe, expect, it } from "vitest";
import type { SearchPlan } from "../../agents/events/state.js";
import {
  describeEventsProgress,
  type EventsProgress,
  INITIAL_EVENTS_PROGRESS,
  reduceEventsProgress,
} from "./events-progress.js";
import type { ScoutProgress } from "./events-types.js";

const plan: SearchPlan = {
  searchText: "jazz events New York",
  domains: ["a.example", "b.example", "c.example"],
  startUrls: [],
  depth: "basic",
  pageBudget: 40,
  relaxKeywords: false,
  retrieve: true,
  applied: [],
};

const fold = (events: ScoutProgress[]): EventsProgress =>
  events.reduce(reduceEventsProgress, INITIAL_EVENTS_PROGRESS);

describe("events progress", () => {
  it("follows a run: city, sites, pages read, events found, revision, saving", () => {
    const query = {
      text: "jazz",
      city: "New York",
      dateFrom: "2026-12-01",
      dateTo: "2026-12-15",
      timeZone: "America/New_York",
      model: "offline",
      version: "events-1",
    };
    const steps: ScoutProgress[] = [
      { type: "query-validated", query },
      { type: "plan-made", iteration: 1, source: "web", plan },
      { type: "source-read", url: "https://a.example/", kind: "page", ok: true },
      { type: "source-read", url: "https://b.example/", kind: "page", ok: false, reason: "404" },
      { type: "source-read", url: "https://c.example/cal.ics", kind: "feed", ok: true },
      { type: "events-extracted", documents: 3, found: 12, candidates: 9 },
      { type: "gate-decided", decision: "revise", viable: 4, approved: 2, advice: ["widen-window"] },
      { type: "plan-made", iteration: 2, source: "web", plan },
    ];
    const seen = steps.map((_, index) => describeEventsProgress(fold(steps.slice(0, index + 1))));
    expect(seen).toEqual([
      "Looking for events in New York…",
      "Reading 3 sites…",
      "Read 1 page and feeds…",
      "Read 1 page and feeds…",
      "Read 2 pages and feeds…",
      "Found 9 events; ranking them…",
      "Too few good matches: looking further…",
      "Pass 2: Read 2 pages and feeds…",
    ]);
    const state = fold(steps);
    expect(state).toMatchObject({ read: 2, failed: 1, pass: 2, lastUrl: "https://c.example/cal.ics" });
    expect(state.dateTo).toBe("2026-12-15");
  });

  it("says so when the cache answers", () => {
    expect(describeEventsProgress(fold([{ type: "cache-hit", events: 10 }]))).toBe(
      "Found a recent result for this search…",
    );
  });
});
