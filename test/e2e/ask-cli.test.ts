// `webscout ask` through the built CLI against the bundled demo: the --json contract, follow-ups in a new process
// (a session survives a restart), human output on stdout vs progress on stderr, refusals and exit codes.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliRun, cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { type DemoSites, startDemoSites } from "../../src/demo/index.js";

interface AskJson {
  session: string;
  answer: string;
  refused: boolean;
  sources: Array<{ url: string; title: string }>;
  evidence: Array<{ url: string; title: string; text: string }>;
  visited: string[];
  iterations: number;
  usage: { llmCalls: number; inputTokens: number; outputTokens: number; costUsd: number };
  fallbacks?: string[];
  language: string;
}

const dataDirs: string[] = [];
let demo: DemoSites;

function newDataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), "webscout-ask-cli-"));
  dataDirs.push(directory);
  return directory;
}

function ask(args: string[], dataDir: string): Promise<CliRun> {
  return runCli(["ask", ...args], cleanEnv({ WEBSCOUT_DATA_DIR: dataDir }));
}

/** stdout must be exactly one JSON object (one line). */
function parseJson(run: CliRun): AskJson {
  const lines = run.stdout.split("\n").filter((line) => line.trim() !== "");
  expect(lines, run.stderr).toHaveLength(1);
  return JSON.parse(lines[0] as string) as AskJson;
}

/** The final `webscout: …` line of stderr (progress lines may come before it). */
function errorLine(run: CliRun): string {
  const lines = run.stderr.split("\n").filter((line) => line.startsWith("webscout:"));
  expect(lines, run.stderr).toHaveLength(1);
  return lines[0] as string;
}

async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  await ensureCliBuilt();
  // Held open for the whole file, so every CLI process reuses it and none closes it under another.
  demo = await startDemoSites();
}, 180_000);

afterAll(async () => {
  await demo?.close();
  for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true });
});

// One demo run at a time: on a busy machine, CLI processes started side by side can miss the 2 s window in which
// a new process asks the running demo whether it may reuse the port. Generous timeout for the same reason.
describe("webscout ask (built CLI, demo sites)", { timeout: 60_000 }, () => {
  it("answers with the --json shape, then a follow-up in a new process continues the session", async () => {
    const dataDir = newDataDir();
    const first = await ask(["--demo", "What is your return policy?", "--json"], dataDir);
    expect(first.code, first.stderr).toBe(0);
    const result = parseJson(first);
    expect(Object.keys(result).sort()).toEqual(
      [
        "answer",
        "evidence",
        "iterations",
        "language",
        "refused",
        "session",
        "sources",
        "usage",
        "visited",
      ].sort(),
    );
    expect(result.session).toMatch(/\S{8,}/);
    expect(result.language).toBe("en");
    expect(result.answer).toContain("30 days");
    expect(result.refused).toBe(false);
    const returns = result.sources.find((source) => new URL(source.url).pathname === "/help/returns");
    expect(returns, JSON.stringify(result.sources)).toBeDefined();
    expect(returns?.title).toMatch(/return/i);
    for (const source of result.sources) expect(result.visited).toContain(source.url);
    // The evidence: the passages the answer was drafted from, the quoted fact among them, every cited page in it.
    expect(result.evidence.length).toBeGreaterThan(0);
    for (const entry of result.evidence) expect(Object.keys(entry).sort()).toEqual(["text", "title", "url"]);
    expect(
      result.evidence.some((entry) => entry.url === returns?.url && entry.text.includes("30 days")),
    ).toBe(true);
    for (const source of result.sources)
      expect(result.evidence.map((entry) => entry.url)).toContain(source.url);
    expect(result.visited.length).toBeGreaterThanOrEqual(2);
    expect(Number.isInteger(result.iterations) && result.iterations >= 1).toBe(true);
    expect(result.usage).toEqual({ llmCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 });

    // A new process: everything the follow-up knows comes from the data dir.
    const second = await ask(
      ["--demo", "--session", result.session, "What about for international orders?", "--json"],
      dataDir,
    );
    expect(second.code, second.stderr).toBe(0);
    const followUp = parseJson(second);
    expect(followUp.session).toBe(result.session);
    expect(followUp.refused).toBe(false);
    expect(followUp.answer).toContain("45 days");
    expect(followUp.sources.map((source) => new URL(source.url).pathname)).toContain(
      "/help/international-returns",
    );
  });

  it("without --json prints the answer and its sources on stdout and the progress on stderr", async () => {
    const run = await ask(["--demo", "What is your return policy?"], newDataDir());
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("30 days");
    expect(run.stdout).toMatch(/Sources:\n\[1\] .+ — http:\/\/127\.0\.0\.1:\d+\/help\/returns/);
    expect(run.stdout).not.toMatch(/^\s*\{/);
    // Progress: pages as they are read and each round's decision, on stderr only.
    expect(run.stderr).toMatch(/Reading \d+ pages?…/);
    expect(run.stderr).toMatch(/✓ .+ — http:\/\/127\.0\.0\.1:\d+\//);
    expect(run.stderr).toMatch(/→ (answer|explore)/);
    expect(run.stdout).not.toMatch(/Reading \d+ page|✓|→ (answer|explore)/);
    expect(run.stderr).toMatch(/--session \S+/);
  });

  it("refuses an off-topic question with exit 0", async () => {
    const run = await ask(
      ["--demo", "What will the weather be like in Denver this weekend?", "--json"],
      newDataDir(),
    );
    expect(run.code, run.stderr).toBe(0);
    const result = parseJson(run);
    expect(result.refused, JSON.stringify(result)).toBe(true);
    expect(result.sources).toEqual([]);
    expect(result.answer).not.toBe("");
  });

  it("a run without --allow-private-network does not answer from loopback pages stored by a run with it", async () => {
    const dataDir = newDataDir();
    const args = ["--url", demo.shopUrl, "What is your return policy?", "--json"];
    const opted = await ask([...args, "--allow-private-network"], dataDir);
    expect(opted.code, opted.stderr).toBe(0);
    expect(parseJson(opted).visited).toContain(demo.shopUrl);

    const without = await ask(args, dataDir);
    expect(without.code).not.toBe(0);
    expect(without.stdout).toBe("");
    expect(without.stderr).not.toContain("(stored copy)");
    expect(errorLine(without)).toContain("is a loopback address; pass --allow-private-network to allow it");

    const again = await ask([...args, "--allow-private-network"], dataDir);
    expect(again.code, again.stderr).toBe(0);
    expect(parseJson(again).visited).toContain(demo.shopUrl);
  });

  it("exits non-zero with a one-line reason for bad input and unreadable start pages", async () => {
    const port = await deadPort();
    const [noUrl, badUrl, dead] = await Promise.all([
      ask(["What is your return policy?"], newDataDir()),
      ask(["--url", "notaurl", "What is your return policy?"], newDataDir()),
      ask(
        [
          "--url",
          `http://127.0.0.1:${port}/`,
          "--allow-private-network",
          "What is your return policy?",
          "--json",
        ],
        newDataDir(),
      ),
    ]);

    expect(noUrl.code).not.toBe(0);
    expect(noUrl.stdout).toBe("");
    expect(noUrl.stderr.trim().split("\n")).toHaveLength(1);
    expect(noUrl.stderr).toContain("--url");

    expect(badUrl.code).not.toBe(0);
    expect(badUrl.stdout).toBe("");
    expect(badUrl.stderr.trim().split("\n")).toHaveLength(1);
    expect(badUrl.stderr).toContain("notaurl");

    expect(dead.code).not.toBe(0);
    expect(dead.stdout).toBe("");
    expect(errorLine(dead)).toContain("none of the start pages could be read");
  });
});
