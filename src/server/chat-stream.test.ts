import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { type FixtureRoute, type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { createOfflineReasoner } from "../agents/support/offline/offline-reasoner.js";
import type { AskResult } from "../agents/support/support-agent.js";
import { loadConfig } from "../config/index.js";
import { UsageError } from "../errors/index.js";
import { NO_DEMO } from "../runtime/demo-access.js";
import { openStores } from "../runtime/open-stores.js";
import { createSupportRuntimeFactory } from "../runtime/support-runtime-factory.js";
import { openDatabase } from "../storage/index.js";
import { createApp } from "./app.js";
import type { Logger } from "./logger.js";
import { startServer } from "./main.js";
import { createRuntimeManager } from "./runtime-manager.js";
import { parseSse } from "./sse.js";

const quiet: Logger = { info() {}, warn() {}, error() {} };
const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function realRuntimes(site: FixtureServer) {
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-server-"));
  const config = loadConfig({
    env: {},
    flags: { dataDir, allowPrivateNetwork: true },
    readConfigFile: () => undefined,
  });
  const db = openDatabase({ dataDir });
  const runtimes = createRuntimeManager({
    factory: createSupportRuntimeFactory({
      config,
      stores: openStores({ db }),
      reasoner: createOfflineReasoner(),
      demo: NO_DEMO,
    }),
    allowedDomains: [`127.0.0.1:${site.port}`],
  });
  cleanups.push(() => {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  cleanups.push(() => runtimes.close());
  return runtimes;
}

async function site(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const server = await startFixtureServer(routes);
  cleanups.push(() => server.close());
  return server;
}

const sseRequest = (question: string, session?: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", accept: "text/event-stream" },
  body: JSON.stringify({ question, ...(session ? { session } : {}) }),
});

describe("POST /chat as Server-Sent Events", () => {
  it("streams progress, answer deltas, sources, then done (fake agent), event by event", async () => {
    const agent = createFakeAgent();
    const app = createApp({ agent, settings: { urls: ["https://shop.test/"] }, logger: quiet });
    const response = await app.request("/chat", sseRequest("Returns?"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = parseSse(await response.text());
    expect(events.map((event) => event.event)).toEqual([
      "progress",
      "progress",
      "progress",
      "answer-delta",
      "answer-delta",
      "sources",
      "done",
    ]);
    expect(events[0]?.data).toEqual({ type: "crawl-started", iteration: 1, urls: ["https://shop.test/"] });
    expect(events[2]?.data).toMatchObject({ type: "decision-made", reasoning: "covered" });
    expect(events[3]?.data).toEqual({ text: "Returns are accepted " });
    expect(events[5]?.data).toEqual([{ url: "https://shop.test/", title: "Shop" }]);
    expect(events[6]?.data).toMatchObject({
      session: "session-1",
      answer: expect.stringContaining("30 days"),
      evidence: [{ url: "https://shop.test/", title: "Shop", text: "Returns are accepted within 30 days." }],
    });
  });

  it("reports a failure as an error event with code, message and hint", async () => {
    const agent = createFakeAgent();
    agent.failWith = new UsageError("that session needs a start URL", { hint: "configure one" });
    const app = createApp({ agent, settings: { urls: ["https://shop.test/"] }, logger: quiet });
    const events = parseSse(await (await app.request("/chat", sseRequest("Q?"))).text());
    expect(events).toEqual([
      {
        event: "error",
        data: { code: "usage", message: "that session needs a start URL", hint: "configure one" },
      },
    ]);
  });

  it("aborts the run when the client cancels the stream", async () => {
    const agent = createFakeAgent();
    agent.hold = new Promise(() => {});
    const app = createApp({ agent, settings: { urls: ["https://shop.test/"] }, logger: quiet });
    const response = await app.request("/chat", sseRequest("Slow?"));
    await expect.poll(() => agent.asks.length).toBe(1);
    await response.body?.cancel();
    await expect.poll(() => agent.aborted.length).toBe(1);
    expect(agent.asks[0]?.signal?.aborted).toBe(true);
  });

  it("sends keep-alive comments while a question takes long", async () => {
    const agent = createFakeAgent();
    let release!: () => void;
    agent.hold = new Promise((resolve) => {
      release = resolve;
    });
    const app = createApp({
      agent,
      settings: { urls: ["https://shop.test/"] },
      logger: quiet,
      keepAliveMs: 10,
    });
    const response = await app.request("/chat", sseRequest("Slow?"));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(": keep-alive\n\n");
    release();
    let rest = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(parseSse(rest).at(-1)?.event).toBe("done");
  });

  it("streams a real crawl of a local site, and a follow-up reuses its pages", async () => {
    const fixture = await site({
      "/": {
        body: html(
          "Trail Shop",
          '<p>Outdoor gear.</p><a href="/returns">Returns policy</a> <a href="/shipping">Shipping</a>',
        ),
      },
      "/returns": {
        body: html("Returns policy", "<p>You may return unused boots within 45 days of delivery.</p>"),
      },
      "/shipping": { body: html("Shipping", "<p>Parcels leave our warehouse within 2 business days.</p>") },
    });
    const app = createApp({
      runtimes: realRuntimes(fixture),
      settings: { urls: [`${fixture.url}/`] },
      logger: quiet,
    });
    const events = parseSse(
      await (await app.request("/chat", sseRequest("How many days do I have to return boots?"))).text(),
    );
    const names = events.map((event) => event.event);
    expect(names[0]).toBe("progress");
    expect(names.slice(-2)).toEqual(["sources", "done"]);
    const progress = events
      .filter((event) => event.event === "progress")
      .map((event) => event.data as { type: string; title?: string });
    expect(progress.map((event) => event.type)).toContain("decision-made");
    expect(progress.filter((event) => event.type === "page-fetched").map((event) => event.title)).toContain(
      "Returns policy",
    );
    const done = events.at(-1)?.data as AskResult;
    expect(done.answer).toMatch(/45 days/);
    // The final event carries the evidence: the passages the answer was drafted from.
    expect(done.evidence).toContainEqual({
      url: `${fixture.url}/returns`,
      title: "Returns policy",
      text: expect.stringContaining("within 45 days of delivery"),
    });
    const deltas = events
      .filter((event) => event.event === "answer-delta")
      .map((event) => (event.data as { text: string }).text);
    expect(deltas.join("")).toBe(done.answer);
    expect(events.at(-2)?.data).toEqual(done.sources);

    const before = fixture.requests.length;
    const followUp = await app.request("/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        question: "What about shipping: when do parcels leave the warehouse?",
        session: done.session,
      }),
    });
    const followUpResult = (await followUp.json()) as AskResult;
    expect(followUpResult.answer).toMatch(/2 business days/);
    expect(followUpResult.evidence.some((entry) => entry.text.includes("within 2 business days"))).toBe(true);
    const fetchedAgain = fixture.requests.slice(before).filter((path) => path === "/" || path === "/returns");
    expect(fetchedAgain).toEqual([]);
  });

  it("stops fetching when the client disconnects mid-stream (real server and agent)", async () => {
    const slowPaths = ["/slow-1", "/slow-2", "/slow-3", "/slow-4", "/slow-5", "/slow-6"];
    const closedEarly: string[] = [];
    const slow: FixtureRoute = (request, response) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          response.end(
            html(
              "Slow",
              `<p>Slow page ${request.url}.</p><a href="${request.url}-next">More slow things</a>`,
            ),
          );
          resolve();
        }, 4000);
        response.on("close", () => {
          if (!response.writableFinished) closedEarly.push(request.url ?? "");
          clearTimeout(timer);
          resolve();
        });
      });
    const routes: Record<string, FixtureRoute> = {
      "/": {
        body: html("Home", slowPaths.map((path) => `<a href="${path}">slow things ${path}</a>`).join(" ")),
      },
    };
    for (const path of slowPaths) routes[path] = slow;
    const fixture = await site(routes);
    const server = await startServer({
      runtimes: realRuntimes(fixture),
      port: 0,
      settings: { urls: [`${fixture.url}/`] },
      logger: quiet,
    });
    cleanups.push(() => server.close());

    const client = new AbortController();
    const response = await fetch(`${server.url}chat`, {
      ...sseRequest("Tell me about slow things"),
      signal: client.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes('"iteration":2')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended early: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
    await expect
      .poll(() => fixture.requests.filter((path) => path.startsWith("/slow")).length)
      .toBeGreaterThan(0);
    client.abort();
    // The in-flight slow requests are cancelled instead of being waited for, and nothing new is requested.
    await expect.poll(() => closedEarly.length, { timeout: 2000 }).toBeGreaterThan(0);
    const count = fixture.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fixture.requests.length).toBe(count);
    expect(fixture.requests.some((path) => path.includes("-next"))).toBe(false);
    expect((await fetch(`${server.url}health`)).status).toBe(200);
  });
});
