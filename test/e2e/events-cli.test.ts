// `webscout events` through the built CLI against the bundled demo event web: the --json contract with a Top-10,
// the human list on stdout with progress on stderr, a cache hit, and the budget block (exit 3) and its
// --confirm-cost re-run against a local fake Tavily server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliRun, cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { type FakeTavilyServer, startFakeTavilyServer } from "#test/helpers/fake-tavily-server.js";

const FIELDS = [
  "end",
  "location",
  "organizer",
  "rationale",
  "recommendation",
  "score",
  "start",
  "title",
  "url",
];
const QUERY = "live jazz and theater, arts talks";
const dataDirs: string[] = [];
let tavily: FakeTavilyServer;

function newDataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), "webscout-events-cli-"));
  dataDirs.push(directory);
  return directory;
}

/** No key of any kind unless the test sets one: the web source is the default then. */
function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const clean = cleanEnv(extra);
  if (!("TAVILY_API_KEY" in extra)) delete clean.TAVILY_API_KEY;
  return clean;
}

function parseJson(run: CliRun): Record<string, unknown> {
  const lines = run.stdout.split("\n").filter((line) => line.trim() !== "");
  expect(lines, run.stderr).toHaveLength(1);
  return JSON.parse(lines[0] as string) as Record<string, unknown>;
}

beforeAll(async () => {
  await ensureCliBuilt();
  tavily = await startFakeTavilyServer({
    search: [
      {
        url: "http://127.0.0.1:28320/shows/marcus-hale-trio",
        title: "The Marcus Hale Trio",
        content: "Live jazz",
      },
    ],
  });
}, 180_000);

afterAll(async () => {
  await tavily?.close();
  for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true });
});

describe("webscout events (built CLI, demo event sites)", { timeout: 90_000 }, () => {
  it("--demo --json prints the contract with a Top-10 of complete events; the re-run is a cache hit", async () => {
    const dataDir = newDataDir();
    const run = await runCli(["events", "--demo", "--json", "--data-dir", dataDir, QUERY], env());
    expect(run.code, run.stderr).toBe(0);
    const result = parseJson(run);
    expect(Object.keys(result).sort()).toEqual([
      "belowFloor",
      "blocked",
      "cached",
      "cost",
      "events",
      "iterations",
      "window",
    ]);
    expect(result).toMatchObject({ cached: false, blocked: null, cost: { projectedUsd: 0, actualUsd: 0 } });
    const events = result.events as Array<Record<string, unknown>>;
    expect(events).toHaveLength(10);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(FIELDS);
      for (const field of ["title", "start", "location", "organizer", "url", "rationale"]) {
        expect(event[field], field).toEqual(expect.any(String));
        expect(event[field], field).not.toBe("");
      }
      expect(event.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
      expect(["approved", "not-approved"]).toContain(event.recommendation);
    }
    expect(run.stderr).toContain("Looking for");

    const again = await runCli(["events", "--demo", "--json", "--data-dir", dataDir, QUERY], env());
    expect(again.code, again.stderr).toBe(0);
    expect(parseJson(again)).toMatchObject({ cached: true, events });
  });

  it("without --json prints a numbered list on stdout and progress on stderr", async () => {
    const run = await runCli(["events", "--demo", "--data-dir", newDataDir(), "jazz"], env());
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^Window: \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\n\n1\. .+\[(recommended|not recommended), score \d\.\d\d\]\n {3}\w{3} \w{3} \d{1,2}(, \d{1,2}:\d\d [AP]M)? · /,
    );
    expect(run.stdout).toContain("   http://127.0.0.1:2832");
    expect(run.stderr).toMatch(/Pass 1 \(web\)/);
    expect(run.stderr).not.toContain("1. ");
  });

  it("exits 3 with the estimate when Tavily would cost more than --budget, and runs with --confirm-cost", async () => {
    const dataDir = newDataDir();
    const keys = { TAVILY_API_KEY: tavily.apiKey, WEBSCOUT_TAVILY_BASE_URL: tavily.url };
    const blocked = await runCli(
      ["events", "--demo", "--json", "--budget", "0.01", "--data-dir", dataDir, "jazz"],
      env(keys),
    );
    expect(blocked.code, blocked.stderr).toBe(3);
    expect(parseJson(blocked)).toMatchObject({
      events: [],
      blocked: { projectedUsd: 0.024, budgetUsd: 0.01, plan: { source: "tavily" } },
    });
    expect(blocked.stderr).toMatch(/--confirm-cost/);
    expect(tavily.requests).toHaveLength(0);

    const confirmed = await runCli(
      ["events", "--demo", "--json", "--budget", "0.01", "--confirm-cost", "--data-dir", dataDir, "jazz"],
      env(keys),
    );
    expect(confirmed.code, confirmed.stderr).toBe(0);
    const result = parseJson(confirmed);
    expect(result.blocked).toBeNull();
    expect((result.events as Array<{ title: string }>).map((event) => event.title)).toContain(
      "The Marcus Hale Trio",
    );
    expect(tavily.requests.filter((request) => request.endpoint === "search").length).toBeGreaterThanOrEqual(
      1,
    );
  });
});
