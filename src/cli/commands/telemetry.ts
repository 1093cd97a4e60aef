// `webscout telemetry`: the recent event-scout query runs (cost, tokens, cache, revisions) and their totals.
import type { Command } from "commander";
import { positiveInteger } from "../option-parsers.js";

export interface TelemetryCommandOptions {
  json?: boolean;
  limit: number;
  dataDir?: string;
  databaseUrl?: string;
}

export interface TelemetryIo {
  stdout?: { write(text: string): unknown };
  /** Default process.env (WEBSCOUT_DATA_DIR). */
  env?: NodeJS.ProcessEnv;
}

export function registerTelemetryCommand(program: Command, io: TelemetryIo = {}): Command {
  return program
    .command("telemetry")
    .description(
      "Show recent event queries (cost, tokens, cache hits, revisions) and totals, and the votes on answers.",
    )
    .option("--json", 'one JSON object on stdout: {"runs":[…],"totals":{…},"answerFeedback":{"up","down"}}')
    .option("--limit <n>", "how many recent runs to show", positiveInteger, 20)
    .option("--data-dir <dir>", "where the database is (default: ~/.webscout)")
    .option(
      "--database-url <url>",
      "keep everything in this Postgres database instead (WEBSCOUT_DATABASE_URL)",
    )
    .action(async (options: TelemetryCommandOptions) => {
      // Loaded on use, like every command's work, to keep the CLI's start-up quick.
      const { runTelemetry } = await import("./run-telemetry.js");
      await runTelemetry(options, { stdout: io.stdout ?? process.stdout, env: io.env ?? process.env });
    });
}
