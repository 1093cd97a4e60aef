// `webscout migrate`: applies the configured database's pending schema steps (SQLite in the data dir, or Postgres
// with --database-url), or lists them with --dry-run; for operators who run migrations themselves.
import type { Command } from "commander";

export interface MigrateCommandOptions {
  dryRun?: boolean;
  json?: boolean;
  dataDir?: string;
  databaseUrl?: string;
}

export interface MigrateIo {
  stdout?: { write(text: string): unknown };
  /** Default process.env (WEBSCOUT_DATA_DIR, WEBSCOUT_DATABASE_URL). */
  env?: NodeJS.ProcessEnv;
}

export function registerMigrateCommand(program: Command, io: MigrateIo = {}): Command {
  return program
    .command("migrate")
    .description(
      "Apply the database's pending schema steps (every command also does this at start), or list them with --dry-run.",
    )
    .option("--dry-run", "list the pending steps and change nothing")
    .option(
      "--json",
      'one JSON object on stdout: {"backend","database","applied":[…],"pending":[…],"dryRun"}',
    )
    .option("--data-dir <dir>", "where the SQLite database is (default: ~/.webscout)")
    .option("--database-url <url>", "migrate this Postgres database instead (WEBSCOUT_DATABASE_URL)")
    .action(async (options: MigrateCommandOptions) => {
      const { runMigrate } = await import("./run-migrate.js");
      await runMigrate(options, { stdout: io.stdout ?? process.stdout, env: io.env ?? process.env });
    });
}
