// The bench's goals and its table: one row per source, then (with --verbose) each Top-10 with its verdicts.
import type { Score } from "./score.js";

export const GOALS = {
  recall: 0.9,
  outOfWindow: 0,
  outOfCity: 0,
  maxUsdPerQuery: 0.1,
  cacheHitMs: 50,
  /** Dollars per Tavily credit (the scout's default), to price the fake server's ledger. */
  usdPerCredit: 0.008,
};

/** The dev set's goals (issue 16): per run, over its queries. */
export const DEV_GOALS = {
  recall: 0.9,
  /** Wrong-kind events (neither a target nor acceptable) in any one Top-10. */
  maxWrongKind: 1,
  hiddenOutOfWindow: 0,
};

export interface SourceFigures {
  label: string;
  score: Score;
  iterations: number;
  blocked: boolean;
  projectedUsd: number;
  actualUsd: number;
  /** Credits the fake Tavily server would have billed (its own ledger, not the scout's report). */
  tavilyCredits: number;
  tavilyCalls: string[];
  coldMs: number;
  /** Median of eleven repeats of the same query (three with --quick; the uncached baseline's one). */
  cacheHitMs: number;
  /** The first repeat alone. */
  cacheHitFirstMs: number;
  /** Whether every repeat said `cached: true`. */
  cacheHit: boolean;
  notes: string[];
}

export function goalsMet(
  row: Pick<SourceFigures, "score" | "projectedUsd" | "actualUsd" | "cacheHitMs" | "cacheHit">,
) {
  return {
    recall: row.score.recallAtK >= GOALS.recall,
    filters: row.score.outOfWindow === GOALS.outOfWindow && row.score.outOfCity === GOALS.outOfCity,
    cost: Math.max(row.projectedUsd, row.actualUsd) <= GOALS.maxUsdPerQuery,
    cache: row.cacheHit && row.cacheHitMs < GOALS.cacheHitMs,
  };
}

const COLUMNS = [
  ["source", 16],
  ["ret", 4],
  ["R@10", 5],
  ["P@10", 5],
  ["out-win", 7],
  ["out-city", 8],
  ["cancel", 6],
  ["iter", 4],
  ["proj $", 7],
  ["actual $", 8],
  ["ledger $", 8],
  ["cold ms", 8],
  ["hit ms", 7],
] as const;

function cells(values: (string | number)[]): string {
  return values
    .map((value, index) => {
      const [, width] = COLUMNS[index] as (typeof COLUMNS)[number];
      return index === 0 ? String(value).padEnd(width) : String(value).padStart(width);
    })
    .join(" ");
}

export const HEADER = `${cells(COLUMNS.map(([name]) => name))}\n${cells([
  "goal",
  "",
  `≥${GOALS.recall}`,
  "",
  "0",
  "0",
  "0",
  "",
  `≤${GOALS.maxUsdPerQuery.toFixed(2)}`,
  `≤${GOALS.maxUsdPerQuery.toFixed(2)}`,
  "",
  "",
  `<${GOALS.cacheHitMs}`,
])}`;

const usd = (value: number) => value.toFixed(4);

export function formatRow(row: SourceFigures): string {
  return cells([
    row.label,
    row.score.returned,
    row.score.recallAtK.toFixed(2),
    row.score.precisionAtK.toFixed(2),
    row.score.outOfWindow,
    row.score.outOfCity,
    row.score.cancelled,
    row.iterations,
    usd(row.projectedUsd),
    usd(row.actualUsd),
    usd(row.tavilyCredits * GOALS.usdPerCredit),
    Math.round(row.coldMs),
    row.cacheHit ? row.cacheHitMs : `${row.cacheHitMs}*`,
  ]);
}

/** The Top-10 with each event's verdict, for --verbose. */
export function formatTopK(row: SourceFigures): string {
  const lines = row.score.verdicts.map(({ event, verdict }, index) => {
    const label =
      verdict.kind === "target"
        ? "target"
        : verdict.kind === "forbidden"
          ? `FORBIDDEN ${verdict.reason}`
          : verdict.kind === "other"
            ? "off-topic"
            : "unknown";
    return `   ${String(index + 1).padStart(2)}. [${label}] ${event.title} — ${event.start} — ${event.location}`;
  });
  const calls =
    row.tavilyCalls.length > 0
      ? [`   Tavily calls: ${row.tavilyCalls.join(", ")} (${row.tavilyCredits} credits)`]
      : [];
  const notes = row.notes.map((note) => `   note: ${note}`);
  return [...lines, ...calls, ...notes, ""].join("\n");
}
