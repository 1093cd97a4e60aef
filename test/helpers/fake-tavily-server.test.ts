// The fake speaks Tavily's wire format: the official client reads its answers. This also pins down why
// src/events/tavily has its own client: @tavily/core loses the HTTP status of Tavily's error bodies.
import { tavily } from "@tavily/core";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeTavilyServer, startFakeTavilyServer } from "./fake-tavily-server.js";

let server: FakeTavilyServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("fake Tavily server", () => {
  it("answers the official @tavily/core client's search and extract", async () => {
    server = await startFakeTavilyServer({
      search: [{ url: "https://venue.example/e/1", title: "Jazz", content: "Jazz night" }],
      pages: { "https://venue.example/e/1": "<p>Jazz night</p>" },
    });
    const client = tavily({ apiKey: server.apiKey, apiBaseURL: server.url });
    const found = await client.search("jazz", { includeDomains: ["venue.example"], includeUsage: true });
    expect(found.results[0]).toMatchObject({ url: "https://venue.example/e/1", title: "Jazz", score: 0.99 });
    expect(found.usage).toEqual({ credits: 1 });
    const extracted = await client.extract(["https://venue.example/e/1", "https://venue.example/none"], {
      includeUsage: true,
    });
    expect(extracted.results[0]).toMatchObject({ rawContent: "<p>Jazz night</p>" });
    expect(extracted.failedResults).toEqual([
      { url: "https://venue.example/none", error: "Failed to fetch url" },
    ]);
    expect(extracted.usage).toEqual({ credits: 1 });
    expect(server.requests.map((request) => request.authorization)).toEqual([
      `Bearer ${server.apiKey}`,
      `Bearer ${server.apiKey}`,
    ]);
  });

  it("answers 432 with Tavily's error body, whose status @tavily/core does not pass on", async () => {
    server = await startFakeTavilyServer();
    server.setMode("plan-limit");
    const client = tavily({ apiKey: server.apiKey, apiBaseURL: server.url });
    const error = (await client.search("jazz").then(
      () => new Error("expected a failure"),
      (thrown: unknown) => thrown,
    )) as Error;
    expect(error.message).toBe("This request exceeds your plan's set usage limit.");
    expect(error.message).not.toMatch(/432/);
    expect(server.requests[0]?.status).toBe(432);
  });
});
