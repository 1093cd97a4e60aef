import { afterEach, describe, expect, it } from "vitest";
import { type FakeTavilyServer, startFakeTavilyServer } from "#test/helpers/fake-tavily-server.js";
import { createTavilySource, TavilyError } from "./index.js";

let server: FakeTavilyServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const hit = (url: string, title = url) => ({ url, title, content: `About ${title}` });

async function caught(promise: Promise<unknown>): Promise<TavilyError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TavilyError);
    return error as TavilyError;
  }
  throw new Error("expected a TavilyError");
}

describe("Tavily source: search", () => {
  it("sends a basic search with our domains and keeps only results on them (or their subdomains)", async () => {
    server = await startFakeTavilyServer({
      search: [
        hit("https://venue.example/events/jazz-night", "Jazz Night"),
        hit("https://tickets.venue.example/e/42", "Quartet"),
        hit("https://badvenue.example/events/1", "Look-alike host"),
        hit("https://aggregator.example/nyc/jazz", "Leaked aggregator"),
        hit("ftp://venue.example/file", "Not http"),
      ],
    });
    const tavily = createTavilySource({ apiKey: server.apiKey, apiBaseURL: `${server.url}/` });
    const response = await tavily.search({ query: "jazz New York", includeDomains: ["venue.example"] });

    expect(response.results.map((result) => result.url)).toEqual([
      "https://venue.example/events/jazz-night",
      "https://tickets.venue.example/e/42",
    ]);
    expect(response.results[0]).toEqual({
      url: "https://venue.example/events/jazz-night",
      title: "Jazz Night",
      content: "About Jazz Night",
      score: 0.99,
    });
    expect(response.dropped).toEqual([
      "https://badvenue.example/events/1",
      "https://aggregator.example/nyc/jazz",
      "ftp://venue.example/file",
    ]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      endpoint: "search",
      authorization: `Bearer ${server.apiKey}`,
      body: {
        query: "jazz New York",
        search_depth: "basic",
        max_results: 18,
        include_domains: ["venue.example"],
        include_usage: true,
      },
    });
  });

  it("reads the credits Tavily reports, and computes them (basic 1, advanced 2) when it does not", async () => {
    server = await startFakeTavilyServer({ search: [hit("https://a.example/")], credits: () => 7 });
    const reported = createTavilySource({ apiKey: server.apiKey, apiBaseURL: server.url });
    expect((await reported.search({ query: "x" })).credits).toBe(7);
    await server.close();

    server = await startFakeTavilyServer({ search: [hit("https://a.example/")], omitUsage: true });
    const computed = createTavilySource({ apiKey: server.apiKey, apiBaseURL: server.url });
    expect((await computed.search({ query: "x" })).credits).toBe(1);
    const advanced = await computed.search({ query: "x", searchDepth: "advanced", maxResults: 40 });
    expect(advanced.credits).toBe(2);
    expect(server.requests[1]?.body).toMatchObject({ search_depth: "advanced", max_results: 20 });
    expect(server.requests[1]?.body).not.toHaveProperty("include_domains");
  });
});

describe("Tavily source: extract", () => {
  it("returns raw content and failures, 1 credit per 5 successful URLs, failed ones free", async () => {
    const good = Array.from({ length: 6 }, (_, index) => `https://venue.example/e/${index}`);
    const pages = Object.fromEntries(good.map((url) => [url, `<h1>${url}</h1>`]));
    server = await startFakeTavilyServer({ pages });
    const tavily = createTavilySource({ apiKey: server.apiKey, apiBaseURL: server.url });
    const response = await tavily.extract({
      urls: [...good, "https://venue.example/gone", "https://x.example/"],
    });

    expect(response.results).toHaveLength(6);
    expect(response.results[0]).toEqual({ url: good[0], rawContent: `<h1>${good[0]}</h1>` });
    expect(response.failed).toEqual([
      { url: "https://venue.example/gone", error: "Failed to fetch url" },
      { url: "https://x.example/", error: "Failed to fetch url" },
    ]);
    expect(response.credits).toBe(2);
    expect(server.requests[0]?.body).toMatchObject({ include_usage: true });
  });

  it("computes extract credits from successes when usage is missing, and sends at most 20 URLs a call", async () => {
    const urls = Array.from({ length: 23 }, (_, index) => `https://venue.example/e/${index}`);
    server = await startFakeTavilyServer({
      pages: (url) => (url.endsWith("/0") ? undefined : "ok"),
      omitUsage: true,
    });
    const tavily = createTavilySource({ apiKey: server.apiKey, apiBaseURL: server.url });
    const response = await tavily.extract({ urls });
    expect(server.requests.map((request) => (request.body.urls as string[]).length)).toEqual([20, 3]);
    // 19 successes in the first call (4 credits), 3 in the second (1 credit).
    expect(response.results).toHaveLength(22);
    expect(response.credits).toBe(5);
    expect(await tavily.extract({ urls: [] })).toEqual({ results: [], failed: [], credits: 0 });
    expect(server.requests).toHaveLength(2);
  });
});

describe("Tavily source: errors", () => {
  it("refuses to start without a key, naming TAVILY_API_KEY", () => {
    let error: unknown;
    try {
      createTavilySource({ apiKey: " " });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(TavilyError);
    expect((error as TavilyError).code).toBe("tavily-missing-key");
    expect((error as TavilyError).message).toMatch(/TAVILY_API_KEY/);
  });

  it("turns a 401 into an error that names TAVILY_API_KEY and is not retried", async () => {
    server = await startFakeTavilyServer({ apiKey: "right" });
    const tavily = createTavilySource({ apiKey: "wrong-key-123", apiBaseURL: server.url });
    const error = await caught(tavily.search({ query: "x" }));
    expect(error).toMatchObject({ code: "tavily-unauthorized", status: 401, isRetryable: false });
    expect(error.message).toMatch(/TAVILY_API_KEY/);
    expect(error.message).toMatch(/invalid API key/);
    expect(error.message).not.toContain("wrong-key-123");
    expect(server.requests).toHaveLength(1);
  });

  it("retries a 429 once after Retry-After, then succeeds", async () => {
    server = await startFakeTavilyServer({ search: [hit("https://a.example/")], retryAfter: "2" });
    server.setMode("rate-limit-once");
    const waits: number[] = [];
    const tavily = createTavilySource({
      apiKey: server.apiKey,
      apiBaseURL: server.url,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const response = await tavily.search({ query: "x" });
    expect(response.results).toHaveLength(1);
    expect(waits).toEqual([2000]);
    expect(server.requests.map((request) => request.status)).toEqual([429, 200]);
  });

  it("waits for real when not injected (Retry-After 0)", async () => {
    server = await startFakeTavilyServer({ search: [hit("https://a.example/")], retryAfter: "0" });
    server.setMode("rate-limit-once");
    const tavily = createTavilySource({ apiKey: server.apiKey, apiBaseURL: server.url });
    expect((await tavily.search({ query: "x" })).results).toHaveLength(1);
  });

  it("gives up on a second 429, and at once when Retry-After is over the cap", async () => {
    server = await startFakeTavilyServer({ retryAfter: "3" });
    server.setMode("rate-limit");
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const patient = createTavilySource({ apiKey: server.apiKey, apiBaseURL: server.url, sleep });
    const twice = await caught(patient.search({ query: "x" }));
    expect(twice).toMatchObject({
      code: "tavily-rate-limited",
      status: 429,
      isRetryable: true,
      retryAfterMs: 3000,
    });
    expect(server.requests).toHaveLength(2);

    const hasty = createTavilySource({
      apiKey: server.apiKey,
      apiBaseURL: server.url,
      sleep,
      maxRetryAfterMs: 2000,
    });
    const once = await caught(hasty.extract({ urls: ["https://a.example/"] }));
    expect(once).toMatchObject({ code: "tavily-rate-limited", retryAfterMs: 3000 });
    expect(server.requests).toHaveLength(3);
    expect(waits).toEqual([3000]);
  });

  it("explains 432 (plan limit) and 433 (pay-as-you-go limit) without retrying", async () => {
    server = await startFakeTavilyServer();
    const tavily = createTavilySource({ apiKey: server.apiKey, apiBaseURL: server.url });
    server.setMode("plan-limit");
    const plan = await caught(tavily.search({ query: "x" }));
    expect(plan).toMatchObject({ code: "tavily-plan-limit", status: 432, isRetryable: false });
    expect(plan.message).toMatch(/plan's credit limit/);
    expect(plan.hint).toMatch(/--source web/);
    server.setMode("pay-as-you-go-limit");
    const payg = await caught(tavily.extract({ urls: ["https://a.example/"] }));
    expect(payg).toMatchObject({ code: "tavily-pay-as-you-go-limit", status: 433, isRetryable: false });
    expect(payg.message).toMatch(/pay-as-you-go spending limit/);
    server.setMode("server-error");
    expect(await caught(tavily.search({ query: "x" }))).toMatchObject({ status: 500, isRetryable: true });
    expect(server.requests).toHaveLength(3);
  });

  it("reports network failures as retryable, through an injected fetch", async () => {
    const tavily = createTavilySource({
      apiKey: "k",
      apiBaseURL: "http://127.0.0.1:9",
      fetchImpl: async () => {
        throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
      },
    });
    const error = await caught(tavily.search({ query: "x" }));
    expect(error).toMatchObject({ code: "tavily-network", isRetryable: true, status: undefined });
    expect(error.message).toMatch(/ECONNREFUSED/);

    // And with the real fetch, against a port nobody listens on any more.
    const closed = await startFakeTavilyServer();
    await closed.close();
    const real = createTavilySource({ apiKey: "k", apiBaseURL: closed.url });
    const refused = await caught(real.extract({ urls: ["https://a.example/"] }));
    expect(refused).toMatchObject({ code: "tavily-network", isRetryable: true });
    expect(refused.message).toContain(`cannot reach Tavily at ${closed.url}`);
  });

  it("lets the caller's abort through as is", async () => {
    server = await startFakeTavilyServer();
    const tavily = createTavilySource({ apiKey: server.apiKey, apiBaseURL: server.url });
    const controller = new AbortController();
    controller.abort(new Error("stopped by the user"));
    await expect(tavily.search({ query: "x", signal: controller.signal })).rejects.toThrow(
      "stopped by the user",
    );
  });

  it("flags a body without results as a bad response", async () => {
    const tavily = createTavilySource({
      apiKey: "k",
      fetchImpl: async () => new Response(JSON.stringify({ detail: "odd" }), { status: 200 }),
    });
    expect(await caught(tavily.search({ query: "x" }))).toMatchObject({ code: "tavily-bad-response" });
  });
});
