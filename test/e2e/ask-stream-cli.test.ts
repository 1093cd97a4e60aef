// With a model, `webscout ask` writes the answer to a terminal as the model writes it (issue 15): the built CLI on a
// pseudo-terminal (util-linux `script`) against the fake OpenAI-compatible server, which holds the rest of the
// answer back until the test has seen its first sentence on screen. Piped, the answer comes whole and plain.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "#test/helpers/fake-openai-server.js";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { runProcess } from "#test/helpers/run-process.js";

const SCRIPT = "/usr/bin/script";
const QUESTION = "How long do I have to return an item?";
const FIRST = "Unused items can be returned within 30 days [1].";
const REST = " Refunds reach the original payment method within 5 business days [1].";
/** The draft as the model writes it: the prompt numbers the returns page 1. Streamed 12 characters a chunk. */
const DRAFT = `${FIRST}${REST}`;
/** Chunks sent before the server waits for the test: the first sentence and a little more. */
const HELD_AFTER = Math.ceil(FIRST.length / 12) + 1;

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

let site: FixtureServer;
let model: FakeOpenAiServer;
/** Resolved by the test to let the model finish its answer; replaced for each run. */
let release: () => void = () => {};
let held = Promise.resolve();
const dataDir = mkdtempSync(join(tmpdir(), "webscout-ask-stream-"));

beforeAll(async () => {
  site = await startFixtureServer({
    "/robots.txt": { headers: { "content-type": "text/plain" }, body: "User-agent: *\nAllow: /\n" },
    "/": {
      body: page(
        "Returns",
        "<p>Unused items can be returned within 30 days of delivery. Refunds reach the original payment method within 5 business days.</p>",
      ),
    },
  });
  model = await startFakeOpenAiServer(
    (request) =>
      request.stream
        ? DRAFT
        : JSON.stringify({ reasoning: "The returns page answers it.", decision: "answer" }),
    { beforeChunk: (index) => (index === HELD_AFTER ? held : undefined) },
  );
  await ensureCliBuilt();
}, 180_000);

afterAll(async () => {
  await Promise.all([site?.close(), model?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new data dir per run: each asks afresh. `CI` unset: the spinner library stays still under it. */
const env = (name: string) => {
  const clean = cleanEnv({
    WEBSCOUT_DATA_DIR: join(dataDir, name),
    WEBSCOUT_LLM: `openai-compatible:test-model@${model.baseURL}`,
    WEBSCOUT_ALLOW_PRIVATE_NETWORK: "true",
    TERM: "xterm-256color",
  });
  delete clean.CI;
  delete clean.NO_COLOR;
  return clean;
};

const args = () => ["ask", "--url", `${site.url}/`, QUESTION];

describe.skipIf(!existsSync(SCRIPT))("ask with a model (built CLI)", { timeout: 90_000 }, () => {
  it("streams the answer to a terminal while the model writes it, the spinner cleared first", async () => {
    held = new Promise((resolve) => {
      release = resolve;
    });
    let screen = "";
    let seenBeforeEnd = "";
    const command = [process.execPath, "bin/webscout.js", ...args()]
      .map((part) => `'${part.replaceAll("'", "'\\''")}'`)
      .join(" ");
    const run = await runProcess({
      command: SCRIPT,
      args: ["-qec", command, "/dev/null"],
      env: env("tty"),
      timeoutMs: 80_000,
      onStdout(chunk) {
        screen += chunk;
        // The model is still holding its second sentence: what the terminal shows now was streamed.
        if (seenBeforeEnd === "" && stripVTControlCharacters(screen).includes(FIRST)) {
          seenBeforeEnd = stripVTControlCharacters(screen);
          release();
        }
      },
    });
    release();
    expect(run.code, run.stdout).toBe(0);
    expect(seenBeforeEnd).toContain(FIRST);
    expect(seenBeforeEnd).not.toContain("5 business days");
    expect(run.stdout).toMatch(/Working… \d+\.\d s/);
    const text = stripVTControlCharacters(run.stdout).replaceAll("\r", "");
    // On a line of its own, once, never broken up by a spinner frame; then the source and the session.
    const answer = `${FIRST}${REST}`;
    expect(text).toContain(`\n${answer}\n`);
    expect(text.split(answer)).toHaveLength(2);
    expect(text).toMatch(/\nSources:\n\[1\] Returns — http:\/\/127\.0\.0\.1:\d+\/\n/);
    expect(text).toMatch(/Session \S+ answered in \d+\.\d s/);
    expect(text.slice(text.indexOf(answer))).not.toContain("Working…");
  });

  it("prints the answer whole and plain when piped", async () => {
    held = Promise.resolve();
    const run = await runCli(args(), env("piped"));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`\n${FIRST}${REST}\n\nSources:\n[1] Returns — ${site.url}/\n`);
    expect(run.stderr).not.toContain("Working…");
    expect(run.stderr).not.toContain("\u001b[");
  });
});
