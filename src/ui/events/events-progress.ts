// What the event scout is doing, folded from `progress` events, and the one-line status shown while it works.
import type { ScoutProgress } from "./events-types.js";

export interface EventsProgress {
  phase: "starting" | "cache" | "reading" | "ranking" | "revising" | "saving";
  /** Retrieval passes started (1 + revisions). */
  pass: number;
  /** Sites the current pass reads or searches. */
  sites: number;
  /** Pages, feeds and searches answered, over the whole run. */
  read: number;
  failed: number;
  /** Distinct events found so far. */
  candidates: number;
  /** The last address read, for the detail line. */
  lastUrl?: string;
  /** City and window as the server understood them ("New York", "2026-12-01", "2026-12-15"). */
  city?: string;
  dateFrom?: string;
  dateTo?: string;
}

export const INITIAL_EVENTS_PROGRESS: EventsProgress = {
  phase: "starting",
  pass: 0,
  sites: 0,
  read: 0,
  failed: 0,
  candidates: 0,
};

export function reduceEventsProgress(state: EventsProgress, event: ScoutProgress): EventsProgress {
  switch (event.type) {
    case "query-validated":
      return { ...state, city: event.query.city, dateFrom: event.query.dateFrom, dateTo: event.query.dateTo };
    case "cache-hit":
      return { ...state, phase: "cache", candidates: event.events };
    case "plan-made":
      return { ...state, phase: "reading", pass: event.iteration, sites: event.plan.domains.length };
    case "source-read":
      return {
        ...state,
        phase: state.phase === "starting" ? "reading" : state.phase,
        read: state.read + (event.ok ? 1 : 0),
        failed: state.failed + (event.ok ? 0 : 1),
        lastUrl: event.url,
      };
    case "events-extracted":
      return { ...state, phase: "ranking", candidates: event.candidates };
    case "gate-decided":
      return { ...state, phase: event.decision === "revise" ? "revising" : "saving" };
    case "events-merged":
      return { ...state, phase: "saving" };
    default:
      return state;
  }
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function describeEventsProgress(state: EventsProgress): string {
  switch (state.phase) {
    case "starting":
      return state.city ? `Looking for events in ${state.city}…` : "Starting the search…";
    case "cache":
      return "Found a recent result for this search…";
    case "reading": {
      const pass = state.pass > 1 ? `Pass ${state.pass}: ` : "";
      if (state.read === 0) return `${pass}Reading ${plural(state.sites, "site")}…`;
      return `${pass}Read ${plural(state.read, "page")} and feeds…`;
    }
    case "ranking":
      return `Found ${plural(state.candidates, "event")}; ranking them…`;
    case "revising":
      return "Too few good matches: looking further…";
    case "saving":
      return "Putting the Top 10 together…";
  }
}
