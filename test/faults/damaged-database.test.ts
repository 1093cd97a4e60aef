// Runs the built CLI on a damaged database (issue 14, item 10): `ask` and `serve` stop at once with a message
// that names the file and says what to do; the server never starts listening to answer 500s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { writeDatabaseWithZeroedPage, writeGarbageDatabase } from "#test/helpers/damaged-database.js";
import { runProcess } from "#test/helpers/run-process.js";

const dirs: string[] = [];
const bin = join(import.meta.dirname, "..", "..", "bin", "webscout.js");

beforeAll(async () => {
  await ensureCliBuilt();
}, 180_000);

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function damagedDataDir(
  damage: (dataDir: string) => string | Promise<string>,
): Promise<{ dataDir: string; file: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-damaged-"));
  dirs.push(dataDir);
  return { dataDir, file: await damage(dataDir) };
}

const damages = [
  ["a file of garbage bytes", writeGarbageDatabase],
  ["a populated database with a page of zeros", writeDatabaseWithZeroedPage],
] as const;

function expectClearError(stderr: string, file: string): void {
  expect(stderr).toContain(`webscout: the database file ${file} is damaged: `);
  expect(stderr).toContain(`mv "${file}" "${file}.damaged"`);
  expect(stderr).toContain("restore it from a backup");
  expect(stderr).not.toMatch(/SqliteError|\n\s+at /); // no stack trace
}

describe("the CLI on a damaged database", () => {
  it.each(damages)("ask stops before any fetch on %s, naming the file", async (_name, damage) => {
    const { dataDir, file } = await damagedDataDir(damage);
    // Port 9 (discard) on loopback: never reached, the database is opened first.
    const run = await runCli(
      [
        "ask",
        "--data-dir",
        dataDir,
        "--llm",
        "offline",
        "-u",
        "http://127.0.0.1:9/",
        "what is the warranty?",
      ],
      cleanEnv({}),
    );
    expect(run.code).toBe(1);
    expectClearError(run.stderr, file);
  });

  it.each(damages)("serve refuses to start on %s instead of serving 500s", async (_name, damage) => {
    const { dataDir, file } = await damagedDataDir(damage);
    const run = await runProcess({
      command: process.execPath,
      args: [bin, "serve", "--port", "0", "--data-dir", dataDir, "--llm", "offline"],
      env: cleanEnv({}),
      timeoutMs: 60_000,
    });
    expect(run.signal).toBeNull(); // it exited by itself, it was not left running
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain("listening on");
    expectClearError(run.stderr, file);
  });
});
