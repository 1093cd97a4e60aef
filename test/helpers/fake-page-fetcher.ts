// A PageFetcher over canned pages for tests of what sits above the fetcher (crawl loop, agents, CLI): no network,
// every call recorded, and optional delays so pages finish out of order or overlap.
import type { PageFetcher } from "../../src/crawl/crawl-page.js";
import type { FetchResult } from "../../src/web/fetch-result.js";
import { failedPage, notFoundPage, okPage } from "./fetch-results.js";

/** A canned answer: a full FetchResult, HTML served as a 200 page, or an Error the fetcher throws. */
export type FakePage = FetchResult | string | Error;

/** Pages by exact URL, or a function of the URL; a URL with no page gets a 404. */
export type FakePages = Record<string, FakePage> | ((url: string) => FakePage | undefined);

export interface FakePageFetcherOptions {
  /** Milliseconds before each URL answers. Default: none (answers at once). */
  delayMs?: (url: string) => number;
}

export interface FakePageFetcher extends PageFetcher {
  /** Every URL asked for, in order. */
  calls: string[];
  /** Fetches started and not yet answered. */
  inFlight: number;
  /** The most fetches ever in flight at once. */
  peak: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createFakePageFetcher(
  pages: FakePages,
  options: FakePageFetcherOptions = {},
): FakePageFetcher {
  const pageFor = typeof pages === "function" ? pages : (url: string) => pages[url];
  const fetcher: FakePageFetcher = {
    calls: [],
    inFlight: 0,
    peak: 0,
    async fetchPage(url, fetchOptions) {
      fetcher.calls.push(url);
      fetcher.inFlight++;
      fetcher.peak = Math.max(fetcher.peak, fetcher.inFlight);
      try {
        const delay = options.delayMs?.(url) ?? 0;
        if (delay > 0) await sleep(delay);
        // Like the real fetcher, a fetch aborted while under way comes back failed rather than throwing.
        if (fetchOptions?.signal?.aborted) return failedPage(url, "aborted", { isRetryable: true });
        const page = pageFor(url);
        if (page === undefined) return notFoundPage(url);
        if (page instanceof Error) throw page;
        return typeof page === "string" ? okPage(url, page) : page;
      } finally {
        fetcher.inFlight--;
      }
    },
  };
  return fetcher;
}
