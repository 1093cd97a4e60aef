// Breadth-first crawl of a site from start URLs, within allowed domains, bounded by a page budget.
import { setMaxListeners } from "node:events";
import { UsageError } from "../errors/index.js";
import type { ExtractedPage } from "../extract/index.js";
import type { HttpClient, RobotsPolicy } from "../web/index.js";
import {
  defaultAllowedDomains,
  discoverSitemapUrls,
  invalidStartUrl,
  isUrlAllowed,
  normalizeUrl,
  parseAllowedDomains,
} from "../web/index.js";
import { type CrawlPageResult, crawlPage, type PageExtractor, type PageFetcher } from "./crawl-page.js";
import type { CrawlProgressListener } from "./crawl-progress.js";

export interface CrawlSiteOptions {
  /** Absolute http(s) URLs to start from. */
  startUrls: readonly string[];
  /**
   * Fetches one page (createFetcher's result); robots.txt, the address guard and politeness live there. Its
   * `http` and `robots`, when present, also read sitemaps for `includeSitemaps`.
   */
  fetcher: PageFetcher & { http?: HttpClient; robots?: RobotsPolicy };
  /** Fetches attempted, whatever their outcome; never exceeded (this is what ends URL traps). Default 100. */
  maxPages?: number;
  /** Pages in flight at once. Default 8. */
  concurrency?: number;
  /** Links kept per page (the seed's max_links_per_page). Default 300. */
  maxLinks?: number;
  /** Default extractPageOffThread (see crawl-page.ts). */
  extract?: PageExtractor;
  /** The page a 304 stands for (see CrawlPageOptions.notModifiedPage); its links are followed like any page's. */
  notModifiedPage?: (url: string) => ExtractedPage | undefined;
  /**
   * Allowed-domain entries (`example.com`, `example.com/docs`, `*.example.com`); links elsewhere are not
   * followed. Default: the start URLs' hosts. An empty list follows links to any http(s) URL.
   */
  allowedDomains?: readonly string[];
  /** Also queue the pages listed in the start origins' sitemaps (after the start URLs). Default false. */
  includeSitemaps?: boolean;
  /** Page URLs from an origin's sitemaps. Default: discoverSitemapUrls through the fetcher's `http` and `robots`. */
  sitemapPages?: (origin: string, options: { signal?: AbortSignal }) => Promise<string[]>;
  /** Aborting stops new fetches; the pages in flight still come out. */
  signal?: AbortSignal;
  /** One event per page as it finishes. */
  onProgress?: CrawlProgressListener;
}

/** What the iterator returns when it is done (`step.value` when `step.done`). */
export interface CrawlSiteSummary {
  /** Fetches attempted (≤ maxPages). */
  attempted: number;
  /** True when allowed links were left unvisited because of `maxPages`. */
  limitReached: boolean;
}

/**
 * Crawls breadth-first: pages start in the order they were discovered (start URLs, then their links, then
 * those pages' links …), each normalised URL once, and only within the allowed domains. Pages run
 * `concurrency` at a time, so results come out in the order they finish, each as soon as it is done:
 *
 *   for await (const result of crawlSite({ startUrls, fetcher })) { … }
 *
 * The iterator holds no page after yielding it and returns a CrawlSiteSummary. Leaving the loop early aborts
 * the pages in flight.
 * Throws UsageError at once (before any fetch) for an invalid start URL, allowed domain or option.
 */
export function crawlSite(
  options: CrawlSiteOptions,
): AsyncGenerator<CrawlPageResult, CrawlSiteSummary, undefined> {
  const { maxPages = 100, concurrency = 8 } = options;
  if (options.startUrls.length === 0) throw new UsageError("no start URL given");
  if (!Number.isInteger(maxPages) || maxPages < 1) {
    throw new UsageError(`max pages must be a positive integer, got ${maxPages}`);
  }
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new UsageError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const startUrls = options.startUrls.map((url) => {
    const normalized = normalizeUrl(url);
    if (normalized === null) {
      throw invalidStartUrl(url);
    }
    return normalized;
  });
  const rules = parseAllowedDomains([...(options.allowedDomains ?? defaultAllowedDomains(startUrls))]);
  let sitemapPages = options.sitemapPages;
  const { http, robots } = options.fetcher;
  if (options.includeSitemaps && !sitemapPages) {
    if (!http || !robots)
      throw new UsageError("includeSitemaps needs sitemapPages or a fetcher with http and robots");
    sitemapPages = async (origin, { signal }) => {
      const entries = await discoverSitemapUrls({ http, robots, origin, maxUrls: maxPages, signal });
      return entries.map((entry) => entry.url);
    };
  }
  return run({
    ...options,
    maxPages,
    concurrency,
    startUrls,
    sitemapPages,
    isAllowed: (url) => isUrlAllowed(url, rules),
  });
}

interface RunOptions extends CrawlSiteOptions {
  maxPages: number;
  concurrency: number;
  startUrls: string[];
  isAllowed: (url: string) => boolean;
}

async function* run(options: RunOptions): AsyncGenerator<CrawlPageResult, CrawlSiteSummary, undefined> {
  const {
    fetcher,
    maxPages,
    concurrency,
    maxLinks = 300,
    extract,
    notModifiedPage,
    onProgress,
    isAllowed,
  } = options;
  // Our own controller, so that leaving the loop early can abort the pages in flight.
  const controller = new AbortController();
  // Every page in flight (and the fetcher's steps within it) listens on this one signal: a crowd, not a leak.
  setMaxListeners(concurrency * 10 + 10, controller.signal);
  const stopOnAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", stopOnAbort, { once: true });
  if (options.signal?.aborted) stopOnAbort();

  // The frontier: a FIFO of normalised URLs. Every queued URL is fetched once unless the crawl is aborted,
  // so queueing stops at `maxPages`: that bounds both the fetches and the memory an endless URL space can take.
  const queue: string[] = [];
  let head = 0;
  // Every URL already decided on: queued, reached through a redirect, or outside the allowed domains.
  const seen = new Set<string>();
  let limitReached = false;
  const enqueue = (url: string, { checked = false } = {}) => {
    // Checked cheaply first: once the budget is spent, every further link only sets the flag; and links come
    // from the extractor already normalised, so a link seen before costs one Set lookup, no URL parsing.
    if ((queue.length >= maxPages && limitReached) || seen.has(url)) return;
    const normalized = checked ? url : normalizeUrl(url);
    if (normalized === null || (normalized !== url && seen.has(normalized))) return;
    if (!checked && !isAllowed(normalized)) {
      // Remembered as decided, so a link that is on every page (a footer's) is judged once.
      seen.add(normalized);
      return;
    }
    if (queue.length >= maxPages) {
      limitReached = true;
      return;
    }
    seen.add(normalized);
    queue.push(normalized);
  };
  // Start URLs were chosen by the user: queued even when outside the allowed domains (the fetcher decides).
  for (const url of options.startUrls) enqueue(url, { checked: true });

  const inFlight = new Set<Promise<void>>();
  const finished: CrawlPageResult[] = [];
  let wake: (() => void) | undefined;
  let sitemapsPending = options.includeSitemaps === true;

  const start = (url: string) => {
    const task = crawlPage({
      url,
      fetcher,
      maxLinks,
      extract,
      notModifiedPage,
      signal: controller.signal,
      onProgress,
    }).then((result) => {
      try {
        finished.push(result);
        if (result.status === "ok") {
          // A page reached through a redirect is known under its final URL too: do not fetch it again.
          const finalUrl = normalizeUrl(result.fetch.finalUrl);
          if (finalUrl !== null) seen.add(finalUrl);
          for (const link of result.page.links) enqueue(link.url);
        }
      } finally {
        inFlight.delete(task);
        wake?.();
      }
    });
    inFlight.add(task);
  };

  if (sitemapsPending && options.sitemapPages) {
    // The start URLs go first; sitemap pages join the queue behind them as soon as they are known.
    const sitemapPages = options.sitemapPages;
    const origins = [...new Set(options.startUrls.map((url) => new URL(url).origin))];
    void Promise.all(
      origins.map((origin) =>
        sitemapPages(origin, { signal: controller.signal }).catch(() => [] as string[]),
      ),
    ).then((lists) => {
      for (const url of lists.flat()) enqueue(url);
      sitemapsPending = false;
      wake?.();
    });
  }

  try {
    while (true) {
      while (inFlight.size < concurrency && head < queue.length && !controller.signal.aborted) {
        start(queue[head++] as string);
      }
      if (finished.length > 0) {
        for (const result of finished.splice(0)) yield result;
        continue;
      }
      if (inFlight.size === 0 && !sitemapsPending) return { attempted: head, limitReached };
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    options.signal?.removeEventListener("abort", stopOnAbort);
    // Leaving early (break, throw, return) must not leave fetches running behind the caller's back.
    controller.abort(new Error("crawl stopped"));
  }
}
