// The telemetry command's work: reads query_runs and the votes on support answers from the data dir's database
// and prints a table or JSON.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../config/index.js";
import type { QueryRunRecord, TelemetryTotals } from "../../events/store/index.js";
import { openConfiguredStores } from "../../runtime/open-configured-stores.js";
import { type AnswerFeedbackTotals, redactDatabaseUrl } from "../../storage/index.js";
import { terminalLine } from "../terminal-text.js";
import type { TelemetryCommandOptions } from "./telemetry.js";

type Output = { write(text: string): unknown };

const EMPTY_TOTALS: TelemetryTotals = {
  runs: 0,
  cachedRuns: 0,
  blockedRuns: 0,
  revisions: 0,
  credits: 0,
  tokensIn: 0,
  tokensOut: 0,
  usdProjected: 0,
  usdActual: 0,
  averageDurationMs: 0,
};

/** Query text is user input: no terminal escapes, and one short line. */
function cell(value: unknown, width: number): string {
  return terminalLine(typeof value === "string" ? value : "", { maxChars: width }).padEnd(width);
}

const usd = (value: number) => `$${value.toFixed(4)}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function formatTable(runs: QueryRunRecord[], totals: TelemetryTotals, where: string): string {
  if (runs.length === 0) return `No event queries recorded yet in ${terminalLine(where)}.\n`;
  const header = [
    "time (UTC)      ",
    "query                         ",
    "city           ",
    "cached",
    "rev",
    "credits",
    "tokens in/out",
    "USD projected/actual",
    "blocked",
    "results",
  ].join("  ");
  const lines = runs.map((run) =>
    [
      new Date(run.startedAt).toISOString().slice(0, 16).replace("T", " "),
      cell(run.query.text, 30),
      cell(run.query.city, 15),
      (run.cached ? "yes" : "no").padEnd(6),
      String(run.revisions).padStart(3),
      String(run.credits).padStart(7),
      `${run.tokensIn}/${run.tokensOut}`.padStart(13),
      `${usd(run.usdProjected)}/${usd(run.usdActual)}`.padStart(20),
      (run.blocked ? "yes" : "no").padEnd(7),
      String(run.resultCount).padStart(7),
    ].join("  "),
  );
  const summary =
    `Totals over ${plural(totals.runs, "run")} (${totals.cachedRuns} cached, ${totals.blockedRuns} blocked): ` +
    `${plural(totals.revisions, "revision")}, ${plural(totals.credits, "credit")}, ` +
    `${totals.tokensIn}/${totals.tokensOut} tokens in/out, ${usd(totals.usdProjected)} projected, ` +
    `${usd(totals.usdActual)} actual, ${totals.averageDurationMs} ms per run on average.`;
  return `${[header, ...lines].join("\n")}\n\n${summary}\n`;
}

export async function runTelemetry(
  options: TelemetryCommandOptions,
  deps: { stdout: Output; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const config = loadConfig({
    env: deps.env ?? process.env,
    flags: { dataDir: options.dataDir, databaseUrl: options.databaseUrl },
  });
  let runs: QueryRunRecord[] = [];
  let totals = EMPTY_TOTALS;
  let answerFeedback: AnswerFeedbackTotals = { up: 0, down: 0 };
  // A read-only command: without a database there is nothing to show, and nothing should be created.
  if (config.databaseUrl || existsSync(join(config.dataDir, "webscout.db"))) {
    const stores = await openConfiguredStores({ config });
    try {
      runs = await stores.telemetry.recentRuns(options.limit);
      totals = await stores.telemetry.totals();
      answerFeedback = await stores.sessions.feedbackTotals();
    } finally {
      await stores.close();
    }
  }
  if (options.json) {
    const shown = runs.map((run) => ({ ...run, startedAt: new Date(run.startedAt).toISOString() }));
    deps.stdout.write(`${JSON.stringify({ runs: shown, totals, answerFeedback })}\n`);
    return;
  }
  const where = config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : config.dataDir;
  deps.stdout.write(formatTable(runs, totals, where));
  const votes = answerFeedback.up + answerFeedback.down;
  deps.stdout.write(
    votes === 0
      ? "No feedback on answers yet.\n"
      : `Feedback on answers: ${answerFeedback.up} helpful, ${answerFeedback.down} not helpful (${plural(votes, "vote")}).\n`,
  );
}
