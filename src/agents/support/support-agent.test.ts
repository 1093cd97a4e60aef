import { describe, expect, it } from "vitest";
import { createFakePageFetcher } from "#test/helpers/fake-page-fetcher.js";
import type { ScoredPassage } from "../../knowledge/index.js";
import { openStores } from "../../runtime/open-stores.js";
import { openDatabase, type WebscoutDatabase } from "../../storage/index.js";
import { createOfflineReasoner } from "./offline/offline-reasoner.js";
import type { Reasoner } from "./reasoner.js";
import { createSupportAgent } from "./support-agent.js";
import type { SupportProgress } from "./support-progress.js";

const ORIGIN = "https://shop.test";

function page(title: string, body: string, links: Array<[string, string]> = []): string {
  const nav = links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("");
  return `<!doctype html><html><head><title>${title}</title></head><body>
    <nav><ul>${nav}</ul></nav>
    <main><article><h1>${title}</h1>${body}</article></main>
    <footer><p>© Shop Test</p></footer></body></html>`;
}

const SITE: Record<string, string> = {
  "/": page(
    "Shop Test",
    "<p>Welcome to Shop Test, the home of sturdy hiking boots and warm jackets for every season.</p>",
    [
      ["/help", "Help center"],
      ["/products", "Products"],
    ],
  ),
  "/help": page("Help center", "<p>Find answers about orders, delivery and more in our help center.</p>", [
    ["/help/returns", "Returns policy"],
    ["/help/shipping", "Shipping information"],
  ]),
  "/help/returns": page(
    "Returns policy",
    "<p>You can return unused items within 30 days of delivery for a full refund.</p><p>Refunds are issued to the original payment method within 5 business days.</p>",
    [["/help/returns/international", "International returns"]],
  ),
  "/help/returns/international": page(
    "International returns",
    "<p>International returns must be started within 45 days of delivery, and the customer pays international return shipping.</p>",
  ),
  "/help/shipping": page("Shipping information", "<p>Standard shipping takes 3 to 5 business days.</p>"),
  "/products": page("Products", "<p>Hiking boots, jackets and tents for outdoor adventures.</p>"),
};

/** Serves SITE in memory by path and counts requests, standing in for the real fetcher. */
function fakeFetcher(site: Record<string, string> = SITE) {
  const fetcher = createFakePageFetcher((url) => site[new URL(url).pathname]);
  return { fetcher, requests: fetcher.calls };
}

function agentFor(
  options: {
    db?: WebscoutDatabase;
    reasoner?: Reasoner;
    site?: Record<string, string>;
    /** Paths the site's sitemap lists. */
    sitemap?: string[];
  } = {},
) {
  const { fetcher, requests } = fakeFetcher(options.site);
  const db = options.db ?? openDatabase({ memory: true });
  const { sitemap } = options;
  const agent = createSupportAgent({
    stores: openStores({ db }),
    fetcher,
    reasoner: options.reasoner ?? createOfflineReasoner(),
    ...(sitemap ? { sitemapUrls: async (origin: string) => sitemap.map((path) => `${origin}${path}`) } : {}),
  });
  return { agent, requests, db };
}

describe("support agent (offline engine)", () => {
  it("explores from the start page to the page that answers, and cites it", async () => {
    const { agent } = agentFor();
    const events: SupportProgress[] = [];
    const result = await agent.ask({
      question: "What is your return policy?",
      startUrls: [`${ORIGIN}/`],
      onProgress: (event) => events.push(event),
    });
    expect(result.refused).toBe(false);
    expect(result.answer).toContain("30 days");
    expect(result.sources.map((source) => source.url)).toContain(`${ORIGIN}/help/returns`);
    expect(result.iterations).toBeGreaterThan(1);
    expect(events.some((event) => event.type === "decision-made" && event.decision === "explore")).toBe(true);
    expect(events.at(-1)?.type).toBe("answer-done");
  });

  it("answers a follow-up from known pages first and reads the history to interpret it", async () => {
    const { agent, requests } = agentFor();
    const first = await agent.ask({ question: "What is your return policy?", startUrls: [`${ORIGIN}/`] });
    const followUp = await agent.ask({
      question: "What about for international orders?",
      sessionId: first.session,
    });
    expect(followUp.answer).toContain("45 days");
    expect(followUp.sources.map((source) => source.url)).toContain(`${ORIGIN}/help/returns/international`);
    const again = requests.length;
    const repeat = await agent.ask({
      question: "When must international returns be started?",
      sessionId: first.session,
    });
    expect(repeat.answer).toContain("45 days");
    expect(requests.length).toBe(again);
    expect(repeat.visited).toEqual([]);
  });

  it("refuses a question the site does not cover, without crawling the whole site", async () => {
    const { agent, requests } = agentFor();
    const result = await agent.ask({
      question: "What's the weather in Paris tomorrow?",
      startUrls: [`${ORIGIN}/`],
    });
    expect(result.refused).toBe(true);
    expect(result.sources).toEqual([]);
    expect(result.answer).toMatch(/couldn't find/);
    expect(requests.length).toBeLessThanOrEqual(4);
  });

  it("returns as evidence exactly the passages the drafting step received, grouped per page", async () => {
    const offline = createOfflineReasoner();
    const drafted: ScoredPassage[][] = [];
    const recording: Reasoner = {
      name: "recording",
      decide: offline.decide,
      async draft(context, callbacks) {
        drafted.push(context.passages);
        return offline.draft(context, callbacks);
      },
    };
    const { agent } = agentFor({ reasoner: recording });
    const result = await agent.ask({ question: "What is your return policy?", startUrls: [`${ORIGIN}/`] });
    expect(drafted).toHaveLength(1);
    const given = drafted[0] as ScoredPassage[];
    expect(given.length).toBeGreaterThan(0);
    // Same passages, same texts; each page's passages together, pages in order of first appearance.
    const pageOrder = [...new Set(given.map((passage) => passage.pageIndex))];
    const grouped = pageOrder.flatMap((pageIndex) =>
      given.filter((passage) => passage.pageIndex === pageIndex),
    );
    expect(result.evidence).toEqual(
      grouped.map((passage) => ({ url: passage.url, title: passage.title, text: passage.text })),
    );
    expect(result.evidence).toContainEqual({
      url: `${ORIGIN}/help/returns`,
      title: "Returns policy",
      text: expect.stringContaining("within 30 days of delivery"),
    });
    for (const entry of result.evidence) expect(Object.keys(entry).sort()).toEqual(["text", "title", "url"]);
  });

  it("keeps the evidence it weighed when it refuses, and a follow-up gets its own", async () => {
    const offline = createOfflineReasoner();
    let refuse = true;
    const refuser: Reasoner = {
      name: "refuser",
      decide: offline.decide,
      async draft(context, callbacks) {
        if (!refuse) return offline.draft(context, callbacks);
        return { answer: "Not covered.", refused: true, citedPageIndices: [] };
      },
    };
    const { agent } = agentFor({ reasoner: refuser });
    const refused = await agent.ask({ question: "What is your return policy?", startUrls: [`${ORIGIN}/`] });
    expect(refused.refused).toBe(true);
    expect(refused.sources).toEqual([]);
    expect(refused.evidence.map((entry) => entry.url)).toContain(`${ORIGIN}/help/returns`);

    refuse = false;
    const followUp = await agent.ask({
      question: "How long does standard shipping take?",
      sessionId: refused.session,
    });
    expect(followUp.evidence.length).toBeGreaterThan(0);
    expect(followUp.evidence).not.toEqual(refused.evidence);
    // Evidence belongs to the live answer only: the stored turns do not carry it.
    const view = await agent.getSession(refused.session);
    expect(view?.history.every((turn) => !("evidence" in turn))).toBe(true);
  });

  it("is forced to answer at max_iterations and never fetches more than max_pages", async () => {
    const explorer: Reasoner = {
      name: "always-explore",
      async decide(context) {
        return {
          decision: "explore",
          reasoning: "more",
          selectedUrlIndices: context.frontier.map((link) => link.index),
        };
      },
      draft: createOfflineReasoner().draft,
    };
    const trap: Record<string, string> = {};
    for (let month = 0; month < 200; month++) {
      trap[month === 0 ? "/" : `/calendar/${month}`] = page(`Month ${month}`, "<p>Events calendar.</p>", [
        [`/calendar/${month + 1}`, "Next month"],
        [`/calendar/${month + 2}`, "Month after"],
      ]);
    }
    const byIterations = agentFor({ reasoner: explorer, site: trap });
    const events: SupportProgress[] = [];
    const capped = await byIterations.agent.ask({
      question: "Any events?",
      startUrls: [`${ORIGIN}/`],
      limits: { max_iterations: 3 },
      onProgress: (event) => events.push(event),
    });
    expect(capped.iterations).toBe(3);
    expect(events.find((event) => event.type === "decision-made" && event.forced)).toMatchObject({
      forced: expect.stringContaining("max_iterations"),
    });

    const byPages = agentFor({ reasoner: explorer, site: trap });
    await byPages.agent.ask({
      question: "Any events?",
      startUrls: [`${ORIGIN}/`],
      limits: { max_pages: 4, max_iterations: 50 },
    });
    expect(byPages.requests.length).toBe(4);
  });

  it("drops picks that are not real unvisited links and answers instead", async () => {
    const liar: Reasoner = {
      name: "liar",
      async decide() {
        return { decision: "explore", reasoning: "made up", selectedUrlIndices: [0, 999, -1] };
      },
      draft: createOfflineReasoner().draft,
    };
    const { agent, requests } = agentFor({ reasoner: liar });
    const result = await agent.ask({ question: "What is your return policy?", startUrls: [`${ORIGIN}/`] });
    expect(requests).toEqual([`${ORIGIN}/`]);
    expect(result.iterations).toBe(1);
  });

  it("rejects a new session without start URLs and an invalid start URL", async () => {
    const { agent } = agentFor();
    await expect(agent.ask({ question: "Hi?" })).rejects.toThrow(/needs at least one start URL/);
    await expect(agent.ask({ question: "Hi?", startUrls: ["not a url"] })).rejects.toThrow(
      /invalid start URL/,
    );
  });

  it("starts a new session or an unknown id on newSession's defaults, and a follow-up on its own settings", async () => {
    const { agent, requests } = agentFor();
    const defaults = {
      startUrls: [`${ORIGIN}/help`],
      instruction: "Answer briefly.",
      noStartUrls: () => new Error("nothing configured"),
    };
    const first = await agent.ask({ question: "What is your return policy?", newSession: defaults });
    expect(requests[0]).toBe(`${ORIGIN}/help`);
    expect((await agent.getSession(first.session))?.settings).toMatchObject({
      startUrls: [`${ORIGIN}/help`],
      allowedDomains: ["shop.test"],
      instruction: "Answer briefly.",
    });
    // A follow-up keeps what its session started with, whatever the defaults are now.
    await agent.ask({
      question: "And for international orders?",
      sessionId: first.session,
      newSession: {
        startUrls: [],
        instruction: "Be rude.",
        noStartUrls: () => new Error("nothing configured"),
      },
    });
    expect((await agent.getSession(first.session))?.settings.instruction).toBe("Answer briefly.");
    expect((await agent.getSession(first.session))?.history).toHaveLength(2);
    // An id no session has is new: it takes the defaults too; without any start URL, the caller's error.
    const named = await agent.ask({ question: "Shipping?", sessionId: "my-own-id", newSession: defaults });
    expect(named.session).toBe("my-own-id");
    expect((await agent.getSession("my-own-id"))?.settings.startUrls).toEqual([`${ORIGIN}/help`]);
    await expect(
      agent.ask({ question: "Hi?", sessionId: "other-id", newSession: { ...defaults, startUrls: [] } }),
    ).rejects.toThrow("nothing configured");
    // The question's own start URLs win over the defaults; the default instruction still applies to it.
    const own = await agent.ask({ question: "Shipping?", startUrls: [`${ORIGIN}/`], newSession: defaults });
    expect((await agent.getSession(own.session))?.settings).toMatchObject({
      startUrls: [`${ORIGIN}/`],
      instruction: "Answer briefly.",
    });
  });

  it("fails with a clear message when no start page can be read", async () => {
    const { agent } = agentFor({ site: {} });
    await expect(agent.ask({ question: "Returns?", startUrls: [`${ORIGIN}/`] })).rejects.toThrow(
      /none of the start pages could be read.*HTTP 404/,
    );
  });

  it("keeps sessions in the database: history and pages survive a new agent on the same db", async () => {
    const db = openDatabase({ memory: true });
    const first = agentFor({ db });
    const answer = await first.agent.ask({
      question: "What is your return policy?",
      startUrls: [`${ORIGIN}/`],
    });
    const second = agentFor({ db });
    const view = await second.agent.getSession(answer.session);
    expect(view?.history.map((turn) => turn.question)).toEqual(["What is your return policy?"]);
    expect(view?.history[0]?.sources).toContainEqual({
      url: `${ORIGIN}/help/returns`,
      title: "Returns policy",
    });
    expect(view?.pages.map((entry) => entry.url)).toContain(`${ORIGIN}/help/returns`);
    const followUp = await second.agent.ask({
      question: "What about for international orders?",
      sessionId: answer.session,
    });
    expect(followUp.answer).toContain("45 days");
    expect(await second.agent.deleteSession(answer.session)).toBe(true);
    expect(await second.agent.getSession(answer.session)).toBeUndefined();
  });

  describe("reaching the page that answers", () => {
    it("reads the page a hub's one-line description links to instead of answering from the description", async () => {
      // A category list: one-word links, each followed by a one-line description.
      const topics: Array<[string, string]> = [
        ["Returns", "returning worn or unworn gear for a refund."],
        ["Shipping", "delivery times and costs."],
        ["Sizing", "finding the right harness size."],
        ["Warranty", "what our warranty covers."],
      ];
      const hub: Record<string, string> = {
        "/": page("Peak Supply", "<p>Climbing gear and advice since 1998.</p>", [["/help", "Help"]]),
        "/help": page(
          "Help center",
          `<ul>${topics
            .map(([name, blurb]) => `<li><a href="/help/${name.toLowerCase()}">${name}</a>: ${blurb}</li>`)
            .join("")}</ul>`,
        ),
        "/help/returns": page(
          "Returns",
          "<p>Worn gear can be returned within 60 days for store credit; unworn gear gets a full refund.</p>",
        ),
        "/help/shipping": page("Shipping", "<p>Orders ship in 2 business days.</p>"),
        "/help/sizing": page("Sizing", "<p>Harnesses come in four sizes.</p>"),
        "/help/warranty": page("Warranty", "<p>Ropes carry a 1-year warranty.</p>"),
      };
      const { agent } = agentFor({ site: hub });
      const result = await agent.ask({ question: "Can I return worn gear?", startUrls: [`${ORIGIN}/help`] });
      expect(result.visited).toContain(`${ORIGIN}/help/returns`);
      expect(result.answer).toContain("60 days");
      expect(result.sources.map((source) => source.url)).toContain(`${ORIGIN}/help/returns`);
    });

    // Docs whose reference pages only the sitemap lists, behind 60 guides: the iteration budget cannot read all.
    const guides = Array.from({ length: 60 }, (_, number) => `/docs/guide-${number + 1}`);
    const DOCS: Record<string, string> = {
      "/": page(
        "Fastpack",
        "<p>Fastpack installs packages from a registry and can dedupe peers to save disk space.</p>",
        [
          ["/docs/guide-1", "Guide 1"],
          ["/docs/guide-2", "Guide 2"],
        ],
      ),
      "/docs/settings": page(
        "Settings",
        "<p>registry: the base URL of the package registry. Default: https://registry.example.org/. Configure it in fastpack.toml.</p>",
      ),
      "/docs/changelog": page(
        "Changelog",
        "<p>Version 9.4.0 added the dedupe-peers setting.</p><p>Version 9.3.0 made installs faster.</p>",
      ),
      ...Object.fromEntries(
        guides.map((path, number) => [
          path,
          page(`Guide ${number + 1}`, `<p>Guide ${number + 1} walks through a project.</p>`),
        ]),
      ),
    };
    const sitemap = [...guides, "/docs/settings", "/docs/changelog"];

    it("picks the changelog listed only in the sitemap for a version question, within the budget", async () => {
      const { agent } = agentFor({ site: DOCS, sitemap });
      const result = await agent.ask({
        question: "Which version added dedupe-peers?",
        startUrls: [`${ORIGIN}/`],
        limits: { max_iterations: 3 },
      });
      expect(result.visited).toContain(`${ORIGIN}/docs/changelog`);
      expect(result.answer).toContain("9.4.0");
    });

    it("picks the settings reference listed only in the sitemap for a configuration question", async () => {
      const { agent } = agentFor({ site: DOCS, sitemap });
      const result = await agent.ask({
        question: "How do I configure the registry?",
        startUrls: [`${ORIGIN}/`],
        limits: { max_iterations: 3 },
      });
      expect(result.visited).toContain(`${ORIGIN}/docs/settings`);
      expect(result.sources.map((source) => source.url)).toContain(`${ORIGIN}/docs/settings`);
    });

    it("fetches a new page for a follow-up the last turn's pages do not cover", async () => {
      const shop: Record<string, string> = {
        ...SITE,
        "/help/returns": page(
          "Returns policy",
          "<p>You can return unused items within 30 days of delivery for a full refund.</p>",
          [["/help/returns/sale-items", "Sale items"]],
        ),
        "/help/returns/sale-items": page(
          "Sale items",
          "<p>Sale items can be returned within 14 days, for store credit only.</p>",
        ),
      };
      const { agent, requests } = agentFor({ site: shop });
      const first = await agent.ask({ question: "What is your return policy?", startUrls: [`${ORIGIN}/`] });
      expect(first.visited).not.toContain(`${ORIGIN}/help/returns/sale-items`);
      const before = requests.length;
      const followUp = await agent.ask({ question: "What about sale items?", sessionId: first.session });
      expect(requests.slice(before)).toContain(`${ORIGIN}/help/returns/sale-items`);
      expect(followUp.answer).toContain("14 days");
    });
  });
});
