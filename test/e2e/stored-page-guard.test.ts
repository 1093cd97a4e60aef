// Stored pages pass the address guard under the CURRENT settings: a loopback page stored by a run with
// --allow-private-network is not used by a run without it (new session or follow-up), and still is with it.
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import { createSupportAgent } from "../../src/agents/support/support-agent.js";
import type { SupportProgress } from "../../src/agents/support/support-progress.js";
import { openStores } from "../../src/runtime/open-stores.js";
import { openDatabase, type WebscoutDatabase } from "../../src/storage/index.js";
import { createFetcher } from "../../src/web/create-fetcher.js";

const RETURNS = `<!doctype html><html><head><title>Returns policy</title></head><body><main><article>
  <h1>Returns policy</h1>
  <p>You can return any unused kettle within 30 days of delivery for a full refund.</p>
  <p>Refunds reach your card within five working days after the kettle arrives at our warehouse.</p>
  </article></main></body></html>`;

const open: Array<{ close(): unknown }> = [];

afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

/** An agent over `db` whose fetcher allows private addresses or not; its progress events. */
function agentOn(db: WebscoutDatabase, host: string, allowPrivateNetwork: boolean) {
  const fetcher = createFetcher({ allowPrivateNetwork, allowedDomains: [host], respectRobots: false });
  open.push(fetcher);
  const agent = createSupportAgent({
    stores: openStores({ db }),
    fetcher,
    reasoner: createOfflineReasoner(),
  });
  const events: SupportProgress[] = [];
  return { agent, events, onProgress: (event: SupportProgress) => events.push(event) };
}

async function storedLoopbackPage(): Promise<{ db: WebscoutDatabase; site: FixtureServer; host: string }> {
  const site = await startFixtureServer({ "/": { headers: { "content-type": "text/html" }, body: RETURNS } });
  const db = openDatabase({ memory: true });
  open.push(db);
  return { db, site, host: new URL(site.url).host };
}

const QUESTION = "How many days do I have to return a kettle?";
const REFUSAL = "127.0.0.1 is a loopback address; pass --allow-private-network to allow it";

describe("stored pages and the address guard", () => {
  it("a new session without the opt-in refuses a loopback page stored with it; with the opt-in it is reused", async () => {
    const { db, site, host } = await storedLoopbackPage();
    const start = `${site.url}/`;
    const first = agentOn(db, host, true);
    const stored = await first.agent.ask({
      question: QUESTION,
      startUrls: [start],
      onProgress: first.onProgress,
    });
    expect(stored.sources.map((source) => source.url)).toContain(start);
    // From here on, the page can only come from the store.
    await site.close();

    const without = agentOn(db, host, false);
    await expect(
      without.agent.ask({ question: QUESTION, startUrls: [start], onProgress: without.onProgress }),
    ).rejects.toThrow(REFUSAL);
    expect(without.events).toContainEqual({ type: "page-blocked", url: start, reason: REFUSAL });
    expect(without.events.some((event) => event.type === "page-fetched")).toBe(false);

    const again = agentOn(db, host, true);
    const reused = await again.agent.ask({
      question: QUESTION,
      startUrls: [start],
      onProgress: again.onProgress,
    });
    expect(reused.sources.map((source) => source.url)).toContain(start);
    expect(again.events).toContainEqual(
      expect.objectContaining({ type: "page-fetched", url: start, cached: true }),
    );
  });

  it("a follow-up without the opt-in does not read the pages its session stored with it", async () => {
    const { db, site, host } = await storedLoopbackPage();
    const start = `${site.url}/`;
    const first = agentOn(db, host, true);
    const begun = await first.agent.ask({ question: QUESTION, startUrls: [start] });
    expect(begun.evidence.some((entry) => entry.url === start)).toBe(true);
    await site.close();

    const without = agentOn(db, host, false);
    const followUp = await without.agent.ask({
      question: "And how long does the refund take?",
      sessionId: begun.session,
    });
    expect(followUp.evidence.some((entry) => entry.url === start)).toBe(false);
    expect(followUp.sources.some((source) => source.url === start)).toBe(false);

    const again = agentOn(db, host, true);
    const allowed = await again.agent.ask({
      question: "And how long does the refund take?",
      sessionId: begun.session,
    });
    expect(allowed.evidence.some((entry) => entry.url === start)).toBe(true);
  });
});
