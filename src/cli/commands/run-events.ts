// The events command's work, loaded only when `webscout events` runs.

import { type EventScoutRun, runEventScout } from "../../agents/events/run-event-scout.js";
import type { ScoutProgress } from "../../agents/events/scout-progress.js";
import type { EventsResult } from "../../agents/events/state.js";
import { loadConfig } from "../../config/index.js";
import { BudgetExceededError, formatUsd } from "../../events/cost/index.js";
import { formatEventTimeAsText } from "../../events/event-time.js";
import { timeZoneForCity } from "../../events/extract/index.js";
import { openEventsRuntime } from "../../runtime/open-events-runtime.js";
import { plural } from "../plural.js";
import { terminalLine } from "../terminal-text.js";
import type { Output } from "./ask.js";
import type { EventsCommandOptions } from "./events.js";

/** One line per progress step, for people (stderr); most say nothing. Query, URLs and reasons are terminal-safe. */
export function describeScoutProgress(progress: ScoutProgress): string | undefined {
  switch (progress.type) {
    case "query-validated":
      return `Looking for "${terminalLine(progress.query.text)}" in ${terminalLine(progress.query.city)}, ${terminalLine(progress.query.dateFrom)} to ${terminalLine(progress.query.dateTo)}…`;
    case "cache-hit":
      return `Cached result (${plural(progress.events, "event")}): run with --no-cache to search again.`;
    case "budget-checked":
      return progress.blocked
        ? `Projected cost ${formatUsd(progress.projectedUsd)} is over the ${formatUsd(progress.budgetUsd)} budget.`
        : undefined;
    case "plan-made":
      return `Pass ${progress.iteration} (${progress.source}): ${progress.plan.applied.length > 0 ? `${progress.plan.applied.join(", ")}; ` : ""}${plural(progress.plan.domains.length, "site")}…`;
    case "source-read":
      return progress.ok
        ? undefined
        : `  ✗ ${terminalLine(progress.url)}: ${terminalLine(progress.reason ?? "failed")}`;
    case "events-extracted":
      return `  ${plural(progress.documents, "page or feed", "pages and feeds")} read, ${plural(progress.candidates, "distinct event")} found.`;
    case "gate-decided":
      return progress.decision === "revise"
        ? `  Only ${plural(progress.approved, "event")} to recommend: revising (${progress.advice.join(", ")}).`
        : undefined;
    case "note-added":
      return `! ${terminalLine(progress.message)}`;
    default:
      return undefined;
  }
}

/** The contract object alone (the run's notes went to stderr). */
export function contractOf(run: EventScoutRun): EventsResult {
  const { events, cached, iterations, blocked, cost, window, belowFloor } = run;
  return { events, cached, iterations, blocked, cost, window, belowFloor };
}

/** The window line: the dates searched, and, when they were widened, what was asked for and why. */
export function describeWindow(window: EventsResult["window"]): string {
  const { requested, used, widenedBecause } = window;
  if (!widenedBecause) return `Window: ${used.from} to ${used.to}`;
  return `Window WIDENED to ${used.from} to ${used.to} (you asked for ${requested.from} to ${requested.to}): ${terminalLine(widenedBecause)}`;
}

/** The numbered list for people: time in the city's zone, place, organizer, link and rationale; terminal-safe. */
export function formatEventList(result: EventsResult, timeZone: string): string {
  const below =
    result.belowFloor > 0
      ? `\n${plural(result.belowFloor, "more event", "more events")} in the window matched too weakly to list (below the relevance floor).`
      : "";
  const windowLine = describeWindow(result.window);
  if (result.events.length === 0) return `${windowLine}\nNo events found in that window and city.${below}\n`;
  const lines = result.events.map((event, index) => {
    const badge = event.recommendation === "approved" ? "recommended" : "not recommended";
    const organizer = terminalLine(event.organizer);
    return [
      `${index + 1}. ${terminalLine(event.title)}  [${badge}, score ${event.score.toFixed(2)}]`,
      `   ${formatEventTimeAsText(event.start, timeZone)} · ${terminalLine(event.location) || "place not given"}`,
      ...(organizer ? [`   by ${organizer}`] : []),
      `   ${terminalLine(event.url)}`,
      `   ${terminalLine(event.rationale)}`,
    ].join("\n");
  });
  const footer = `${result.cached ? "cached result" : plural(result.iterations, "pass", "passes")} · cost $${result.cost.actualUsd.toFixed(4)} (projected $${result.cost.projectedUsd.toFixed(4)})`;
  return `${windowLine}\n\n${lines.join("\n\n")}\n${below}\n${footer}\n`;
}

export async function runEvents(
  text: string,
  options: EventsCommandOptions,
  { stdout, stderr }: { stdout: Output; stderr: Output },
): Promise<void> {
  const config = loadConfig({
    flags: {
      llm: options.llm,
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      allowPrivateNetwork: options.allowPrivateNetwork,
      allowLinkLocal: options.allowLinkLocal,
    },
  });
  const runtime = await openEventsRuntime({
    config,
    profilePath: options.profile,
    allowDomains: options.allowDomain,
    demo: options.demo,
    onProgress: (progress) => {
      const line = describeScoutProgress(progress);
      if (line) stderr.write(`${line}\n`);
    },
  });
  let run: EventScoutRun;
  try {
    run = await runEventScout({
      query: { text, city: options.city, from: options.from, to: options.to },
      options: {
        source: options.source,
        budgetUsd: options.budget,
        confirmCost: options.confirmCost,
        useCache: options.cache,
        allowDomains: options.allowDomain,
      },
      deps: runtime.deps,
    });
  } finally {
    await runtime.close();
  }
  const result = contractOf(run);
  if (options.json) stdout.write(`${JSON.stringify(result)}\n`);
  else if (!result.blocked)
    stdout.write(formatEventList(result, timeZoneForCity(options.city ?? "New York") ?? "UTC"));
  // A block is the answer, not a crash: the estimate was printed; exit 3 tells scripts to re-run with --confirm-cost.
  if (result.blocked) throw new BudgetExceededError(result.blocked);
}
