// The work of `webscout migrate`: report what was (or, dry run, would be) applied.
import { loadConfig } from "../../config/index.js";
import { type MigrationReport, migrateDatabase } from "../../runtime/migrate-database.js";
import { plural } from "../plural.js";
import { terminalLine } from "../terminal-text.js";
import type { MigrateCommandOptions } from "./migrate.js";

type Output = { write(text: string): unknown };

export function formatMigrationReport(report: MigrationReport): string {
  const backend = report.backend === "postgres" ? "Postgres" : "SQLite";
  const lines = [`${backend} database ${terminalLine(report.database)}`];
  lines.push(`${plural(report.applied.length, "step")} applied before`);
  if (report.pending.length === 0) {
    lines.push("Up to date: nothing to apply.");
  } else {
    lines.push(report.dryRun ? "Pending (dry run: nothing changed):" : "Applied now:");
    for (const step of report.pending) lines.push(`  ${step.version}  ${step.name}`);
  }
  return `${lines.join("\n")}\n`;
}

export async function runMigrate(
  options: MigrateCommandOptions,
  deps: { stdout: Output; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const config = loadConfig({
    env: deps.env ?? process.env,
    flags: { dataDir: options.dataDir, databaseUrl: options.databaseUrl },
  });
  const report = await migrateDatabase({ config, dryRun: options.dryRun });
  deps.stdout.write(options.json ? `${JSON.stringify(report)}\n` : formatMigrationReport(report));
}
