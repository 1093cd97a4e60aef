// A start page that failed once must not fail every later question (issue 14, item 1): a 503 or a visitor who
// disconnects mid-fetch is soon forgotten, across sessions and restarts; a 404 is remembered for a while, to be polite.
import { mkdtempSync, rmSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureRoute, startFixtureServer } from "#test/helpers/fixture-server.js";
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import { createSupportAgent } from "../../src/agents/support/support-agent.js";
import { openStores, type Stores } from "../../src/runtime/open-stores.js";
import { createFetcher } from "../../src/web/create-fetcher.js";

const HOME = `<!doctype html><html><head><title>Kettle &amp; Co. help</title></head><body><main><article>
  <h1>Shipping</h1><p>Standard shipping takes three to five working days and costs 4.90 euros per order.</p>
  </article></main></body></html>`;

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

/** A site whose start page answers as `home` says, and an agent (new stores, new fetcher) over a given data dir. */
async function setUp(home: FixtureRoute) {
  const site = await startFixtureServer({ "/": home });
  cleanup.push(() => site.close());
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-failed-start-"));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const clock = { now: 1_000_000 };
  /** A fresh process: its own fetcher (no robots or host caches) and stores over the same data dir. */
  const start = () => {
    const fetcher = createFetcher({
      allowPrivateNetwork: true,
      allowedDomains: [new URL(site.url).host],
      retryBaseDelayMs: 1,
      timeoutMs: 5_000,
    });
    const stores: Stores = openStores({ dataDir, now: () => clock.now });
    cleanup.push(
      () => fetcher.close(),
      () => stores.close(),
    );
    const agent = createSupportAgent({
      stores,
      fetcher,
      reasoner: createOfflineReasoner(),
      now: () => clock.now,
    });
    const ask = (signal?: AbortSignal) =>
      agent.ask({ question: "How long does shipping take?", startUrls: [`${site.url}/`], signal });
    return { ask, stores };
  };
  const homeRequests = () => site.requests.filter((path) => path === "/").length;
  return { site, clock, start, homeRequests };
}

const html = (response: ServerResponse): void => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(HOME);
};

describe("a failed start page", () => {
  it("is fetched again by the next question after a 503, and the answer comes", async () => {
    let down = true;
    const { clock, start, homeRequests } = await setUp((_request, response) => {
      if (down) response.writeHead(503, { "content-type": "text/plain" }).end("maintenance");
      else html(response);
    });
    const { ask } = start();
    await expect(ask()).rejects.toMatchObject({ code: "start-unreachable" });
    const afterOutage = homeRequests();
    expect(afterOutage).toBeGreaterThan(0);
    down = false;
    clock.now += 31_000;
    const result = await ask();
    expect(result.answer).toMatch(/three to five working days/);
    expect(homeRequests()).toBe(afterOutage + 1);
  });

  it("is fetched again after a restart over the same data dir", async () => {
    let down = true;
    const { clock, start, homeRequests } = await setUp((_request, response) => {
      if (down) response.writeHead(503, { "content-type": "text/plain" }).end("maintenance");
      else html(response);
    });
    const first = start();
    await expect(first.ask()).rejects.toMatchObject({ code: "start-unreachable" });
    await first.stores.close();
    down = false;
    clock.now += 31_000;
    const afterOutage = homeRequests();
    const result = await start().ask();
    expect(result.answer).toMatch(/three to five working days/);
    expect(homeRequests()).toBe(afterOutage + 1);
  });

  it("leaves nothing behind when the question is aborted mid-fetch", async () => {
    let slow = true;
    let arrived: () => void = () => {};
    const requested = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const { start, homeRequests } = await setUp((_request, response) => {
      if (!slow) {
        html(response);
        return;
      }
      arrived();
      setTimeout(() => html(response), 2_000).unref();
    });
    const { ask } = start();
    const controller = new AbortController();
    const aborted = ask(controller.signal);
    await requested;
    controller.abort(new Error("the visitor left"));
    await expect(aborted).rejects.toBeDefined();
    slow = false;
    // No clock change: even the short reuse of a failure must not apply, because no failure was stored.
    const result = await ask();
    expect(result.answer).toMatch(/three to five working days/);
    expect(homeRequests()).toBe(2);
  });

  it("on a port nothing listens on, says to check the host and port, not to pass a flag already given", async () => {
    const { site, start } = await setUp({ status: 200, body: HOME });
    await site.close();
    const failure = await start()
      .ask()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({
      code: "start-unreachable",
      message: expect.stringContaining("ECONNREFUSED"),
    });
    expect((failure as { hint?: string }).hint).toMatch(
      /^nothing accepted the connection: check the host and port/,
    );
    expect((failure as { hint?: string }).hint).not.toContain("--allow-private-network");
  });

  it("answering 404 is not asked again within ten minutes, and is after", async () => {
    const { clock, start, homeRequests } = await setUp({ status: 404, body: "gone" });
    const { ask } = start();
    await expect(ask()).rejects.toMatchObject({ code: "start-unreachable" });
    expect(homeRequests()).toBe(1);
    clock.now += 5 * 60_000;
    await expect(ask()).rejects.toMatchObject({ code: "start-unreachable" });
    expect(homeRequests()).toBe(1);
    clock.now += 6 * 60_000;
    await expect(ask()).rejects.toMatchObject({ code: "start-unreachable" });
    expect(homeRequests()).toBe(2);
  });
});
