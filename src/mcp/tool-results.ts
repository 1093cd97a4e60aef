// From the agents' results and progress to the tools' structured output and progress messages.

import type { ScoutProgress } from "../agents/events/scout-progress.js";
import type { EventsResult } from "../agents/events/state.js";
import type { AskResult } from "../agents/support/support-agent.js";
import type { SupportProgress } from "../agents/support/support-progress.js";
import { formatUsd } from "../events/cost/index.js";
import type { AskSiteOutput, FindEventsOutput } from "./tool-schemas.js";

export function askSiteOutputOf(result: AskResult): AskSiteOutput {
  const { answer, refused, sources, evidence, session } = result;
  return { answer, refused, sources, evidence, session };
}

export function findEventsOutputOf(result: EventsResult): FindEventsOutput {
  const { events, cached, blocked, cost } = result;
  return {
    events,
    cached,
    cost,
    blocked: blocked && {
      projectedUsd: blocked.projectedUsd,
      budgetUsd: blocked.budgetUsd,
      howToConfirm: `The projected cost ${formatUsd(blocked.projectedUsd)} is over the ${formatUsd(blocked.budgetUsd)} budget, so nothing was searched: call find_events again with confirmCost: true (or a higher budgetUsd) to go ahead.`,
    },
  };
}

/** "1 page", "3 pages". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** A line for a person watching a question being answered; undefined for steps not worth a notification. */
export function describeAskProgress(progress: SupportProgress): string | undefined {
  switch (progress.type) {
    case "crawl-started":
      return progress.urls.length > 0 ? `reading ${count(progress.urls.length, "page")}` : undefined;
    case "page-fetched":
      return `read ${progress.url}${progress.title ? ` (${progress.title})` : ""}`;
    case "page-skipped":
    case "page-blocked":
    case "page-failed":
      return `could not read ${progress.url}: ${progress.reason}`;
    case "decision-made":
      return progress.decision === "answer"
        ? "writing the answer"
        : `exploring ${count(progress.urls.length, "link")}`;
    default:
      return undefined;
  }
}

/** A line for a person watching an event search; undefined for steps not worth a notification. */
export function describeScoutProgress(progress: ScoutProgress): string | undefined {
  switch (progress.type) {
    case "cache-hit":
      return `cached result (${count(progress.events, "event")})`;
    case "plan-made":
      return `pass ${progress.iteration}: searching ${count(progress.plan.domains.length, "site")}`;
    case "source-read":
      return `read ${progress.url}`;
    case "events-extracted":
      return `${count(progress.candidates, "distinct event")} found`;
    case "note-added":
      return progress.message;
    default:
      return undefined;
  }
}
