// The support agent over the real web layer (undici fetcher, robots.txt, sitemaps) against local fixture sites:
// robots-disallowed pages are never requested, a URL trap stays within max_pages, dead links don't fail a run.
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureRoute, type FixtureServer, startFixtureServer } from "#test/helpers/fixture-server.js";
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import type { Reasoner } from "../../src/agents/support/reasoner.js";
import { type AskOptions, createSupportAgent } from "../../src/agents/support/support-agent.js";
import type { SupportProgress } from "../../src/agents/support/support-progress.js";
import { openStores } from "../../src/runtime/open-stores.js";
import { openDatabase } from "../../src/storage/index.js";
import { createFetcher, type Fetcher } from "../../src/web/create-fetcher.js";
import { discoverSitemapUrls } from "../../src/web/sitemaps.js";

const page = (title: string, body: string, nav: Array<[string, string]> = []) =>
  `<!doctype html><html><head><title>${title}</title></head><body>
  <header><nav><ul>${nav.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("")}</ul></nav></header>
  <main><article><h1>${title}</h1>${body}</article></main>
  <footer><p>© Kettle &amp; Co. All rights reserved.</p></footer></body></html>`;

const NOT_PAGES = new Set(["/robots.txt", "/sitemap.xml"]);

const open: Array<{ close(): unknown }> = [];

afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

/** A site, the real guarded fetcher limited to it, and an agent over an in-memory database. */
async function setUp(routes: (origin: () => string) => Record<string, FixtureRoute>, reasoner?: Reasoner) {
  let origin = "";
  const site: FixtureServer = await startFixtureServer(routes(() => origin));
  origin = site.url;
  open.push(site);
  const fetcher: Fetcher = createFetcher({
    allowPrivateNetwork: true,
    allowedDomains: [new URL(site.url).host],
    retryBaseDelayMs: 5,
    timeoutMs: 5_000,
  });
  open.push(fetcher);
  const db = openDatabase({ memory: true });
  open.push(db);
  const agent = createSupportAgent({
    stores: openStores({ db }),
    fetcher,
    reasoner: reasoner ?? createOfflineReasoner(),
    sitemapUrls: async (siteOrigin, signal) =>
      (
        await discoverSitemapUrls({ http: fetcher.http, robots: fetcher.robots, origin: siteOrigin, signal })
      ).map((entry) => entry.url),
  });
  const events: SupportProgress[] = [];
  const ask = (question: string, options: Partial<AskOptions> = {}) =>
    agent.ask({
      question,
      startUrls: [`${site.url}/`],
      onProgress: (event) => events.push(event),
      ...options,
    });
  const pageRequests = () => site.requests.filter((path) => !NOT_PAGES.has(path.split("?")[0] as string));
  return { site, ask, events, pageRequests };
}

describe("support agent over the real web layer", () => {
  it("never requests a robots-disallowed page, even when it is linked first, in the sitemap, and asked about", async () => {
    const { site, ask, events } = await setUp((origin) => ({
      "/robots.txt": {
        headers: { "content-type": "text/plain" },
        body: `User-agent: *\nDisallow: /private/\nSitemap: ${origin()}/sitemap.xml\n`,
      },
      "/sitemap.xml": {
        headers: { "content-type": "application/xml" },
        body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <url><loc>${origin()}/private/warranty-claims</loc></url>
          <url><loc>${origin()}/help</loc></url></urlset>`,
      },
      "/": {
        body: page(
          "Kettle & Co.",
          `<p><a href="/private/warranty-claims">Warranty claims: how to make a warranty claim</a></p>
           <p>We make stovetop kettles and teapots in Sheffield and ship them across Europe.</p>`,
          [
            ["/private/warranty-claims", "Warranty claims"],
            ["/help", "Help center"],
          ],
        ),
      },
      "/help": {
        body: page(
          "Help center",
          "<p>Questions about orders and delivery? Write to our team and we reply within two days.</p>",
        ),
      },
      "/private/warranty-claims": {
        body: page(
          "Warranty claims",
          "<p>To make a warranty claim, send the serial number to PRIVATE-DESK.</p>",
        ),
      },
    }));

    const result = await ask("How do I make a warranty claim?");

    expect(
      site.requests.some((path) => path.startsWith("/private/")),
      site.requests.join(" "),
    ).toBe(false);
    // The agent did pick it (so robots.txt, not luck, kept it out), and the run still ended with an answer.
    const blocked = events.find(
      (event) => event.type === "page-blocked" && event.url.endsWith("/private/warranty-claims"),
    );
    expect(blocked, JSON.stringify(events)).toBeDefined();
    expect(site.requests).toContain("/robots.txt");
    expect(result.answer).not.toContain("PRIVATE-DESK");
  });

  it("bounds a URL trap (/calendar?month=N links to N+1 forever) by max_pages", async () => {
    // A reasoner that explores every link it is offered: only the hard bound can stop it.
    const offline = createOfflineReasoner();
    const exploreEverything: Reasoner = {
      name: "explore-everything",
      async decide(context) {
        return {
          decision: "explore",
          reasoning: "more pages",
          selectedUrlIndices: context.frontier.map((link) => link.index),
        };
      },
      draft: (context, callbacks) => offline.draft(context, callbacks),
    };
    const { ask, events, pageRequests } = await setUp(
      () => ({
        "/robots.txt": { headers: { "content-type": "text/plain" }, body: "User-agent: *\nAllow: /\n" },
        "/": {
          body: page("Harbour events", "<p>Everything happening at the harbour, month by month.</p>", [
            ["/calendar?month=1", "Event calendar"],
          ]),
        },
        "/calendar": (request, response) => {
          const month = Number(new URL(request.url ?? "/", "http://x").searchParams.get("month") ?? 1);
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          response.end(
            page(
              `Calendar, month ${month}`,
              `<p>Harbour events in month ${month}: boat tours and markets.</p>`,
              [
                [`/calendar?month=${month + 1}`, "Next month"],
                [`/calendar?month=${month + 2}`, "In two months"],
              ],
            ),
          );
        },
      }),
      exploreEverything,
    );
    const maxPages = 7;

    const result = await ask("When is the harbour regatta?", {
      limits: { max_pages: maxPages, max_iterations: 40, max_urls_per_iteration: 3 },
    });

    const requests = pageRequests();
    expect(requests.length, requests.join(" ")).toBeLessThanOrEqual(maxPages);
    // It did walk into the trap, and stopped because of max_pages, not the iteration cap.
    expect(requests.filter((path) => path.startsWith("/calendar")).length).toBeGreaterThanOrEqual(
      maxPages - 1,
    );
    expect(result.visited.length).toBeLessThanOrEqual(maxPages);
    expect(result.iterations).toBeLessThan(40);
    const last = events.filter((event) => event.type === "decision-made").at(-1);
    expect(last).toMatchObject({ decision: "answer", forced: expect.stringContaining("max_pages") });
  });

  it("keeps going past dead links (500 and 404) and answers from the page that works", async () => {
    const { site, ask, events } = await setUp(() => ({
      "/robots.txt": { headers: { "content-type": "text/plain" }, body: "User-agent: *\nAllow: /\n" },
      "/": {
        body: page("Kettle & Co.", "<p>Stovetop kettles and teapots, made in Sheffield.</p>", [
          ["/shipping-rates-old", "Shipping rates"],
          ["/shipping-times", "Shipping times"],
          ["/shipping-policy", "Shipping policy"],
        ]),
      },
      "/shipping-rates-old": { status: 500, headers: { "content-type": "text/html" }, body: "boom" },
      "/shipping-policy": {
        body: page(
          "Shipping policy",
          "<p>Standard shipping takes 3 to 5 business days within the UK. Express shipping arrives the next day.</p>",
        ),
      },
    }));

    const result = await ask("How long does shipping take?");

    // Both dead links were really tried …
    expect(site.requests).toContain("/shipping-rates-old");
    expect(site.requests).toContain("/shipping-times");
    const failed = events.filter((event) => event.type === "page-failed").map((event) => event.url);
    expect(failed).toEqual(
      expect.arrayContaining([`${site.url}/shipping-rates-old`, `${site.url}/shipping-times`]),
    );
    // … and the run still answered from the page that works.
    expect(result.refused, JSON.stringify({ result, requests: site.requests })).toBe(false);
    expect(result.answer).toContain("3 to 5 business days");
    expect(result.sources.map((source) => source.url)).toContain(`${site.url}/shipping-policy`);
  });
});
