import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BackendDatabase, storeBackends } from "#test/helpers/store-backends.js";
import { DATABASE_FILE_NAME, MIGRATIONS, openDatabase } from "../../storage/index.js";
import { createTelemetryStore } from "./index.js";

const T0 = Date.parse("2026-11-22T12:00:00Z");
const query = { text: "jazz tonight", city: "New York", dateFrom: "2026-11-22", dateTo: "2026-12-06" };

for (const backend of storeBackends()) {
  describe.skipIf(!backend.available)(`telemetry (${backend.name})`, () => {
    let db: BackendDatabase;
    beforeEach(async () => {
      db = await backend.open();
    });
    afterEach(() => db.close());
    it("records query runs with their node runs and adds them up", async () => {
      const telemetry = db.telemetry();
      const first = await telemetry.recordQueryRun({
        query,
        startedAt: T0,
        durationMs: 1200.4,
        revisions: 1,
        credits: 3,
        tokensIn: 1000,
        tokensOut: 200,
        usdProjected: 0.03,
        usdActual: 0.024,
        resultCount: 10,
        agents: [
          { node: "retriever", durationMs: 800, credits: 1, note: "2 results dropped off-domain" },
          { node: "extractor", durationMs: 300, credits: 2 },
        ],
      });
      await telemetry.recordAgentRun({
        queryRunId: first,
        node: "telemetry_logger",
        durationMs: 2,
        usd: 0.0000004,
      });
      const second = await telemetry.recordQueryRun({
        id: "run-2",
        query,
        startedAt: T0 + 60_000,
        durationMs: 14,
        cached: true,
        resultCount: 10,
      });
      await telemetry.recordQueryRun({
        query: { ...query, text: "opera" },
        startedAt: T0 + 120_000,
        durationMs: 10,
        blocked: true,
        usdProjected: 0.176,
      });

      expect(second).toBe("run-2");
      const recent = await telemetry.recentRuns(2);
      expect(recent.map((run) => run.query.text)).toEqual(["opera", "jazz tonight"]);
      expect(recent[1]).toEqual({
        id: "run-2",
        query,
        startedAt: T0 + 60_000,
        durationMs: 14,
        cached: true,
        revisions: 0,
        credits: 0,
        tokensIn: 0,
        tokensOut: 0,
        usdProjected: 0,
        usdActual: 0,
        blocked: false,
        resultCount: 10,
      });
      expect(await telemetry.agentRuns(first)).toEqual([
        expect.objectContaining({
          node: "retriever",
          durationMs: 800,
          credits: 1,
          cacheHit: false,
          note: "2 results dropped off-domain",
        }),
        expect.objectContaining({ node: "extractor", note: null }),
        expect.objectContaining({ node: "telemetry_logger", usd: 0 }),
      ]);
      expect(await telemetry.totals()).toEqual({
        runs: 3,
        cachedRuns: 1,
        blockedRuns: 1,
        revisions: 1,
        credits: 3,
        tokensIn: 1000,
        tokensOut: 200,
        usdProjected: 0.206,
        usdActual: 0.024,
        averageDurationMs: 408,
      });
    });

    it("updates a run recorded again under its id, keeping its node runs", async () => {
      const telemetry = db.telemetry();
      await telemetry.recordQueryRun({
        id: "r",
        query,
        startedAt: T0,
        durationMs: 0,
        agents: [{ node: "input_guard", durationMs: 1 }],
      });
      await telemetry.recordQueryRun({ id: "r", query, startedAt: T0, durationMs: 900, resultCount: 7 });
      expect(await telemetry.recentRuns()).toHaveLength(1);
      expect((await telemetry.recentRuns())[0]).toMatchObject({ durationMs: 900, resultCount: 7 });
      expect(await telemetry.agentRuns("r")).toHaveLength(1);
    });

    it("totals nothing as zeros", async () => {
      const telemetry = db.telemetry();
      expect(await telemetry.totals()).toMatchObject({
        runs: 0,
        credits: 0,
        usdActual: 0,
        averageDurationMs: 0,
      });
      expect(await telemetry.recentRuns()).toEqual([]);
    });
  });
}

describe("telemetry in SQLite", () => {
  it("renames node runs recorded under the old PascalCase node names when the database is opened", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webscout-node-names-"));
    // A database as a release before the rename left it: the migrations up to it, rows under the old names.
    const renameStep = MIGRATIONS.findIndex((sql) => sql.includes("UPDATE agent_runs SET node"));
    expect(renameStep).toBeGreaterThan(0);
    const before = new Database(join(dataDir, DATABASE_FILE_NAME));
    for (const sql of MIGRATIONS.slice(0, renameStep)) before.exec(sql);
    before.pragma(`user_version = ${renameStep}`);
    const agents = ["InputGuard", "CanonicalizeMerge", "UIFormatter", "custom"].map((node) => ({
      node,
      durationMs: 1,
    }));
    await createTelemetryStore({ db: before }).recordQueryRun({
      id: "old",
      query,
      startedAt: T0,
      durationMs: 0,
      agents,
    });
    before.close();
    const after = openDatabase({ dataDir });
    expect((await createTelemetryStore({ db: after }).agentRuns("old")).map((run) => run.node)).toEqual([
      "input_guard",
      "canonicalize_merge",
      "ui_formatter",
      "custom",
    ]);
    after.close();
  });
});
