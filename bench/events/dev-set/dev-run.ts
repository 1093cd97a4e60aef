// The dev-set part of bench:events: every query of queries.json through one runner and source, scored per query
// and overall (mean Recall@10 and precision, wrong-kind events per Top-10, out-of-window events shown as such).
import { DEV_GOALS, GOALS } from "../report.js";
import type { ScoutInvocation, ScoutOutcome, ScoutRunner } from "../scout-runner.js";
import { type DevQuery, type DevQueryScore, scoreDevQuery } from "./dev-score.js";

export interface DevRunRow extends DevQueryScore {
  /** Whether the result said the window was widened (then later events are not counted as out-of-window). */
  widened: boolean;
  /** Events outside the requested window the result did not own up to. */
  hiddenOutOfWindow: number;
  coldMs: number;
  actualUsd: number;
  projectedUsd: number;
  /** Events that passed the relevance floor but did not fit, or fell below it, when the scout reports them. */
  belowFloor?: number;
}

export interface DevRunSummary {
  label: string;
  queries: number;
  meanRecall: number;
  meanPrecision: number;
  /** Mean wrong-kind events per Top-10, and the worst query's count. */
  meanWrongKind: number;
  maxWrongKind: number;
  hardNegatives: number;
  hiddenOutOfWindow: number;
  maxUsd: number;
  rows: DevRunRow[];
}

export async function runDevQueries(options: {
  label: string;
  runner: ScoutRunner;
  queries: readonly DevQuery[];
  invocation: Omit<ScoutInvocation, "query">;
  window: { from: string; to: string };
}): Promise<DevRunSummary> {
  const rows: DevRunRow[] = [];
  for (const query of options.queries) {
    const started = performance.now();
    const outcome: ScoutOutcome = await options.runner({
      ...options.invocation,
      query: { text: query.text, city: "New York", ...options.window },
    });
    const coldMs = Math.round(performance.now() - started);
    const score = scoreDevQuery({ query, events: outcome.events, window: options.window });
    const widened = outcome.window?.widenedBecause != null;
    rows.push({
      ...score,
      widened,
      hiddenOutOfWindow: widened ? 0 : score.outOfWindow,
      coldMs,
      actualUsd: outcome.cost.actualUsd,
      projectedUsd: outcome.cost.projectedUsd,
      ...((outcome as { belowFloor?: number }).belowFloor !== undefined
        ? { belowFloor: (outcome as { belowFloor?: number }).belowFloor }
        : {}),
    });
  }
  const mean = (pick: (row: DevRunRow) => number) =>
    rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + pick(row), 0) / rows.length;
  return {
    label: options.label,
    queries: rows.length,
    meanRecall: mean((row) => row.recallAtK),
    meanPrecision: mean((row) => row.precisionAtK),
    meanWrongKind: mean((row) => row.wrongKind),
    maxWrongKind: Math.max(0, ...rows.map((row) => row.wrongKind)),
    hardNegatives: rows.reduce((sum, row) => sum + row.hardNegatives, 0),
    hiddenOutOfWindow: rows.reduce((sum, row) => sum + row.hiddenOutOfWindow, 0),
    maxUsd: Math.max(0, ...rows.map((row) => Math.max(row.actualUsd, row.projectedUsd))),
    rows,
  };
}

const pad = (value: string | number, width: number, left = false) =>
  left ? String(value).padEnd(width) : String(value).padStart(width);

export const DEV_HEADER = `${pad("query", 16, true)} ${pad("ret", 3)} ${pad("R@10", 5)} ${pad("P@10", 5)} ${pad("wrong", 5)} ${pad("hardneg", 7)} ${pad("out-win", 7)} ${pad("ms", 6)}`;

export function formatDevRow(row: DevRunRow): string {
  return `${pad(row.id, 16, true)} ${pad(row.returned, 3)} ${pad(row.recallAtK.toFixed(2), 5)} ${pad(row.precisionAtK.toFixed(2), 5)} ${pad(row.wrongKind, 5)} ${pad(row.hardNegatives, 7)} ${pad(row.widened ? `${row.outOfWindow}w` : row.outOfWindow, 7)} ${pad(row.coldMs, 6)}${row.missed.length > 0 ? `  missed: ${row.missed.join(", ")}` : ""}`;
}

/** Whether a run meets the dev set's goals. */
export function devGoalsMet(summary: DevRunSummary): boolean {
  return (
    summary.meanRecall >= DEV_GOALS.recall &&
    summary.maxWrongKind <= DEV_GOALS.maxWrongKind &&
    summary.hiddenOutOfWindow === DEV_GOALS.hiddenOutOfWindow &&
    summary.maxUsd <= GOALS.maxUsdPerQuery
  );
}

export function formatDevSummary(summary: DevRunSummary): string {
  return `${pad(summary.label, 16, true)} ${devGoalsMet(summary) ? "met" : "MISSED"} · mean R@10 ${summary.meanRecall.toFixed(2)} · mean P@10 ${summary.meanPrecision.toFixed(2)} · wrong-kind per Top-10 ${summary.meanWrongKind.toFixed(2)} (worst ${summary.maxWrongKind}) · hard negatives ${summary.hardNegatives} · unshown out-of-window ${summary.hiddenOutOfWindow} · max $/query ${summary.maxUsd.toFixed(4)}`;
}

export function formatDevVerdicts(row: DevRunRow): string {
  return row.verdicts
    .map(
      ({ event, verdict }, index) =>
        `   ${String(index + 1).padStart(2)}. [${verdict}] ${event.title} — ${event.start} — ${event.location}`,
    )
    .join("\n");
}
