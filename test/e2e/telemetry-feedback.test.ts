// `webscout telemetry` shows the thumbs up/down visitors gave support answers (issue 15), through the built CLI,
// from a data dir whose database holds votes on two sessions.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { createSessionStore, openDatabase } from "../../src/storage/index.js";

let dataDir = "";

beforeAll(async () => {
  await ensureCliBuilt();
  dataDir = mkdtempSync(join(tmpdir(), "webscout-telemetry-feedback-"));
  const db = openDatabase({ dataDir });
  const sessions = createSessionStore({ db });
  const settings = {
    startUrls: ["https://shop.test/"],
    allowedDomains: ["shop.test"],
    instruction: "",
    limits: {},
  };
  await sessions.save("a", settings);
  await sessions.save("b", settings);
  await sessions.rateAnswer("a", 0, 1);
  await sessions.rateAnswer("a", 1, 1);
  await sessions.rateAnswer("b", 0, -1);
  db.close();
}, 180_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("webscout telemetry with answer feedback (built CLI)", { timeout: 60_000 }, () => {
  it("prints the votes on answers, and gives them in --json", async () => {
    const [table, json] = await Promise.all([
      runCli(["telemetry", "--data-dir", dataDir], cleanEnv({})),
      runCli(["telemetry", "--json", "--data-dir", dataDir], cleanEnv({})),
    ]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain("Feedback on answers: 2 helpful, 1 not helpful (3 votes).");
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout).answerFeedback).toEqual({ up: 2, down: 1 });
  });
});
