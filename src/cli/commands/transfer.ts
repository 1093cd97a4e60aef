// `webscout export` and `webscout import`: sessions and pages moved between backends (SQLite ↔ Postgres) through
// a JSON Lines file; the backend is chosen as for every command (--database-url / WEBSCOUT_DATABASE_URL, else
// the data dir).
import type { Command } from "commander";

export interface TransferCommandOptions {
  out?: string;
  dataDir?: string;
  databaseUrl?: string;
}

export interface TransferIo {
  stdout?: NodeJS.WritableStream & { write(text: string): boolean };
  stderr?: { write(text: string): unknown };
  stdin?: NodeJS.ReadableStream;
  /** Default process.env (WEBSCOUT_DATA_DIR, WEBSCOUT_DATABASE_URL). */
  env?: NodeJS.ProcessEnv;
}

const withBackendOptions = (command: Command): Command =>
  command
    .option("--data-dir <dir>", "the SQLite database's data dir (default: ~/.webscout)")
    .option("--database-url <url>", "use this Postgres database instead (WEBSCOUT_DATABASE_URL)");

export function registerTransferCommands(program: Command, io: TransferIo = {}): void {
  withBackendOptions(
    program
      .command("export")
      .description(
        "Write every session (settings, answer votes, latest checkpoint) and stored page as JSON Lines, for `webscout import`.",
      )
      .option("--out <file>", "write to this file instead of stdout"),
  ).action(async (options: TransferCommandOptions) => {
    const { runExport } = await import("./run-transfer.js");
    await runExport(options, io);
  });
  withBackendOptions(
    program
      .command("import")
      .description(
        "Read a `webscout export` file (or stdin) into the database; a record replaces a stored one only when newer. Bad lines are skipped and named; then the exit code is 2.",
      )
      .argument("[file]", "the export file (default: stdin)"),
  ).action(async (file: string | undefined, options: TransferCommandOptions) => {
    const { runImport } = await import("./run-transfer.js");
    await runImport(file, options, io);
  });
}
