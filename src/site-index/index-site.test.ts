import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type FixtureRoute, startFixtureServer } from "#test/helpers/fixture-server.js";
import { createOfflineReasoner } from "../agents/support/offline/offline-reasoner.js";
import { createSupportAgent } from "../agents/support/support-agent.js";
import { openStores } from "../runtime/open-stores.js";
import { openDatabase } from "../storage/index.js";
import { createFetcher } from "../web/index.js";
import { type IndexedPage, indexSite } from "./index-site.js";

const open: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const resource of open.splice(0).reverse()) await resource.close();
});

/** A help center whose pages carry ETags and answer If-None-Match with 304; `bodies` can change between runs. */
async function startSite() {
  const bodies: Record<string, string> = {
    "/": "Kettle help center. Start here.",
    "/shipping": "We ship to Canada and the United States within 5 working days.",
    "/returns": "Returns are free within 30 days of delivery.",
    "/warranty": "Every kettle has a two-year warranty.",
  };
  const sent = { full: [] as string[], notModified: [] as string[] };
  const failing = new Set<string>();
  const nav = Object.keys(bodies)
    .map((path) => `<a href="${path}">${path === "/" ? "Home" : path.slice(1)}</a>`)
    .join(" ");
  const route =
    (path: string): FixtureRoute =>
    (request: IncomingMessage, response: ServerResponse) => {
      if (failing.has(path)) {
        response.writeHead(503).end("down");
        return;
      }
      const body = `<!doctype html><html><head><title>${path}</title></head><body><nav>${nav}</nav><main><h1>${path}</h1><p>${bodies[path]}</p></main></body></html>`;
      const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`;
      if (request.headers["if-none-match"] === etag) {
        sent.notModified.push(path);
        response.writeHead(304, { etag }).end();
        return;
      }
      sent.full.push(path);
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", etag }).end(body);
    };
  const routes: Record<string, FixtureRoute> = {
    "/robots.txt": { headers: { "content-type": "text/plain" }, body: "User-agent: *\nAllow: /\n" },
  };
  for (const path of Object.keys(bodies)) routes[path] = route(path);
  const server = await startFixtureServer(routes);
  open.push(server);
  return { server, bodies, sent, failing };
}

function setUp(siteUrl: string) {
  const fetcher = createFetcher({
    allowPrivateNetwork: true,
    allowedDomains: [new URL(siteUrl).host],
    retryBaseDelayMs: 1,
    retries: 0,
  });
  open.push(fetcher);
  const db = openDatabase({ memory: true });
  open.push(db);
  const stores = openStores({ db });
  return { fetcher, stores };
}

describe("indexSite", () => {
  it("reads a site once, keeps fresh pages without a request, and refreshes with conditional requests", async () => {
    const { server, bodies, sent, failing } = await startSite();
    const { fetcher, stores } = setUp(server.url);
    const pages: IndexedPage[] = [];
    const first = await indexSite({
      startUrls: [`${server.url}/`],
      fetcher,
      pageStore: stores.pages,
      onPage: (page) => pages.push(page),
    });
    expect(first.counts).toMatchObject({ new: 4, changed: 0, unchanged: 0, kept: 0, failed: 0 });
    expect(pages.map((page) => page.url).sort()).toEqual(
      ["/", "/returns", "/shipping", "/warranty"].map((path) => `${server.url}${path}`).sort(),
    );

    const second = await indexSite({ startUrls: [`${server.url}/`], fetcher, pageStore: stores.pages });
    expect(second.counts).toMatchObject({ kept: 4, new: 0 });
    expect(sent.full).toHaveLength(4);
    expect(sent.notModified).toEqual([]);

    bodies["/returns"] = "Returns are free within 60 days of delivery.";
    failing.add("/warranty");
    const third = await indexSite({
      startUrls: [`${server.url}/`],
      fetcher,
      pageStore: stores.pages,
      refresh: true,
    });
    expect(third.counts).toMatchObject({ unchanged: 2, changed: 1, failed: 1, new: 0 });
    expect(sent.notModified.sort()).toEqual(["/", "/shipping"]);
    expect((await stores.pages.get(`${server.url}/returns`))?.text).toContain("60 days");
    // A page that is down for now keeps what was read before.
    expect(await stores.pages.get(`${server.url}/warranty`)).toMatchObject({
      status: "ok",
      text: expect.stringContaining("two-year warranty"),
    });
    // A 304 keeps the page's text.
    expect((await stores.pages.get(`${server.url}/shipping`))?.text).toContain("We ship to Canada");
  });

  it("does not keep a stored page the fetcher's address guard now refuses, and leaves it in the store", async () => {
    const { server, sent } = await startSite();
    const { fetcher, stores } = setUp(server.url);
    const start = `${server.url}/`;
    await indexSite({ startUrls: [start], fetcher, pageStore: stores.pages });
    const refusing = createFetcher({
      allowPrivateNetwork: false,
      allowedDomains: [new URL(server.url).host],
    });
    open.push(refusing);
    const pages: IndexedPage[] = [];
    const again = await indexSite({
      startUrls: [start],
      fetcher: refusing,
      pageStore: stores.pages,
      onPage: (page) => pages.push(page),
    });
    expect(again.counts).toMatchObject({ kept: 0, blocked: 1 });
    expect(pages[0]).toMatchObject({ url: start, outcome: "blocked" });
    expect(sent.full).toHaveLength(4);
    expect(await stores.pages.get(start)).toMatchObject({ status: "ok" });
  });

  it("stores that a page was rendered, and says so again when it keeps the page without a request", async () => {
    const { server } = await startSite();
    const { fetcher, stores } = setUp(server.url);
    // Stands in for the rendering fetcher: every page read comes back marked rendered (src/render tests the rest).
    const rendering = {
      ...fetcher,
      fetchPage: async (url: string, options?: Parameters<typeof fetcher.fetchPage>[1]) => {
        const result = await fetcher.fetchPage(url, options);
        return result.status === "ok" ? { ...result, rendered: true } : result;
      },
    };
    await indexSite({ startUrls: [`${server.url}/`], fetcher: rendering, pageStore: stores.pages });
    expect((await stores.pages.get(`${server.url}/returns`))?.rendered).toBe(true);
    const kept: IndexedPage[] = [];
    const second = await indexSite({
      startUrls: [`${server.url}/`],
      fetcher,
      pageStore: stores.pages,
      onPage: (page) => kept.push(page),
    });
    expect(second.counts).toMatchObject({ kept: 4 });
    expect(kept.every((page) => page.outcome === "kept" && page.rendered === true)).toBe(true);
  });

  it("a question on an indexed site is answered without a single page request", async () => {
    const { server } = await startSite();
    const { fetcher, stores } = setUp(server.url);
    await indexSite({ startUrls: [`${server.url}/`], fetcher, pageStore: stores.pages });
    const before = server.requests.length;
    const agent = createSupportAgent({ stores, fetcher, reasoner: createOfflineReasoner() });
    const result = await agent.ask({ question: "Do you ship to Canada?", startUrls: [`${server.url}/`] });
    expect(result.answer).toMatch(/Canada/);
    expect(result.sources.map((source) => source.url)).toContain(`${server.url}/shipping`);
    expect(server.requests.slice(before)).toEqual([]);
  });
});
