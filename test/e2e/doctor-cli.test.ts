// `webscout doctor` through the built CLI: each check on its own line, what to fix, exit 1 when something must be.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { runProcess } from "#test/helpers/run-process.js";

const bin = fileURLToPath(new URL("../../bin/webscout.js", import.meta.url));
let site: FixtureServer;
let dir: string;

/** Only the variables doctor reads, so the developer's keys and settings never leak in. */
function run(args: string[], env: Record<string, string> = {}) {
  return runProcess({
    command: process.execPath,
    args: [bin, "doctor", ...args],
    env: { PATH: process.env.PATH ?? "", HOME: dir, WEBSCOUT_DATA_DIR: join(dir, "data"), ...env },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "webscout-doctor-"));
  site = await startFixtureServer({
    "/robots.txt": {
      headers: { "content-type": "text/plain" },
      body: "User-agent: *\nDisallow: /private/\n",
    },
    "/": { body: "<title>Home</title><p>Hello.</p>" },
  });
});

afterAll(async () => {
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("webscout doctor (built CLI)", () => {
  it("passes on a working setup, reading the site through the guarded fetcher", async () => {
    const { code, stdout } = await run(["-u", `${site.url}/`, "--allow-private-network"]);
    expect(stdout).toMatch(/^✓ Node \d+\.\d+\.\d+$/m);
    expect(stdout).toContain(`✓ data dir ${join(dir, "data")} is writable`);
    expect(stdout).toContain("✓ model: the offline engine (no key needed)");
    expect(stdout).toMatch(/^! TAVILY_API_KEY not set — note: only `events --source tavily` needs it$/m);
    expect(stdout).toContain(`✓ ${site.url}/ can be read (HTTP 200)`);
    expect(stdout.trim().split("\n").at(-1)).toBe("All set.");
    expect(code).toBe(0);
  });

  it("exits 1 and says what to fix: a missing key, a refused site, a robots.txt rule, unreadable settings", async () => {
    const { code, stdout } = await run(["-u", `${site.url}/`], { WEBSCOUT_LLM: "openai:gpt-4o-mini" });
    expect(code).toBe(1);
    expect(stdout).toContain(
      "✗ model: openai:gpt-4o-mini but OPENAI_API_KEY is not set — fix: export OPENAI_API_KEY=… or use --llm offline",
    );
    // Without --allow-private-network the guard refuses a loopback site, as serve would.
    expect(stdout).toMatch(
      new RegExp(
        `^✗ ${site.url.replace(/\./g, "\\.")}/ cannot be read: .* — fix: .*--allow-private-network$`,
        "m",
      ),
    );
    expect(stdout.trim().split("\n").at(-1)).toBe("2 checks failed: fix the lines marked ✗.");
    const robots = await run(["-u", `${site.url}/private/x`, "--allow-private-network"]);
    expect(robots.code).toBe(1);
    expect(robots.stdout).toMatch(/^✗ .*\/private\/x cannot be read: .*robots.* — fix: .*robots\.txt/m);

    // A data dir that is a file: the settings cannot be read, and doctor says so instead of a stack or a crash.
    writeFileSync(join(dir, "a-file"), "");
    const settings = await run([], { WEBSCOUT_DATA_DIR: join(dir, "a-file", "data") });
    expect(settings.code).toBe(1);
    expect(settings.stdout).toMatch(/^✗ the settings cannot be read: .*ENOTDIR.* — fix: /m);
    expect(settings.stderr).toBe("");
  });
});
