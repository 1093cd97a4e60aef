// What a first-time user reads when something is off (issue 15), through the built CLI: an unknown --session,
// a bare host for --url, an unreachable site (no made-up "answer" line before the error), a page that comes
// back with almost no text, and a small --budget written with enough digits.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliRun, cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { type FakeTavilyServer, startFakeTavilyServer } from "#test/helpers/fake-tavily-server.js";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";

const dataDirs: string[] = [];
let tavily: FakeTavilyServer;
let site: FixtureServer;

function newDataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), "webscout-first-run-"));
  dataDirs.push(directory);
  return directory;
}

function run(args: string[], extra: Record<string, string> = {}): Promise<CliRun> {
  const env = cleanEnv({ WEBSCOUT_DATA_DIR: newDataDir(), ...extra });
  if (!("TAVILY_API_KEY" in extra)) delete env.TAVILY_API_KEY;
  return runCli(args, env);
}

/** The `webscout: …` lines of stderr. */
const errorLines = (result: CliRun) =>
  result.stderr.split("\n").filter((line) => line.startsWith("webscout:"));

async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  await ensureCliBuilt();
  tavily = await startFakeTavilyServer({ search: [] });
  // A single-page app's shell: the content would be built by the script, which the crawler does not run.
  site = await startFixtureServer({
    "/": {
      headers: { "content-type": "text/html; charset=utf-8" },
      body: `<!doctype html><html><head><title>Acme Help</title></head><body><div id="root"></div>
<noscript>Enable JavaScript.</noscript><script src="/app.js"></script></body></html>`,
    },
    "/robots.txt": { headers: { "content-type": "text/plain" }, body: "" },
  });
}, 180_000);

afterAll(async () => {
  await Promise.all([tavily?.close(), site?.close()]);
  for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true });
});

describe("first-run messages (built CLI)", { timeout: 60_000 }, () => {
  it("says there is no such session for an unknown --session, and suggests https:// for a bare host", async () => {
    const [unknown, bare] = await Promise.all([
      run(["ask", "--session", "no-such-id", "What is your return policy?"]),
      run(["ask", "--url", "example.com", "What is your return policy?"]),
    ]);
    expect(unknown.code).toBe(2);
    expect(errorLines(unknown)).toHaveLength(1);
    expect(errorLines(unknown)[0]).toMatch(/^webscout: no session "no-such-id" in /);
    expect(unknown.stderr).not.toContain("needs at least one start URL");

    expect(bare.code).toBe(2);
    expect(bare.stdout).toBe("");
    expect(errorLines(bare)[0]).toContain('did you mean "https://example.com/"?');
  });

  it("prints no forced-answer line before the error when no start page could be read", async () => {
    const port = await deadPort();
    const dead = await run([
      "ask",
      "--url",
      `http://127.0.0.1:${port}/`,
      "--allow-private-network",
      "What is your return policy?",
    ]);
    expect(dead.code).toBe(1);
    expect(errorLines(dead)[0]).toContain("none of the start pages could be read");
    expect(dead.stderr).not.toMatch(/→ answer/);
  });

  it("notes a page read with almost no text: rendered, it says so; not rendered, it may need JavaScript", async () => {
    const ask = (render: string) =>
      run([
        "ask",
        "--url",
        `${site.url}/`,
        "--allow-private-network",
        "--render",
        render,
        "How do I reset my password?",
      ]);
    const [never, always] = await Promise.all([ask("never"), ask("always")]);
    expect(never.stderr).toMatch(
      /✓ Acme Help — http:\/\/127\.0\.0\.1:\d+\/ \(almost no text: the page may need JavaScript to show its content \(--render always/,
    );
    expect(always.stderr).toMatch(
      /✓ Acme Help — \S+ \(rendered\) \(almost no text, even rendered in a browser\)/,
    );
  });

  it("writes a small --budget with enough digits to read (not $0.00)", async () => {
    const blocked = await run(["events", "--demo", "--budget", "0.001", "jazz"], {
      TAVILY_API_KEY: tavily.apiKey,
      WEBSCOUT_TAVILY_BASE_URL: tavily.url,
    });
    expect(blocked.code, blocked.stderr).toBe(3);
    expect(blocked.stderr).toContain("over the $0.001 budget");
    expect(blocked.stderr).not.toContain("$0.00 budget");
  });
});
