import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { runServe } from "./run-serve.js";
import { registerServeCommand } from "./serve.js";

function capture() {
  let text = "";
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

describe("webscout serve", () => {
  it("parses its options, port 0 included", () => {
    const program = new Command().exitOverride().configureOutput({ writeErr: () => {} });
    let seen: Record<string, unknown> = {};
    registerServeCommand(program).action((options) => {
      seen = options;
    });
    program.parse(
      [
        "serve",
        "--port",
        "0",
        "-u",
        "https://a.test/",
        "-u",
        "https://b.test/",
        "--cors-origin",
        "https://x.test",
        "--profile",
        "events.csv",
      ],
      {
        from: "user",
      },
    );
    expect(seen).toMatchObject({
      port: 0,
      host: "127.0.0.1",
      url: ["https://a.test/", "https://b.test/"],
      corsOrigin: ["https://x.test"],
      profile: "events.csv",
    });
    expect(() => program.parse(["serve", "--port", "70000"], { from: "user" })).toThrow();
  });

  it("prints the URL to open, serves the configured site, and stops cleanly", async () => {
    const site = await startFixtureServer({ "/": { body: "<title>Home</title><p>Hello</p>" } });
    const stdout = capture();
    const stderr = capture();
    const dataDir = mkdtempSync(join(tmpdir(), "webscout-serve-"));
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
        dataDir,
        rateLimit: 5,
      },
      { stdout, stderr, env: { WEBSCOUT_ADMIN_TOKEN: "tok" }, stopped },
    );
    try {
      await expect.poll(() => stdout.text(), { timeout: 10_000 }).toMatch(/listening on/);
      const line = stdout.text();
      expect(line).toMatch(
        new RegExp(
          `^webscout listening on http://127\\.0\\.0\\.1:\\d+/ \\(engine: offline, start URLs: ${site.url}/\\)\\n$`,
        ),
      );
      const url = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(line)?.[1] as string;
      expect(await (await fetch(`${url}config`)).json()).toMatchObject({
        urls: [`${site.url}/`],
        allowedDomains: [`127.0.0.1:${site.port}`],
      });
      // The token came from the environment.
      const configure = await fetch(`${url}configure`, {
        method: "POST",
        body: JSON.stringify({ urls: [`${site.url}/`] }),
      });
      expect(configure.status).toBe(401);
    } finally {
      stop();
      await running;
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(stderr.text()).toMatch(/stopping/);
  });

  it("counts each client behind a trusted proxy (WEBSCOUT_TRUST_PROXY) on its own", async () => {
    const site = await startFixtureServer({ "/": { body: "<title>Home</title><p>Hello</p>" } });
    const stdout = capture();
    const dataDir = mkdtempSync(join(tmpdir(), "webscout-serve-"));
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const running = runServe(
      { port: 0, host: "127.0.0.1", url: [`${site.url}/`], allowPrivateNetwork: true, dataDir, rateLimit: 1 },
      { stdout, stderr: capture(), env: { WEBSCOUT_TRUST_PROXY: "loopback" }, stopped },
    );
    try {
      await expect.poll(() => stdout.text(), { timeout: 10_000 }).toMatch(/listening on/);
      const url = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout.text())?.[1] as string;
      const ask = async (forwardedFor: string) =>
        (
          await fetch(`${url}chat`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
            body: JSON.stringify({ question: "Hello?" }),
          })
        ).status;
      expect(await ask("198.51.100.1")).toBe(200);
      expect(await ask("198.51.100.1")).toBe(429);
      expect(await ask("198.51.100.2")).toBe(200);
    } finally {
      stop();
      await running;
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("reads a start site's sitemap once for many new chats, not once per chat", async () => {
    const site = await startFixtureServer({
      "/": { body: "<title>Home</title><p>Returns are accepted within 30 days.</p>" },
      "/robots.txt": { body: "User-agent: *\nAllow: /\n", headers: { "content-type": "text/plain" } },
      "/sitemap.xml": {
        body: '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/</loc></url></urlset>',
        headers: { "content-type": "application/xml" },
      },
    });
    const stdout = capture();
    const dataDir = mkdtempSync(join(tmpdir(), "webscout-serve-"));
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const running = runServe(
      { port: 0, host: "127.0.0.1", url: [`${site.url}/`], allowPrivateNetwork: true, dataDir },
      { stdout, stderr: capture(), env: {}, stopped },
    );
    try {
      await expect.poll(() => stdout.text(), { timeout: 10_000 }).toMatch(/listening on/);
      const url = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout.text())?.[1] as string;
      for (let chat = 0; chat < 3; chat++) {
        const response = await fetch(`${url}chat`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ question: "What is the returns policy?" }),
        });
        expect(response.status).toBe(200);
      }
      expect(site.requests.filter((path) => path === "/sitemap.xml")).toHaveLength(1);
    } finally {
      stop();
      await running;
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("fails at start-up, before listening, when the --profile CSV cannot be read or lacks its columns", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webscout-serve-"));
    const stdout = capture();
    const options = { port: 0, host: "127.0.0.1", dataDir };
    const io = { stdout, stderr: capture(), env: {}, stopped: Promise.resolve() };
    try {
      await expect(runServe({ ...options, profile: join(dataDir, "missing.csv") }, io)).rejects.toThrow(
        /cannot read the profile CSV/,
      );
      const wrong = join(dataDir, "wrong.csv");
      writeFileSync(wrong, "name,date\nJazz,2026-01-01\n");
      await expect(runServe({ ...options, profile: wrong }, io)).rejects.toThrow(/lacks the column/);
      expect(stdout.text()).toBe("");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
