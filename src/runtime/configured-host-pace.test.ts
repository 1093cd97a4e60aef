// With a database URL, every command that fetches keeps to the per-host pace shared over Postgres (not only serve):
// crawl, index, ask, events and mcp each leave their host's pace row in the database's rate_limits table. Over
// SQLite, there is no shared pace.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "commander";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { registerCrawlCommand } from "../cli/commands/crawl.js";
import { runIndex } from "../cli/commands/run-index.js";
import { loadConfig } from "../config/index.js";
import { configuredHostPace } from "./configured-host-pace.js";
import { openConfiguredStores } from "./open-configured-stores.js";
import { openEventsRuntime } from "./open-events-runtime.js";
import { openMcpRuntime } from "./open-mcp-runtime.js";
import { openSupportRuntime } from "./open-support-runtime.js";

const database = usePostgresDatabase();
const capture = () => ({ write: () => true });

describe.skipIf(!database.available)("the shared per-host pace outside serve", () => {
  let site: FixtureServer;
  let admin: pg.Client;
  let dataDir: string;
  const config = () =>
    loadConfig({
      env: {},
      flags: { dataDir, databaseUrl: database.url(), allowPrivateNetwork: true, render: "never" },
    });
  /** The pace rows of this database: one per host some command paced. */
  const pacedHosts = async () =>
    (await admin.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'host-pace:%'")).rows.map(
      (row) => row.key,
    );

  beforeAll(async () => {
    site = await startFixtureServer({
      "/": {
        body: "<title>Help</title><main><h2>Returns</h2><p>Returns are accepted within 30 days of delivery.</p></main>",
      },
      "/robots.txt": { body: "User-agent: *\nAllow: /\n", headers: { "content-type": "text/plain" } },
    });
    dataDir = mkdtempSync(join(tmpdir(), "webscout-pace-"));
    // The tables first, as any replica's start would make them.
    await (await openConfiguredStores({ config: config() })).close();
    admin = new pg.Client({ connectionString: database.url() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await admin.query("DELETE FROM rate_limits WHERE key LIKE 'host-pace:%'");
  });

  it("crawl (--database-url or WEBSCOUT_DATABASE_URL)", async () => {
    const program = new Command("webscout").exitOverride();
    registerCrawlCommand(program, {
      env: { WEBSCOUT_DATA_DIR: dataDir, WEBSCOUT_RENDER: "never", WEBSCOUT_DATABASE_URL: database.url() },
      stdout: capture(),
      stderr: capture(),
    });
    await program.parseAsync(["crawl", `${site.url}/`, "--allow-private-network", "--max-pages", "2"], {
      from: "user",
    });
    expect(await pacedHosts()).toEqual(["host-pace:127.0.0.1"]);
  });

  it("index", async () => {
    await runIndex(
      [`${site.url}/`],
      { allowPrivateNetwork: true, dataDir, databaseUrl: database.url(), render: "never" },
      { stdout: capture(), stderr: capture(), env: {} },
    );
    expect(await pacedHosts()).toEqual(["host-pace:127.0.0.1"]);
  });

  it("ask", async () => {
    const runtime = await openSupportRuntime({
      config: config(),
      allowedDomains: [`127.0.0.1:${site.port}`],
    });
    try {
      const answer = await runtime.agent.ask({
        question: "How long for returns?",
        startUrls: [`${site.url}/`],
      });
      expect(answer.answer).toContain("30 days");
    } finally {
      await runtime.close();
    }
    expect(await pacedHosts()).toEqual(["host-pace:127.0.0.1"]);
  });

  it("events (the scout's fetcher)", async () => {
    const runtime = await openEventsRuntime({ config: config(), allowDomains: [`127.0.0.1:${site.port}`] });
    try {
      expect((await runtime.deps.fetcher.fetchPage(`${site.url}/`)).status).toBe("ok");
    } finally {
      await runtime.close();
    }
    expect(await pacedHosts()).toEqual(["host-pace:127.0.0.1"]);
  });

  it("mcp (read_page)", async () => {
    const runtime = await openMcpRuntime({ config: config(), urls: [`${site.url}/`] });
    try {
      const page = await runtime.tools.readPage(
        { url: `${site.url}/` },
        { signal: new AbortController().signal },
      );
      expect(page.title).toBe("Help");
    } finally {
      await runtime.close();
    }
    expect(await pacedHosts()).toEqual(["host-pace:127.0.0.1"]);
  });

  it("is none over SQLite", async () => {
    const stores = await openConfiguredStores({ config: { dataDir } });
    try {
      expect(configuredHostPace(stores)).toBeUndefined();
    } finally {
      await stores.close();
    }
  });
});
