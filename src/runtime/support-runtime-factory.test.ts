// The server's agents (serve, mcp) share one page store: an agent built without the private-network opt-in does not
// answer from a loopback page an agent with it stored.
import { afterEach, describe, expect, it } from "vitest";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { createOfflineReasoner } from "../agents/support/offline/offline-reasoner.js";
import { loadConfig } from "../config/index.js";
import { openDatabase } from "../storage/index.js";
import { NO_DEMO } from "./demo-access.js";
import { openStores } from "./open-stores.js";
import { createSupportRuntimeFactory } from "./support-runtime-factory.js";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const RETURNS = `<!doctype html><html><head><title>Returns policy</title></head><body><main><h1>Returns policy</h1>
  <p>You can return any unused kettle within 30 days of delivery for a full refund.</p></main></body></html>`;

describe("support runtimes over a shared page store", () => {
  it("one without --allow-private-network refuses the loopback page one with it stored", async () => {
    const site = await startFixtureServer({
      "/": { headers: { "content-type": "text/html" }, body: RETURNS },
    });
    cleanups.push(() => site.close());
    const db = openDatabase({ memory: true });
    cleanups.push(() => db.close());
    const stores = openStores({ db });
    const runtime = async (allowPrivateNetwork: boolean) => {
      const config = loadConfig({ env: {}, flags: { allowPrivateNetwork }, readConfigFile: () => undefined });
      const factory = createSupportRuntimeFactory({
        config,
        stores,
        reasoner: createOfflineReasoner(),
        demo: NO_DEMO,
      });
      const built = await factory({ allowedDomains: [`127.0.0.1:${site.port}`] });
      cleanups.push(() => built.close());
      return built.agent;
    };
    const start = `${site.url}/`;
    const question = "How many days do I have to return a kettle?";
    const first = await (await runtime(true)).ask({ question, startUrls: [start] });
    expect(first.sources.map((source) => source.url)).toContain(start);
    await site.close();

    await expect((await runtime(false)).ask({ question, startUrls: [start] })).rejects.toThrow(
      "127.0.0.1 is a loopback address; pass --allow-private-network to allow it",
    );
    const again = await (await runtime(true)).ask({ question, startUrls: [start] });
    expect(again.sources.map((source) => source.url)).toContain(start);
  });
});
