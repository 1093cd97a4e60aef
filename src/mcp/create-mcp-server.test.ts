// The MCP server over the SDK's in-memory transport with stand-in tools: structured output, progress only for a
// client that asked for it, and failures as tool errors (a deliberate error's message and hint; nothing of an
// unexpected one but a generic line, its details to the log).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import { UsageError } from "../errors/index.js";
import { createMcpServer } from "./create-mcp-server.js";
import type { ToolCall, WebscoutTools } from "./webscout-tools.js";

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const resource of open.splice(0)) await resource.close();
});

async function connect(tools: Partial<WebscoutTools>) {
  const unexpected: Array<{ tool: string; error: unknown }> = [];
  const server = createMcpServer({
    tools: tools as WebscoutTools,
    version: "0.0.0-test",
    onUnexpectedError: (tool, error) => unexpected.push({ tool, error }),
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
  open.push(client, server);
  return { client, unexpected };
}

const page = { url: "https://shop.test/", title: "Shop", markdown: "# Shop", links: [] };

describe("createMcpServer", () => {
  it("returns structured output and the same JSON as text", async () => {
    const { client } = await connect({ readPage: async () => page });
    const result = (await client.callTool({
      name: "read_page",
      arguments: { url: page.url },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(page);
    expect(result.content.map((part) => (part.type === "text" ? part.text : ""))).toContain(
      JSON.stringify(page),
    );
  });

  it("sends progress only to a client that asked for it, numbered as the tool reports it", async () => {
    const calls: ToolCall[] = [];
    const { client } = await connect({
      crawlSite: async (_input, call) => {
        calls.push(call);
        call.onProgress?.({ progress: 1, total: 2, message: "ok https://shop.test/" });
        call.onProgress?.({ progress: 2, total: 2, message: "ok https://shop.test/a" });
        return { pages: [], limitReached: false };
      },
    });
    await client.callTool({ name: "crawl_site", arguments: { url: "https://shop.test/" } });
    expect(calls[0]?.onProgress).toBeUndefined();

    const progress: Progress[] = [];
    await client.callTool(
      { name: "crawl_site", arguments: { url: "https://shop.test/", maxPages: 2 } },
      undefined,
      {
        onprogress: (step) => progress.push(step),
      },
    );
    expect(progress).toEqual([
      { progress: 1, total: 2, message: "ok https://shop.test/" },
      { progress: 2, total: 2, message: "ok https://shop.test/a" },
    ]);
  });

  it("turns a deliberate error into a tool error with its message and hint", async () => {
    const { client, unexpected } = await connect({
      askSite: async () => {
        throw new UsageError("no start URLs are configured", { hint: "pass urls" });
      },
    });
    const result = (await client.callTool({
      name: "ask_site",
      arguments: { question: "Hi?" },
    })) as CallToolResult;
    expect(result).toMatchObject({
      isError: true,
      content: [{ type: "text", text: "no start URLs are configured (pass urls)" }],
    });
    expect(unexpected).toEqual([]);
  });

  it("keeps an unexpected error's details out of the result and hands them to the log", async () => {
    const failure = new TypeError("secret internal path /srv/db");
    const { client, unexpected } = await connect({
      findEvents: async () => {
        throw failure;
      },
    });
    const result = (await client.callTool({
      name: "find_events",
      arguments: { query: "jazz" },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).not.toContain("secret");
    expect(unexpected).toEqual([{ tool: "find_events", error: failure }]);
  });

  it("refuses input that fails its schema as a tool error, without calling the tool", async () => {
    let called = false;
    const { client } = await connect({
      crawlSite: async () => {
        called = true;
        return { pages: [], limitReached: false };
      },
    });
    const result = (await client.callTool({
      name: "crawl_site",
      arguments: { url: "ftp://shop.test/", maxPages: 5000 },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toMatch(/http\(s\) URL/);
    expect(called).toBe(false);
  });
});
