// The work of `webscout export` and `webscout import`: run the transfer, then one line on what it did.
import type { Readable, Writable } from "node:stream";
import { loadConfig } from "../../config/index.js";
import { UsageError } from "../../errors/index.js";
import { exportStores, importStores } from "../../runtime/transfer-stores.js";
import type { ImportReport } from "../../storage/index.js";
import { plural } from "../plural.js";
import { terminalLine } from "../terminal-text.js";
import type { TransferCommandOptions, TransferIo } from "./transfer.js";

/** Skipped lines named in the summary; more go to stderr one per line. */
const SUMMARY_LINES = 3;
const LISTED_LINES = 100;

function configOf(options: TransferCommandOptions, io: TransferIo) {
  return loadConfig({
    env: io.env ?? process.env,
    flags: { dataDir: options.dataDir, databaseUrl: options.databaseUrl },
  });
}

export async function runExport(options: TransferCommandOptions, io: TransferIo): Promise<void> {
  const stdout = (io.stdout ?? process.stdout) as Writable;
  const counts = await exportStores({ config: configOf(options, io), out: options.out, stdout });
  const where = options.out ? ` to ${terminalLine(options.out)}` : "";
  (io.stderr ?? process.stderr).write(
    `exported ${plural(counts.sessions, "session")}, ${plural(counts.pages, "page")}${where}\n`,
  );
}

/** "imported 12 sessions, 340 pages; 1 line skipped: line 57: …" */
export function formatImportReport(report: ImportReport): string {
  const { imported, kept, skipped, missing } = report;
  const parts = [`imported ${plural(imported.sessions, "session")}, ${plural(imported.pages, "page")}`];
  if (kept.sessions + kept.pages > 0) {
    parts.push(
      `kept ${plural(kept.sessions, "session")}, ${plural(kept.pages, "page")} stored as new or newer`,
    );
  }
  if (skipped.length > 0) {
    const named = skipped.slice(0, SUMMARY_LINES).map(({ line, problem }) => `line ${line}: ${problem}`);
    const more = skipped.length > SUMMARY_LINES ? `; … ${skipped.length - SUMMARY_LINES} more` : "";
    parts.push(`${plural(skipped.length, "line")} skipped: ${named.join("; ")}${more}`);
  }
  if (missing > 0) parts.push(`the file ends ${plural(missing, "record")} short of its header's counts`);
  return terminalLine(parts.join("; "));
}

export async function runImport(
  file: string | undefined,
  options: TransferCommandOptions,
  io: TransferIo,
): Promise<void> {
  const stdin = (io.stdin ?? process.stdin) as Readable;
  const report = await importStores({ config: configOf(options, io), file, stdin });
  const summary = formatImportReport(report);
  if (report.skipped.length === 0 && report.missing === 0) {
    (io.stdout ?? process.stdout).write(`${summary}\n`);
    return;
  }
  if (report.skipped.length > SUMMARY_LINES) {
    const stderr = io.stderr ?? process.stderr;
    for (const { line, problem } of report.skipped.slice(0, LISTED_LINES)) {
      stderr.write(`line ${line}: ${terminalLine(problem)}\n`);
    }
  }
  // Exit code 2 (bad input): the good lines are stored, the summary says which were not.
  throw new UsageError(summary);
}
