// Reads a site into the page store ahead of questions: sitemaps and start URLs, then links, breadth-first within
// the allowed domains. A page stored and still fresh is kept without a request (unless `refresh`); a refresh asks
// conditionally (If-None-Match / If-Modified-Since), so an unchanged page costs a 304 and no download.
import { type CrawlPageResult, crawlSite, type PageFetcher } from "../crawl/index.js";
import { isLastingFailure, type PageStore, type StoredPage } from "../storage/index.js";
import type { Fetcher, FetchOk, FetchPageOptions, FetchResult } from "../web/index.js";
import { extractedPageOf, storedPageOf } from "./stored-page.js";

/** What became of one page: `kept` (fresh in the store, not asked), `unchanged` (asked: 304 or the same text),
 * `changed`, `new`, or not read (`skipped`, `blocked`, `failed`). */
export type IndexOutcome = "kept" | "unchanged" | "changed" | "new" | "skipped" | "blocked" | "failed";

export interface IndexedPage {
  url: string;
  outcome: IndexOutcome;
  title: string;
  reason?: string;
  rendered?: boolean;
}

export interface IndexSummary {
  /** Pages attempted (≤ maxPages). */
  pages: number;
  counts: Record<IndexOutcome, number>;
  /** Allowed links were left because of maxPages. */
  limitReached: boolean;
  elapsedMs: number;
}

export interface IndexSiteOptions {
  startUrls: readonly string[];
  /** The guarded fetcher (with `readPdf`, and rendering, as the runtime builds it). */
  fetcher: Fetcher;
  pageStore: PageStore;
  /** Pages attempted at most. Default 200. */
  maxPages?: number;
  /** Ask again for every page, conditionally, even one stored and fresh. Default false. */
  refresh?: boolean;
  /** Default: the start URLs' hosts. */
  allowedDomains?: readonly string[];
  /** Pages in flight at once. Default 8. */
  concurrency?: number;
  /** Page URLs from an origin's sitemaps. Default: read through the fetcher (see crawlSite). */
  sitemapPages?: (origin: string, options: { signal?: AbortSignal }) => Promise<string[]>;
  /** How long a stored page counts as fresh without `refresh`. Default: the store's window. */
  maxAgeMs?: number;
  signal?: AbortSignal;
  now?: () => number;
  onPage?: (page: IndexedPage) => void;
}

const ZERO: Record<IndexOutcome, number> = {
  kept: 0,
  unchanged: 0,
  changed: 0,
  new: 0,
  skipped: 0,
  blocked: 0,
  failed: 0,
};

/** A stored ok page as a fetch result that made no request: the crawl follows its stored links. */
function keptFetch(page: StoredPage): FetchOk {
  return {
    status: "ok",
    url: page.url,
    finalUrl: page.finalUrl,
    redirects: [page.url],
    elapsedMs: 0,
    httpStatus: page.httpStatus ?? 200,
    contentType: page.contentType ?? "text/html",
    charset: "utf-8",
    body: "",
    headers: {},
    ...(page.etag === undefined ? {} : { etag: page.etag }),
    ...(page.lastModified === undefined ? {} : { lastModified: page.lastModified }),
    notModified: true,
  };
}

export async function indexSite(options: IndexSiteOptions): Promise<IndexSummary> {
  const { fetcher, pageStore, refresh = false, maxAgeMs, now = Date.now, onPage } = options;
  const startedAt = now();
  const kept = new Set<string>();
  const before = new Map<string, StoredPage | undefined>();

  // Stands between the crawl and the fetcher: a fresh stored page is answered from the store, a stored page
  // with validators is asked for conditionally.
  const indexingFetcher: PageFetcher & Pick<Fetcher, "http" | "robots"> = {
    http: fetcher.http,
    robots: fetcher.robots,
    async fetchPage(url, fetchOptions: FetchPageOptions = {}): Promise<FetchResult> {
      const stored = await pageStore.get(url);
      before.set(url, stored);
      // A stored copy passes the address guard as a fetch would under these settings; a refused one is left to
      // the fetch, which refuses it with its reason and without a request (the stored page stays).
      const admitted = async () =>
        (await fetcher.checkAddress(url, fetchOptions.signal ? { signal: fetchOptions.signal } : {})) ===
        undefined;
      if (
        !refresh &&
        stored?.status === "ok" &&
        (await pageStore.getFresh(url, maxAgeMs)) &&
        (await admitted())
      ) {
        kept.add(url);
        return keptFetch(stored);
      }
      const validators =
        stored?.status === "ok" && (stored.etag !== undefined || stored.lastModified !== undefined)
          ? {
              cached: {
                body: "",
                contentType: stored.contentType ?? "text/html",
                charset: "utf-8",
                ...(stored.etag === undefined ? {} : { etag: stored.etag }),
                ...(stored.lastModified === undefined ? {} : { lastModified: stored.lastModified }),
              },
            }
          : {};
      return fetcher.fetchPage(url, { ...fetchOptions, ...validators });
    },
  };

  const counts = { ...ZERO };
  const record = async (result: CrawlPageResult) => {
    const previous = before.get(result.url);
    let outcome: IndexOutcome;
    if (result.status === "ok") {
      if (kept.has(result.url)) outcome = "kept";
      else if (result.fetch.notModified) outcome = "unchanged";
      else if (previous?.status !== "ok") outcome = "new";
      else outcome = previous.text === result.page.text ? "unchanged" : "changed";
      if (outcome !== "kept") {
        const page = storedPageOf(result, now());
        // A 304 keeps last time's text under the new validators and time.
        await pageStore.put(
          result.fetch.notModified && previous
            ? { ...previous, ...validatorsOf(page), fetchedAt: page.fetchedAt }
            : page,
        );
      }
    } else {
      outcome = result.status;
      const page = storedPageOf(result, now());
      // A passing failure (timeout, 5xx) does not wipe a page read before; a lasting one (404, 410) does.
      if (previous?.status !== "ok" || isLastingFailure(page)) await pageStore.put(page);
    }
    counts[outcome]++;
    onPage?.({
      url: result.url,
      outcome,
      title: result.status === "ok" ? result.page.title : "",
      ...(result.status === "ok" ? {} : { reason: result.reason }),
      // A kept page was not fetched now: the store says how it was read.
      ...(result.status === "ok" && (outcome === "kept" ? previous?.rendered : result.fetch.rendered)
        ? { rendered: true }
        : {}),
    });
  };

  const crawl = crawlSite({
    startUrls: options.startUrls,
    fetcher: indexingFetcher,
    maxPages: options.maxPages ?? 200,
    concurrency: options.concurrency ?? 8,
    includeSitemaps: true,
    notModifiedPage: (url) => {
      const page = before.get(url);
      return page?.status === "ok" ? extractedPageOf(page) : undefined;
    },
    ...(options.allowedDomains ? { allowedDomains: options.allowedDomains } : {}),
    ...(options.sitemapPages ? { sitemapPages: options.sitemapPages } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  let step = await crawl.next();
  while (!step.done) {
    await record(step.value);
    step = await crawl.next();
  }
  return {
    pages: step.value.attempted,
    counts,
    limitReached: step.value.limitReached,
    elapsedMs: now() - startedAt,
  };
}

function validatorsOf(page: StoredPage): Pick<StoredPage, "etag" | "lastModified"> {
  return {
    ...(page.etag === undefined ? {} : { etag: page.etag }),
    ...(page.lastModified === undefined ? {} : { lastModified: page.lastModified }),
  };
}
