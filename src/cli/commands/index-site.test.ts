import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureRoute, startFixtureServer } from "#test/helpers/fixture-server.js";
import { runIndex } from "./run-index.js";
import { runServe } from "./run-serve.js";

function capture() {
  let text = "";
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Three help pages with ETags; If-None-Match on an unchanged page gets 304. */
async function startHelpSite() {
  const bodies: Record<string, string> = {
    "/": '<a href="/shipping">Shipping</a> <a href="/returns">Returns</a>',
    "/shipping": "Orders ship to Canada within 5 working days.",
    "/returns": "Returns are free within 30 days.",
  };
  const route =
    (path: string): FixtureRoute =>
    (request: IncomingMessage, response: ServerResponse) => {
      const body = `<!doctype html><title>${path}</title><main><h1>Help ${path}</h1><p>${bodies[path]}</p></main>`;
      const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 12)}"`;
      if (request.headers["if-none-match"] === etag) {
        response.writeHead(304, { etag }).end();
        return;
      }
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", etag }).end(body);
    };
  const site = await startFixtureServer(
    Object.fromEntries(Object.keys(bodies).map((path) => [path, route(path)])),
  );
  cleanups.push(() => site.close());
  return { site, bodies };
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "webscout-index-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("webscout index", () => {
  it("reads a site with progress and a summary; --refresh asks again and counts what changed", async () => {
    const { site, bodies } = await startHelpSite();
    const dataDir = tempDir();
    const options = { allowPrivateNetwork: true, dataDir, render: "never" as const };
    const first = { stdout: capture(), stderr: capture(), env: {} };
    await runIndex([`${site.url}/`], { ...options, json: true }, first);
    expect(first.stderr.text()).toMatch(/^\[1\/200\] new http:\/\/127\.0\.0\.1:\d+\/ /m);
    expect(first.stderr.text()).toMatch(
      /indexed 3 pages in [\d.]+ s: 3 new, 0 changed, 0 unchanged.*; 3 changed since last time\n$/,
    );
    expect(JSON.parse(first.stdout.text())).toMatchObject({ pages: 3, counts: { new: 3 } });

    bodies["/returns"] = "Returns are free within 60 days.";
    const second = { stdout: capture(), stderr: capture(), env: {} };
    await runIndex([`${site.url}/`], { ...options, refresh: true }, second);
    expect(second.stderr.text()).toMatch(
      /: 0 new, 1 changed, 2 unchanged, 0 kept.*; 1 changed since last time\n$/,
    );
  });

  it("serve --index reads the start URLs at start-up, and then a question makes no request", async () => {
    const { site } = await startHelpSite();
    const stdout = capture();
    const stderr = capture();
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const running = runServe(
      {
        port: 0,
        host: "127.0.0.1",
        url: [`${site.url}/`],
        allowPrivateNetwork: true,
        dataDir: tempDir(),
        index: true,
        render: "never",
      },
      { stdout, stderr, env: {}, stopped },
    );
    try {
      await expect.poll(() => stderr.text(), { timeout: 10_000 }).toMatch(/index: indexed 3 pages/);
      const url = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout.text())?.[1] as string;
      const before = site.requests.length;
      const response = await fetch(`${url}chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ question: "Do you ship to Canada?" }),
      });
      const answer = (await response.json()) as { answer: string };
      expect(answer.answer).toContain("Canada");
      // Nothing at all: the pages come from the store, the sitemaps from what the index read.
      expect(site.requests.slice(before)).toEqual([]);
    } finally {
      stop();
      await running;
    }
  });
});
