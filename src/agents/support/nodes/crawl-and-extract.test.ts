import { describe, expect, it } from "vitest";
import { createFakePageFetcher } from "#test/helpers/fake-page-fetcher.js";
import type { ScoredPassage } from "../../../knowledge/index.js";
import { openStores } from "../../../runtime/open-stores.js";
import { createOfflineReasoner } from "../offline/offline-reasoner.js";
import type { FrontierLink, Reasoner } from "../reasoner.js";
import { createSupportAgent } from "../support-agent.js";

const ORIGIN = "https://shop.test";

const html = (title: string, links: Array<[string, string]>) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>
  <p>Welcome to our shop, where we sell sturdy gear for every trail and season.</p>
  <ul>${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("")}</ul></main></body></html>`;

const fetcher = createFakePageFetcher((url) =>
  new URL(url).pathname === "/"
    ? html("Home", [
        ["/help/shipping", "Details"],
        ["/help/returns", "Returns"],
      ])
    : html("Help", []),
);

/** A reasoner that answers at once, handing each decision's frontier to `onFrontier`. */
const frontierRecorder = (onFrontier: (frontier: FrontierLink[]) => void): Reasoner => ({
  name: "recorder",
  async decide(context) {
    onFrontier(context.frontier);
    return { decision: "answer", reasoning: "seen", usefulVisitedIndices: [] };
  },
  draft: createOfflineReasoner().draft,
});

describe("crawl_and_extract link texts", () => {
  it("replaces words made from a sitemap URL with the page's real link text", async () => {
    let frontier: FrontierLink[] = [];
    const recorder = frontierRecorder((seen) => {
      frontier = seen;
    });
    const agent = createSupportAgent({
      stores: openStores({ memory: true }),
      fetcher,
      reasoner: recorder,
      sitemapUrls: async () => [`${ORIGIN}/help/shipping`, `${ORIGIN}/help/privacy-policy`],
    });
    await agent.ask({ question: "What does shipping cost?", startUrls: [`${ORIGIN}/`] });
    const anchorOf = (path: string) => frontier.find((link) => link.url === `${ORIGIN}${path}`)?.anchor;
    expect(anchorOf("/help/shipping")).toBe("Details");
    // A page only the sitemap names keeps the words of its URL.
    expect(anchorOf("/help/privacy-policy")).toBe("help privacy policy");
    expect(anchorOf("/help/returns")).toBe("Returns");
  });

  it("keeps the distinct link texts that different pages give one URL", async () => {
    const twoPages = createFakePageFetcher((url) =>
      html(
        "Page",
        new URL(url).pathname === "/"
          ? [["/help/shipping", "Details"]]
          : [
              ["/help/shipping", "Shipping rates and delivery times"],
              ["/", "details"],
            ],
      ),
    );
    let frontier: FrontierLink[] = [];
    const agent = createSupportAgent({
      stores: openStores({ memory: true }),
      fetcher: twoPages,
      reasoner: frontierRecorder((seen) => {
        frontier = seen;
      }),
    });
    await agent.ask({ question: "What does shipping cost?", startUrls: [`${ORIGIN}/`, `${ORIGIN}/help`] });
    expect(frontier.find((link) => link.url === `${ORIGIN}/help/shipping`)?.anchor).toBe(
      "Details · Shipping rates and delivery times",
    );
  });
});

describe("crawl_and_extract discovery order", () => {
  it("finds links in the order pages were queued, whether a page was fetched or reused from the page store", async () => {
    const pages = createFakePageFetcher((url) => {
      const path = new URL(url).pathname;
      if (path === "/a") return html("Page A", [["/from-a", "Topic"]]);
      if (path === "/b") return html("Page B", [["/from-b", "Topic"]]);
      return html("Other", []);
    });
    const frontiers: FrontierLink[][] = [];
    const agent = createSupportAgent({
      stores: openStores({ memory: true }),
      fetcher: pages,
      reasoner: frontierRecorder((seen) => {
        frontiers.push(seen);
      }),
    });
    // An earlier visitor read /b: it is in the page store when the next visitor's session reads /a and /b.
    await agent.ask({ question: "Which topic?", startUrls: [`${ORIGIN}/b`] });
    await agent.ask({ question: "Which topic?", startUrls: [`${ORIGIN}/a`, `${ORIGIN}/b`] });
    // Both links score alike and one page links to each: the earlier discovered comes first.
    expect(frontiers.at(-1)?.map((link) => new URL(link.url).pathname)).toEqual(["/from-a", "/from-b"]);
  });
});

describe("crawl_and_extract sitemap URLs", () => {
  it("takes the start page's language first from a sitemap listing every translation", async () => {
    const pages = createFakePageFetcher(() => html("页面", []));
    let frontier: FrontierLink[] = [];
    const agent = createSupportAgent({
      stores: openStores({ memory: true }),
      fetcher: pages,
      reasoner: frontierRecorder((seen) => {
        frontier = seen;
      }),
      // More English pages than the frontier takes from one sitemap, then the Chinese ones.
      sitemapUrls: async () => [
        ...Array.from({ length: 250 }, (_, page) => `${ORIGIN}/en/help/page-${page}`),
        `${ORIGIN}/zh/policy/rules-of-use`,
      ],
    });
    await agent.ask({ question: "要满多少岁？", startUrls: [`${ORIGIN}/zh/help`] });
    expect(frontier.map((link) => new URL(link.url).pathname)).toContain("/zh/policy/rules-of-use");
  });
});

describe("crawl_and_extract page text", () => {
  it("indexes the page's headings as headings, even one that ends like a sentence", async () => {
    const heading = "I lost my phone, and now I can't use face unlock to sign in.";
    const faq = createFakePageFetcher(
      () =>
        `<!doctype html><html><head><title>Face unlock</title></head><body><main><h1>Face unlock FAQ</h1>
        <h3>${heading}</h3><p>Face unlock only works on the device you set it up with, unless you turn on cloud sync.</p>
        </main></body></html>`,
    );
    let passages: ScoredPassage[] = [];
    const recorder: Reasoner = {
      name: "recorder",
      async decide() {
        return { decision: "answer", reasoning: "seen", usefulVisitedIndices: [] };
      },
      async draft(context, callbacks) {
        passages = context.passages;
        return createOfflineReasoner().draft(context, callbacks);
      },
    };
    const agent = createSupportAgent({
      stores: openStores({ memory: true }),
      fetcher: faq,
      reasoner: recorder,
    });
    await agent.ask({
      question: "My face unlock stopped working on my new phone",
      startUrls: [`${ORIGIN}/faq`],
    });
    expect(passages.flatMap((passage) => passage.headings ?? [])).toContain(heading);
  });
});
