// /mcp on the built `webscout serve --demo`, driven by the MCP SDK's Streamable HTTP client: visitors list and
// call the tools on the configured demo sites (progress arrives on the call's stream); their own start URLs or
// other sites are tool errors naming the admin token, which the operator's client sends; the address guard still
// applies to the operator.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt } from "#test/helpers/built-cli.js";
import { type BuiltServer, startBuiltServer } from "#test/helpers/built-server.js";
import { DEFAULT_DEMO_HELP_PORT, DEFAULT_DEMO_SHOP_PORT } from "../../src/demo/index.js";

const SHOP = `http://127.0.0.1:${DEFAULT_DEMO_SHOP_PORT}/`;
const HELP = `http://127.0.0.1:${DEFAULT_DEMO_HELP_PORT}/help/`;
const ADMIN_TOKEN = "operator-secret";

let dataDir: string;
let server: BuiltServer;
let visitor: Client;
let operator: Client;

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "webscout-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("mcp", server.url), { requestInit: { headers } }),
  );
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>, progress?: Progress[]) {
  return (await client.callTool(
    { name, arguments: args },
    undefined,
    progress ? { onprogress: (step) => progress.push(step), timeout: 60_000 } : { timeout: 60_000 },
  )) as CallToolResult;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

beforeAll(async () => {
  await ensureCliBuilt();
  dataDir = mkdtempSync(join(tmpdir(), "webscout-mcp-http-"));
  server = await startBuiltServer(
    ["--demo", "--data-dir", dataDir],
    cleanEnv({ WEBSCOUT_ADMIN_TOKEN: ADMIN_TOKEN, WEBSCOUT_RATE_LIMIT: "100" }),
  );
  visitor = await connect();
  operator = await connect({ authorization: `Bearer ${ADMIN_TOKEN}` });
}, 180_000);

afterAll(async () => {
  await visitor?.close();
  await operator?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("/mcp on webscout serve (built CLI, Streamable HTTP, demo sites)", { timeout: 90_000 }, () => {
  it("lists the four tools", async () => {
    const { tools } = await visitor.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "ask_site",
      "crawl_site",
      "find_events",
      "read_page",
    ]);
  });

  it("a visitor asks the configured sites, with progress notifications on the call's stream", async () => {
    const progress: Progress[] = [];
    const result = await call(
      visitor,
      "ask_site",
      { question: "How long is the warranty on the Summit 2 Tent?" },
      progress,
    );
    expect(result.isError, textOf(result)).toBeFalsy();
    const answer = result.structuredContent as {
      refused: boolean;
      answer: string;
      sources: Array<{ url: string }>;
    };
    expect(answer.refused).toBe(false);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)?.message).toBe("writing the answer");
  });

  it("a visitor reads and crawls the configured sites, and finds demo events", async () => {
    const page = await call(visitor, "read_page", { url: `${HELP}shipping` });
    expect(page.isError, textOf(page)).toBeFalsy();
    expect((page.structuredContent as { title: string }).title).toMatch(/Shipping/);

    const progress: Progress[] = [];
    const crawl = await call(visitor, "crawl_site", { url: SHOP, maxPages: 3 }, progress);
    expect(crawl.isError, textOf(crawl)).toBeFalsy();
    expect((crawl.structuredContent as { pages: unknown[] }).pages).toHaveLength(3);
    expect(progress).toHaveLength(3);

    const events = await call(visitor, "find_events", { query: "jazz" });
    expect(events.isError, textOf(events)).toBeFalsy();
    const found = events.structuredContent as { blocked: unknown; events: Array<{ url: string }> };
    expect(found.blocked).toBeNull();
    expect(found.events.length).toBeGreaterThan(0);
    expect(found.events[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it("a visitor's own start URLs or other sites are tool errors naming the admin token", async () => {
    const ownUrls = await call(visitor, "ask_site", { question: "What do you sell?", urls: [HELP] });
    expect(ownUrls.isError).toBe(true);
    expect(textOf(ownUrls)).toMatch(/admin token/);

    const elsewhere = await call(visitor, "read_page", { url: "http://example.com/" });
    expect(elsewhere.isError).toBe(true);
    expect(textOf(elsewhere)).toMatch(/outside the configured sites.*admin token/);
  });

  it("the operator may pass start URLs; the address guard still refuses private addresses", async () => {
    const own = await call(operator, "ask_site", { question: "What is your return policy?", urls: [HELP] });
    expect(own.isError, textOf(own)).toBeFalsy();
    expect((own.structuredContent as { answer: string }).answer).toMatch(/30 days/);

    const privateAddress = await call(operator, "read_page", { url: "http://10.1.2.3/" });
    expect(privateAddress.isError).toBe(true);
    expect(textOf(privateAddress)).toMatch(/cannot read http:\/\/10\.1\.2\.3\//);
  });

  it("GET and DELETE /mcp answer 405 (stateless server: no stream or session outside a request)", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(new URL("mcp", server.url), {
        method,
        headers: { accept: "text/event-stream" },
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
    expect(server.stderr()).not.toMatch(/error:/);
  });
});
