// Shared by the server fault test and bench:faults: the built server gets a deeply nested page as its start page,
// and GET /health is timed over and over while a chat makes the server read that page.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startFixtureServer } from "#test/helpers/fixture-server.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin", "webscout.js");

/** N nested <div>s around one sentence: 1.6 MB at 150k, the page that froze the server for 28 s (issue 14). */
export function nestedDivsPage(depth: number): string {
  return `<!doctype html><html><head><title>Deep</title></head><body>${"<div>".repeat(depth)}<p>The warranty lasts seven years.</p>${"</div>".repeat(depth)}</body></html>`;
}

export interface HealthWhileParsing {
  /** Nesting depth of the start page. */
  depth: number;
  /** /health answers timed while the chat ran. */
  samples: number;
  p50Ms: number;
  maxMs: number;
  /** How long the chat took (reading the hostile page included). */
  chatMs: number;
  chatStatus: number;
}

/** Starts the built server (`webscout serve --port 0 …args`) and resolves with its URL. */
export function startServer(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "serve", "--port", "0", ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WEBSCOUT_ADMIN_TOKEN: "", ...env },
    });
    let output = "";
    const onData = (chunk: string) => {
      output += chunk;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.setEncoding("utf8").on("data", onData);
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

/** One GET /health, timed in ms. */
export async function timeHealth(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}health`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Runs the built server (`npm run build` first) on a hostile start page and times /health during one chat. */
export async function measureHealthWhileParsing(depth: number): Promise<HealthWhileParsing> {
  const site = await startFixtureServer({ "/": { body: nestedDivsPage(depth) } });
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-faults-"));
  const server = await startServer([
    "--data-dir",
    dataDir,
    "--url",
    `${site.url}/`,
    "--allow-private-network",
    "--llm",
    "offline",
  ]);
  try {
    await timeHealth(server.url); // the HTTP stack is warm before timing starts
    const chatStarted = performance.now();
    let chatStatus = 0;
    let chatDone = false;
    const chat = fetch(`${server.url}chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: "How long is the warranty?" }),
    })
      .then(async (response) => {
        chatStatus = response.status;
        await response.arrayBuffer();
      })
      .finally(() => {
        chatDone = true;
      });
    const latencies: number[] = [];
    while (!chatDone) {
      latencies.push(await timeHealth(server.url));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await chat;
    const chatMs = performance.now() - chatStarted;
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
    return {
      depth,
      samples: sorted.length,
      p50Ms: round(sorted[Math.floor(sorted.length / 2)]),
      maxMs: round(sorted.at(-1)),
      chatMs: Math.round(chatMs),
      chatStatus,
    };
  } finally {
    server.child.kill("SIGKILL");
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
