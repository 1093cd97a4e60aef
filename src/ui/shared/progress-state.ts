// What the agent is doing, folded from `progress` events, and the one-line status shown while it works.
import { thinPageNote } from "../../agents/support/thin-page.js";
import type { ChatProgress } from "./api-types.js";

export type PageStatus = "reading" | "read" | "skipped" | "blocked" | "failed";

export interface ProgressPage {
  url: string;
  /** The page's title once read; empty before. */
  title: string;
  status: PageStatus;
  reason?: string;
  cached?: boolean;
  /** Read, but with almost no text: what to say about it (see thin-page.ts). */
  thin?: string;
}

export interface ProgressState {
  phase: "starting" | "reading" | "deciding" | "writing";
  iteration: number;
  /** Pages in the batch being read now. */
  batchSize: number;
  /** Every page met, in the order first met. */
  pages: ProgressPage[];
  /** Why the agent chose to look further or to answer, from its last decision. */
  reasoning?: string;
  fallbacks: string[];
}

export const INITIAL_PROGRESS: ProgressState = {
  phase: "starting",
  iteration: 0,
  batchSize: 0,
  pages: [],
  fallbacks: [],
};

function upsertPage(pages: ProgressPage[], page: ProgressPage): ProgressPage[] {
  const index = pages.findIndex((existing) => existing.url === page.url);
  if (index === -1) return [...pages, page];
  const next = pages.slice();
  next[index] = { ...pages[index], ...page };
  return next;
}

export function reduceProgress(state: ProgressState, event: ChatProgress): ProgressState {
  switch (event.type) {
    case "crawl-started": {
      let pages = state.pages;
      for (const url of event.urls) {
        if (!pages.some((page) => page.url === url))
          pages = [...pages, { url, title: "", status: "reading" }];
      }
      return { ...state, phase: "reading", iteration: event.iteration, batchSize: event.urls.length, pages };
    }
    case "page-fetched":
      return {
        ...state,
        pages: upsertPage(state.pages, {
          url: event.url,
          title: event.title,
          status: "read",
          cached: event.cached,
          ...(thinPageNote(event) ? { thin: thinPageNote(event) } : {}),
        }),
      };
    case "page-skipped":
    case "page-blocked":
    case "page-failed": {
      const status =
        event.type === "page-skipped" ? "skipped" : event.type === "page-blocked" ? "blocked" : "failed";
      return {
        ...state,
        pages: upsertPage(state.pages, { url: event.url, title: "", status, reason: event.reason }),
      };
    }
    case "decision-made":
      return {
        ...state,
        phase: event.decision === "answer" ? "writing" : "deciding",
        iteration: event.iteration,
        reasoning: event.reasoning,
      };
    case "fallback-used":
      return { ...state, fallbacks: [...state.fallbacks, `${event.step}: ${event.reason}`] };
    default:
      return state;
  }
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** E.g. "Reading 5 pages…", "Looking further…", "Writing the answer…". */
export function describeProgress(state: ProgressState): string {
  switch (state.phase) {
    case "starting":
      return "Starting…";
    case "reading":
      // The list shows every page met so far: after the first round, say how this batch relates to it.
      return state.pages.length > state.batchSize
        ? `Reading ${plural(state.batchSize, "more page")} (${state.pages.length} in all)…`
        : `Reading ${plural(state.batchSize, "page")}…`;
    case "deciding":
      return "Looking further…";
    case "writing":
      return "Writing the answer…";
  }
}

/** E.g. "Read 7 pages in 2 steps" (pages read, not counting skipped or failed ones). */
export function summarizeProgress(state: ProgressState, iterations: number): string {
  const read = state.pages.filter((page) => page.status === "read").length;
  return `Read ${plural(read, "page")} in ${plural(Math.max(iterations, 1), "step")}`;
}
