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

/** A line for a person watching a question being answered; undefined for steps not worth a notification. */
export function describeAskProgress(progress: SupportProgress): string | undefined {
  switch (progress.type) {
    case "crawl-started":
      return progress.urls.length > 0 ? `reading ${progress.urls.length} page(s)` : undefined;
    case "page-fetched":
      return `read ${progress.url}${progress.title ? ` (${progress.title})` : ""}`;
    case "page-skipped":
    case "page-blocked":
    case "page-failed":
      return `could not read ${progress.url}: ${progress.reason}`;
    case "decision-made":
      return progress.decision === "answer"
        ? "writing the answer"
        : `exploring ${progress.urls.length} link(s)`;
    default:
      return undefined;
  }
}

/** A line for a person watching an event search; undefined for steps not worth a notification. */
export function describeScoutProgress(progress: ScoutProgress): string | undefined {
  switch (progress.type) {
    case "cache-hit":
      return `cached result (${progress.events} events)`;
    case "plan-made":
      return `pass ${progress.iteration}: searching ${progress.plan.domains.length} site(s)`;
    case "source-read":
      return `read ${progress.url}`;
    case "events-extracted":
      return `${progress.candidates} distinct event(s) found`;
    case "note-added":
      return progress.message;
    default:
      return undefined;
  }
}
