import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { createTelemetryStore } from "../../events/store/index.js";
import { openDatabase } from "../../storage/index.js";
import { registerTelemetryCommand } from "./telemetry.js";

const postgres = usePostgresDatabase();

const T0 = Date.parse("2026-11-22T12:00:00Z");

async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-telemetry-"));
  const db = openDatabase({ dataDir });
  const telemetry = createTelemetryStore({ db });
  await telemetry.recordQueryRun({
    id: "first",
    query: { text: "jazz\u001b[31m tonight", city: "New York" },
    startedAt: T0,
    durationMs: 1500,
    revisions: 1,
    credits: 3,
    tokensIn: 1000,
    tokensOut: 200,
    usdProjected: 0.03,
    usdActual: 0.024,
    resultCount: 10,
  });
  await telemetry.recordQueryRun({
    id: "second",
    query: { text: "jazz tonight", city: "New York" },
    startedAt: T0 + 60_000,
    durationMs: 12,
    cached: true,
    resultCount: 10,
  });
  await telemetry.recordQueryRun({
    id: "third",
    query: { text: "opera", city: "Boston" },
    startedAt: T0 + 120_000,
    durationMs: 9,
    blocked: true,
    usdProjected: 0.176,
  });
  db.close();
  return dataDir;
}

async function run(args: string[]): Promise<string> {
  let stdout = "";
  const program = new Command("webscout").exitOverride().configureOutput({ writeErr: () => {} });
  registerTelemetryCommand(program, { stdout: { write: (text: string) => (stdout += text) }, env: {} });
  await program.parseAsync(["node", "webscout", "telemetry", ...args]);
  return stdout;
}

describe("webscout telemetry", () => {
  it("prints the recent runs newest first and the totals", async () => {
    const dataDir = await seededDataDir();
    const lines = (await run(["--data-dir", dataDir])).split("\n");
    expect(lines[0]).toMatch(
      /^time \(UTC\)\s+query\s+city\s+cached\s+rev\s+credits\s+tokens in\/out\s+USD projected\/actual\s+blocked\s+results$/,
    );
    expect(lines[1]).toMatch(
      /^2026-11-22 12:02 {2}opera\s+Boston\s+no\s+0\s+0\s+0\/0\s+\$0\.1760\/\$0\.0000 {2}yes\s+0$/,
    );
    expect(lines[2]).toMatch(
      /^2026-11-22 12:01 {2}jazz tonight\s+New York\s+yes\s+0\s+0\s+0\/0\s+\$0\.0000\/\$0\.0000 {2}no\s+10$/,
    );
    expect(lines[3]).toMatch(
      /^2026-11-22 12:00 {2}jazz tonight\s+New York\s+no\s+1\s+3\s+1000\/200\s+\$0\.0300\/\$0\.0240 {2}no\s+10$/,
    );
    expect(lines.join("\n")).not.toContain("\u001b");
    expect(lines[5]).toBe(
      "Totals over 3 runs (1 cached, 1 blocked): 1 revision, 3 credits, 1000/200 tokens in/out, " +
        "$0.2060 projected, $0.0240 actual, 507 ms per run on average.",
    );
  });

  it("prints one JSON object with --json, honouring --limit", async () => {
    const dataDir = await seededDataDir();
    const output = await run(["--json", "--limit", "1", "--data-dir", dataDir]);
    expect(output.endsWith("}\n")).toBe(true);
    const parsed = JSON.parse(output) as { runs: Record<string, unknown>[]; totals: Record<string, number> };
    expect(parsed.runs).toEqual([
      {
        id: "third",
        query: { text: "opera", city: "Boston" },
        startedAt: "2026-11-22T12:02:00.000Z",
        durationMs: 9,
        cached: false,
        revisions: 0,
        credits: 0,
        tokensIn: 0,
        tokensOut: 0,
        usdProjected: 0.176,
        usdActual: 0,
        blocked: true,
        resultCount: 0,
      },
    ]);
    expect(parsed.totals).toMatchObject({
      runs: 3,
      cachedRuns: 1,
      blockedRuns: 1,
      credits: 3,
      usdActual: 0.024,
    });
  });

  it("says there is nothing yet, without creating a database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webscout-telemetry-empty-"));
    expect(await run(["--data-dir", dataDir])).toBe(
      `No event queries recorded yet in ${dataDir}.\nNo feedback on answers yet.\n`,
    );
    expect(JSON.parse(await run(["--json", "--data-dir", dataDir]))).toMatchObject({
      runs: [],
      totals: { runs: 0 },
    });
    expect(existsSync(join(dataDir, "webscout.db"))).toBe(false);
  });

  it("rejects a limit that is not a positive integer", async () => {
    await expect(run(["--limit", "0"])).rejects.toThrow();
  });
});

describe.skipIf(!postgres.available)("webscout telemetry --database-url", () => {
  it("reads the Postgres database, naming it without its password", async () => {
    const url = postgres.url().replace("webscout@", "webscout:pw@");
    const output = await run(["--database-url", url]);
    expect(output).toContain(`No event queries recorded yet in ${url.replace(":pw@", ":***@")}.`);
    expect(output).toContain("No feedback on answers yet.");
    expect(output).not.toContain(":pw@");
  });
});
