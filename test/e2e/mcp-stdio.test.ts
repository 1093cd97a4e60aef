// `webscout mcp` through the built CLI, driven by the MCP SDK's own client over stdio against the bundled demo:
// the four tools are listed with their schemas, each answers on the demo sites, a crawl and a question report
// progress notifications, a follow-up keeps its session, a budget block says how to confirm, and failures are
// tool errors (isError) while the server keeps serving.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt } from "#test/helpers/built-cli.js";
import { type FakeTavilyServer, startFakeTavilyServer } from "#test/helpers/fake-tavily-server.js";
import { DEFAULT_DEMO_HELP_PORT, DEFAULT_DEMO_SHOP_PORT } from "../../src/demo/index.js";

const bin = fileURLToPath(new URL("../../bin/webscout.js", import.meta.url));
const SHOP = `http://127.0.0.1:${DEFAULT_DEMO_SHOP_PORT}/`;
const HELP = `http://127.0.0.1:${DEFAULT_DEMO_HELP_PORT}/help/`;

let dataDir: string;
let tavily: FakeTavilyServer;
let client: Client;
let stderr = "";

async function call(name: string, args: Record<string, unknown>, progress?: Progress[]) {
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
  dataDir = mkdtempSync(join(tmpdir(), "webscout-mcp-stdio-"));
  tavily = await startFakeTavilyServer({
    search: [
      {
        url: "http://127.0.0.1:28320/shows/marcus-hale-trio",
        title: "The Marcus Hale Trio",
        content: "Live jazz",
      },
    ],
  });
  const env = cleanEnv({ TAVILY_API_KEY: tavily.apiKey, WEBSCOUT_TAVILY_BASE_URL: tavily.url });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, "mcp", "--demo", "--data-dir", dataDir],
    env: env as Record<string, string>,
    stderr: "pipe",
  });
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  client = new Client({ name: "webscout-test", version: "1.0.0" });
  await client.connect(transport);
}, 180_000);

afterAll(async () => {
  await client?.close();
  await tavily?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("webscout mcp (built CLI, stdio, demo sites)", { timeout: 90_000 }, () => {
  it("lists the four tools with input and output schemas", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "ask_site",
      "crawl_site",
      "find_events",
      "read_page",
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.outputSchema?.type, tool.name).toBe("object");
    }
    const ask = tools.find((tool) => tool.name === "ask_site");
    expect(ask?.inputSchema.required).toEqual(["question"]);
    expect(Object.keys(ask?.inputSchema.properties ?? {}).sort()).toEqual(["question", "session", "urls"]);
  });

  it("ask_site answers from the demo with sources and progress, and keeps the session for a follow-up", async () => {
    const progress: Progress[] = [];
    const first = await call("ask_site", { question: "What is your return policy?" }, progress);
    expect(first.isError, textOf(first)).toBeFalsy();
    const answer = first.structuredContent as {
      answer: string;
      refused: boolean;
      sources: Array<{ url: string }>;
      evidence: unknown[];
      session: string;
    };
    expect(answer.refused).toBe(false);
    expect(answer.answer).toMatch(/30 days/);
    expect(answer.sources.map((source) => source.url)).toContain(`${HELP}returns`);
    expect(answer.evidence.length).toBeGreaterThan(0);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.map((step) => step.message).join("\n")).toContain(`read ${SHOP}`);
    // Steps are numbered in order.
    expect(progress.map((step) => step.progress)).toEqual(progress.map((_, index) => index + 1));

    const followUp = await call("ask_site", {
      question: "What about for international orders?",
      session: answer.session,
    });
    const second = followUp.structuredContent as { session: string; answer: string };
    expect(second.session).toBe(answer.session);
    expect(second.answer).toMatch(/international/i);
  });

  it("read_page returns the title, Markdown and links of a demo page", async () => {
    const result = await call("read_page", { url: `${HELP}returns` });
    expect(result.isError, textOf(result)).toBeFalsy();
    const page = result.structuredContent as {
      url: string;
      title: string;
      markdown: string;
      links: unknown[];
    };
    expect(page.url).toBe(`${HELP}returns`);
    expect(page.title).toMatch(/Returns/);
    expect(page.markdown).toMatch(/^#+ /m);
    expect(page.markdown).toMatch(/30 days/);
    expect(page.links.length).toBeGreaterThan(0);
  });

  it("crawl_site lists the pages it read with titles, one progress step per page, within maxPages", async () => {
    const progress: Progress[] = [];
    const result = await call("crawl_site", { url: SHOP, maxPages: 5 }, progress);
    expect(result.isError, textOf(result)).toBeFalsy();
    const crawl = result.structuredContent as {
      pages: Array<{ url: string; status: string; title: string }>;
      limitReached: boolean;
    };
    expect(crawl.pages).toHaveLength(5);
    expect(crawl.limitReached).toBe(true);
    expect(crawl.pages.find((page) => page.url === SHOP)?.title).toMatch(/Northwind/);
    // One step per page, in order. The SDK client drops a notification it reads in the same chunk as the
    // result (it forgets the call's progress handler first), so the last step may be missing under load.
    const steps = progress.map((step) => step.progress);
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(steps).toEqual([1, 2, 3, 4, 5].slice(0, steps.length));
    expect(progress.every((step) => step.total === 5)).toBe(true);
  });

  it("find_events: a run over the budget returns the estimate and how to confirm; confirmed, the Top-10", async () => {
    const blocked = await call("find_events", { query: "jazz", budgetUsd: 0.01 });
    expect(blocked.isError, textOf(blocked)).toBeFalsy();
    expect(blocked.structuredContent).toMatchObject({
      events: [],
      blocked: {
        projectedUsd: 0.024,
        budgetUsd: 0.01,
        howToConfirm: expect.stringMatching(/confirmCost: true/),
      },
    });
    expect(tavily.requests).toHaveLength(0);

    const progress: Progress[] = [];
    const confirmed = await call(
      "find_events",
      { query: "jazz", budgetUsd: 0.01, confirmCost: true },
      progress,
    );
    expect(confirmed.isError, textOf(confirmed)).toBeFalsy();
    const result = confirmed.structuredContent as { blocked: unknown; events: Array<{ title: string }> };
    expect(result.blocked).toBeNull();
    expect(result.events.map((event) => event.title)).toContain("The Marcus Hale Trio");
    expect(progress.length).toBeGreaterThan(0);
  });

  it("a failure is a tool error with a message, and the server goes on answering", async () => {
    const blockedAddress = await call("read_page", { url: "http://10.1.2.3/" });
    expect(blockedAddress.isError).toBe(true);
    expect(textOf(blockedAddress)).toMatch(/cannot read http:\/\/10\.1\.2\.3\/: .*(private|address)/i);

    const badInput = await call("crawl_site", { url: "not a url", maxPages: 0 });
    expect(badInput.isError).toBe(true);
    expect(textOf(badInput)).toMatch(/url|maxPages/i);

    const still = await call("read_page", { url: SHOP });
    expect(still.isError, textOf(still)).toBeFalsy();
    expect(stderr).not.toMatch(/failed:/);
  });
});
