// Runs the built CLI (`npm run build` first; `npm test` does): a session survives killing the server, and a
// follow-up after the restart is answered from the pages read before it, without fetching them again.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FixtureServer } from "#test/helpers/fixture-server.js";
import { startTentShopSite } from "#test/helpers/tent-shop-site.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/webscout.js", import.meta.url));

interface Served {
  child: ChildProcess;
  url: string;
}

/** Starts `webscout serve --port 0` and resolves with the URL it prints. */
function serve(args: string[]): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "serve", "--port", "0", ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WEBSCOUT_ADMIN_TOKEN: "" },
    });
    let stdout = "";
    let stderr = "";
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout)?.[1];
      if (url) resolve({ child, url });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
}

function kill(served: Served): Promise<void> {
  return new Promise((resolve) => {
    if (served.child.exitCode !== null || served.child.signalCode !== null) return resolve();
    served.child.once("exit", () => resolve());
    served.child.kill("SIGKILL");
  });
}

async function ask(url: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { session: string; answer: string; visited: string[] };
}

let site: FixtureServer;
const running: Served[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "webscout-restart-"));

beforeAll(async () => {
  if (!existsSync(fileURLToPath(new URL("../../dist/cli/commands/run-serve.js", import.meta.url)))) {
    throw new Error("the CLI is not built: run `npm run build` first (npm test does)");
  }
  site = await startTentShopSite();
});

afterAll(async () => {
  await Promise.all(running.map(kill));
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("webscout serve across a restart", () => {
  it("keeps the session and answers the follow-up from the earlier pages", async () => {
    const args = ["--data-dir", dataDir, "--url", `${site.url}/`, "--allow-private-network"];

    const first = await serve(args);
    running.push(first);
    const answer = await ask(first.url, { question: "How long is the tent warranty?" });
    expect(answer.answer).toMatch(/7 year/);
    expect(answer.visited).toContain(`${site.url}/warranty`);
    await kill(first);

    const requestsBefore = site.requests.length;
    const second = await serve(args);
    running.push(second);
    const stored = await (await fetch(`${second.url}sessions/${answer.session}`)).json();
    expect(stored.history).toHaveLength(1);
    expect(stored.pages.map((entry: { url: string }) => entry.url)).toContain(`${site.url}/warranty`);

    const followUp = await ask(second.url, {
      question: "Does the warranty cover broken poles?",
      session: answer.session,
    });
    expect(followUp.session).toBe(answer.session);
    expect(followUp.answer).toMatch(/broken poles/);
    expect(site.requests.slice(requestsBefore)).toEqual([]);
    const after = await (await fetch(`${second.url}sessions/${answer.session}`)).json();
    expect(after.history.map((turn: { question: string }) => turn.question)).toEqual([
      "How long is the tent warranty?",
      "Does the warranty cover broken poles?",
    ]);
  });
});
