// The MCP tools' rules over the server's parts, with a fake agent and a recording fetcher: visitors ask and read
// within the configured sites; their own start URLs and other sites go through `authorize`; every call draws on
// the allowance; pages are fetched with the configured domains (or the page's host for an operator).
import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import type { FetchResult } from "../web/index.js";
import { createRunQueue } from "./run-queue.js";
import { fixedRuntimeManager } from "./runtime-manager.js";
import { ForbiddenError } from "./server-errors.js";
import { resolveServerSettings } from "./server-settings.js";
import { createToolsBackend, type ToolsBackendOptions } from "./tools-backend.js";

const HTML = `<!doctype html><html><head><title>Returns</title></head><body><main><h1>Returns</h1>
<p>Items can be returned within 30 days.</p><a href="/faq">FAQ</a></main></body></html>`;

function setup(overrides: Partial<ToolsBackendOptions> = {}) {
  const agent = createFakeAgent();
  const authorized: string[] = [];
  const fetcherDomains: string[][] = [];
  let taken = 0;
  const settings = resolveServerSettings({ urls: ["https://shop.test/"] });
  const tools = createToolsBackend({
    context: { getSettings: () => settings, queue: createRunQueue(), runtimes: fixedRuntimeManager(agent) },
    openFetcher: (allowedDomains) => {
      fetcherDomains.push([...allowedDomains]);
      return {
        fetchPage: async (url): Promise<FetchResult> =>
          ({
            status: "ok",
            url,
            finalUrl: url,
            httpStatus: 200,
            contentType: "text/html",
            body: HTML,
          }) as FetchResult,
        close: async () => {},
      };
    },
    authorize: (action) => {
      authorized.push(action);
      throw new ForbiddenError(`${action} is disabled on this server`);
    },
    takeQuestion: async () => {
      taken++;
    },
    ...overrides,
  });
  return { tools, agent, authorized, fetcherDomains, taken: () => taken };
}

const call = { signal: new AbortController().signal };

describe("createToolsBackend", () => {
  it("answers a visitor's question from the configured sites, counting it against the allowance", async () => {
    const { tools, agent, authorized, taken } = setup();
    const answer = await tools.askSite({ question: "Returns?" }, call);
    expect(answer).toMatchObject({ refused: false, sources: [{ url: "https://shop.test/" }] });
    expect(agent.asks[0]?.startUrls).toEqual(["https://shop.test/"]);
    expect(authorized).toEqual([]);
    expect(taken()).toBe(1);
  });

  it("sends a visitor's own start URLs through authorize before anything runs", async () => {
    const { tools, agent, authorized } = setup();
    await expect(tools.askSite({ question: "Hi?", urls: ["https://other.test/"] }, call)).rejects.toThrow(
      /disabled/,
    );
    expect(authorized).toEqual(["asking with your own start URLs"]);
    expect(agent.asks).toEqual([]);
  });

  it("reads a page within the configured sites with their domains, and another site only once authorized", async () => {
    const { tools, authorized, fetcherDomains } = setup();
    const page = await tools.readPage({ url: "https://shop.test/returns" }, call);
    expect(page).toMatchObject({ title: "Returns", links: [{ url: "https://shop.test/faq", text: "FAQ" }] });
    expect(page.markdown).toContain("Items can be returned within 30 days.");
    expect(fetcherDomains).toEqual([["shop.test"]]);
    expect(authorized).toEqual([]);

    await expect(tools.readPage({ url: "https://other.test/" }, call)).rejects.toThrow(/disabled/);
    expect(authorized).toEqual(["reading other.test, outside the configured sites,"]);
    expect(fetcherDomains).toHaveLength(1);

    const operator = setup({ authorize: () => {} });
    await operator.tools.readPage({ url: "https://other.test/" }, call);
    expect(operator.fetcherDomains).toEqual([["other.test"]]);
  });

  it("says so when the event scout or page reading is not available", async () => {
    const { tools } = setup({ openFetcher: undefined });
    await expect(tools.findEvents({ query: "jazz" }, call)).rejects.toThrow(/does not run the event scout/);
    await expect(tools.crawlSite({ url: "https://shop.test/", maxPages: 2 }, call)).rejects.toThrow(
      /reading pages is not available/,
    );
  });
});
