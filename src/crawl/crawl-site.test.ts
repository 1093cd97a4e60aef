import { describe, expect, it } from "vitest";
import { createFakePageFetcher } from "#test/helpers/fake-page-fetcher.js";
import { okPage } from "#test/helpers/fetch-results.js";
import { startFixtureServer } from "#test/helpers/fixture-server.js";
import { UsageError } from "../errors/index.js";
import { createFetcher } from "../web/index.js";
import type { CrawlPageResult, PageExtractor } from "./crawl-page.js";
import { type CrawlSiteOptions, crawlSite } from "./crawl-site.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const page = (title: string, links: string[]) =>
  `<html><head><title>${title}</title></head><body><main><p>${title} text.</p>${links
    .map((href) => `<a href="${href}">${href}</a>`)
    .join(" ")}</main></body></html>`;

/** Serves a site from a table of links per page (keyed by path on https://site.test, else by full URL). */
function siteFetcher(site: Record<string, string[]>, options: { delayMs?: (url: string) => number } = {}) {
  const pageAt = (url: string) => {
    const parsed = new URL(url);
    const links =
      site[url] ?? (parsed.host === "site.test" ? site[parsed.pathname + parsed.search] : undefined);
    return links && page(parsed.pathname, links);
  };
  return createFakePageFetcher(pageAt, { delayMs: options.delayMs ?? (() => 1) });
}

/** Reads hrefs only, so these tests exercise the crawl loop whatever the state of the real extractor. */
const hrefExtractor: PageExtractor = (html, { url }) => ({
  title: /<title>(.*?)<\/title>/.exec(html)?.[1] ?? "",
  text: html,
  links: [...html.matchAll(/href="([^"]*)"/g)].flatMap((match) => {
    try {
      return [{ url: new URL(match[1] ?? "", url).href, text: "" }];
    } catch {
      return [];
    }
  }),
  jsonLd: [],
  microdata: [],
});

function crawl(options: CrawlSiteOptions) {
  return crawlSite({ extract: hrefExtractor, ...options });
}

async function collect(iterable: AsyncIterable<CrawlPageResult>): Promise<CrawlPageResult[]> {
  const results: CrawlPageResult[] = [];
  for await (const result of iterable) results.push(result);
  return results;
}

describe("crawlSite", () => {
  it("visits breadth-first: the start page, then its links in page order, then theirs", async () => {
    const fetcher = siteFetcher({
      "/": ["/a", "/b"],
      "/a": ["/a1", "/a2"],
      "/b": ["/b1"],
      "/a1": ["/deep"],
      "/a2": [],
      "/b1": [],
      "/deep": [],
    });
    const results = await collect(crawl({ startUrls: ["https://site.test/"], fetcher, concurrency: 1 }));
    const paths = fetcher.calls.map((url) => new URL(url).pathname);
    expect(paths).toEqual(["/", "/a", "/b", "/a1", "/a2", "/b1", "/deep"]);
    expect(results.every((result) => result.status === "ok")).toBe(true);
  });

  it("fetches each normalised URL once: fragments, tracking parameters, case and default ports", async () => {
    const fetcher = siteFetcher({
      "/": ["/a#top", "/a?utm_source=news", "HTTPS://SITE.test:443/a", "/a", "/b?x=1", "/b?x=2", "/"],
      "/a": ["/", "/b?x=1#frag"],
      "/b?x=1": [],
      "/b?x=2": [],
    });
    await collect(crawl({ startUrls: ["https://site.test/"], fetcher }));
    expect([...fetcher.calls].sort()).toEqual([
      "https://site.test/",
      "https://site.test/a",
      "https://site.test/b?x=1",
      "https://site.test/b?x=2",
    ]);
  });

  it("follows links only within the allowed domains (default: the start URLs' hosts)", async () => {
    const fetcher = siteFetcher({
      "/": [
        "/docs/intro",
        "https://elsewhere.test/",
        "https://docs.site.test/x",
        "mailto:a@site.test",
        "/blog/",
      ],
      "/docs/intro": ["/docs-old/"],
      "/blog/": [],
      "/docs-old/": [],
      "https://docs.site.test/x": ["/", "https://elsewhere.test/y"],
    });
    await collect(crawl({ startUrls: ["https://site.test/"], fetcher }));
    expect([...fetcher.calls].sort()).toEqual([
      "https://docs.site.test/",
      "https://docs.site.test/x",
      "https://site.test/",
      "https://site.test/blog/",
      "https://site.test/docs-old/",
      "https://site.test/docs/intro",
    ]);

    const narrowed = siteFetcher({
      "/docs/": ["/docs/intro", "/docs-old/", "/blog/"],
      "/docs/intro": [],
    });
    await collect(
      crawl({
        startUrls: ["https://site.test/docs/"],
        fetcher: narrowed,
        allowedDomains: ["site.test/docs"],
      }),
    );
    expect(narrowed.calls).toEqual(["https://site.test/docs/", "https://site.test/docs/intro"]);
  });

  it("stops an endless calendar trap at maxPages, never attempting one fetch more", async () => {
    // Every month page links to the next two months: an infinite URL space.
    const fetcher = createFakePageFetcher(
      (url) => {
        const month = Number(new URL(url).searchParams.get("month") ?? 0);
        return page(`Month ${month}`, [`/calendar?month=${month + 1}`, `/calendar?month=${month + 2}`]);
      },
      { delayMs: () => 1 },
    );
    const results = await collect(
      crawl({ startUrls: ["https://site.test/calendar"], fetcher, maxPages: 25, concurrency: 6 }),
    );
    expect(fetcher.calls).toHaveLength(25);
    expect(results).toHaveLength(25);
    expect(new Set(fetcher.calls).size).toBe(25);
  });

  it("returns a summary saying whether maxPages cut the crawl short", async () => {
    const summaryOf = async (maxPages: number) => {
      const fetcher = siteFetcher({ "/": ["/a", "/b"], "/a": [], "/b": [] });
      const iterator = crawl({ startUrls: ["https://site.test/"], fetcher, maxPages });
      let step = await iterator.next();
      while (!step.done) step = await iterator.next();
      return step.value;
    };
    expect(await summaryOf(2)).toEqual({ attempted: 2, limitReached: true });
    expect(await summaryOf(3)).toEqual({ attempted: 3, limitReached: false });
  });

  it("counts failed and blocked pages against maxPages too", async () => {
    const fetcher = siteFetcher({
      "/": ["/missing-1", "/missing-2", "/missing-3", "/a", "/b"],
      "/a": [],
      "/b": [],
    });
    const results = await collect(crawl({ startUrls: ["https://site.test/"], fetcher, maxPages: 3 }));
    expect(fetcher.calls).toHaveLength(3);
    expect(results.map((result) => result.status).sort()).toEqual(["failed", "failed", "ok"]);
  });

  it("keeps `concurrency` pages in flight and no more", async () => {
    const site: Record<string, string[]> = { "/": Array.from({ length: 30 }, (_, index) => `/p${index}`) };
    for (let index = 0; index < 30; index++) site[`/p${index}`] = [];
    const fetcher = siteFetcher(site, { delayMs: () => 5 });
    const results = await collect(crawl({ startUrls: ["https://site.test/"], fetcher, concurrency: 5 }));
    expect(results).toHaveLength(31);
    expect(fetcher.peak).toBe(5);
  });

  it("does not fetch again a page it already reached through a redirect", async () => {
    const fetcher = createFakePageFetcher((url) => {
      if (url === "https://site.test/old")
        return okPage(url, page("New", ["/other"]), { finalUrl: "https://site.test/new" });
      if (url === "https://site.test/") return page("Home", ["/old"]);
      return page(url, ["/new"]);
    });
    await collect(crawl({ startUrls: ["https://site.test/"], fetcher, concurrency: 1 }));
    expect(fetcher.calls).toEqual(["https://site.test/", "https://site.test/old", "https://site.test/other"]);
  });

  it("queues sitemap pages after the start URLs when asked", async () => {
    const fetcher = siteFetcher({ "/": [], "/from-sitemap": [], "/other-host": [] });
    const origins: string[] = [];
    await collect(
      crawl({
        startUrls: ["https://site.test/"],
        fetcher,
        includeSitemaps: true,
        sitemapPages: async (origin) => {
          origins.push(origin);
          return [`${origin}/from-sitemap`, "https://elsewhere.test/page"];
        },
      }),
    );
    expect(origins).toEqual(["https://site.test"]);
    expect(fetcher.calls).toEqual(["https://site.test/", "https://site.test/from-sitemap"]);
  });

  it("reads sitemaps through the real fetcher and crawls a local site with it", async () => {
    const site = await startFixtureServer({
      // Sitemaps name absolute URLs: built from the Host header, since the port is only known once listening.
      "/robots.txt": (request, response) => {
        response.writeHead(200, { "content-type": "text/plain" });
        response.end(
          `User-agent: *\nDisallow: /private\nSitemap: http://${request.headers.host}/pages.xml\n`,
        );
      },
      "/pages.xml": (request, response) => {
        response.writeHead(200, { "content-type": "application/xml" });
        response.end(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://${request.headers.host}/orphan</loc></url></urlset>`,
        );
      },
      "/": { body: page("Home", ["/linked", "/private"]) },
      "/linked": { body: page("Linked", []) },
      "/orphan": { body: page("Orphan", []) },
      "/private": { body: page("Private", []) },
    });
    const fetcher = createFetcher({ allowPrivateNetwork: true, retries: 0 });
    try {
      const results = await collect(
        crawlSite({ startUrls: [`${site.url}/`], fetcher, includeSitemaps: true, concurrency: 2 }),
      );
      const statusByPath = Object.fromEntries(
        results.map((result) => [new URL(result.url).pathname, result.status]),
      );
      expect(statusByPath).toEqual({ "/": "ok", "/linked": "ok", "/orphan": "ok", "/private": "blocked" });
      expect(site.requests).not.toContain("/private");
    } finally {
      await fetcher.close();
      await site.close();
    }
  });

  it("aborts the pages in flight when the caller leaves the loop early", async () => {
    const site: Record<string, string[]> = { "/": Array.from({ length: 10 }, (_, index) => `/p${index}`) };
    for (let index = 0; index < 10; index++) site[`/p${index}`] = [];
    const fetcher = siteFetcher(site, { delayMs: (url) => (url.endsWith("/") ? 1 : 30) });
    let seen = 0;
    for await (const _result of crawl({ startUrls: ["https://site.test/"], fetcher, concurrency: 3 })) {
      seen++;
      break;
    }
    await sleep(60);
    expect(seen).toBe(1);
    // Only the pages already in flight when the loop ended were started.
    expect(fetcher.calls.length).toBeLessThanOrEqual(4);
  });

  it("rejects an invalid start URL before fetching anything", () => {
    const fetcher = siteFetcher({});
    expect(() => crawl({ startUrls: ["not a url"], fetcher })).toThrow(UsageError);
    expect(() => crawl({ startUrls: ["ftp://site.test/"], fetcher })).toThrow(/invalid start URL/);
    expect(() => crawl({ startUrls: ["https://site.test/"], fetcher, maxPages: 0 })).toThrow(UsageError);
    expect(fetcher.calls).toEqual([]);
  });
});
