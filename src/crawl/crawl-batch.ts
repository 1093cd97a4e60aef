// The map step of crawl_and_extract: many URLs fetched and extracted at once, bounded, one result per URL, in order.
import { setMaxListeners } from "node:events";
import { type CrawlPageResult, crawlPage, type PageExtractor, type PageFetcher } from "./crawl-page.js";
import type { CrawlProgressListener } from "./crawl-progress.js";

export interface CrawlBatchOptions {
  /** The URLs to read; duplicates are fetched once per occurrence (dedupe before calling if that matters). */
  urls: readonly string[];
  /** Fetches one page (createFetcher's result). Its own global and per-host limits still apply underneath. */
  fetcher: PageFetcher;
  /** Pages in flight at once. Default 8. */
  concurrency?: number;
  /** Links kept per page (the seed's max_links_per_page). Default 300. */
  maxLinks?: number;
  /** Default extractPageOffThread (see crawl-page.ts). */
  extract?: PageExtractor;
  /** Aborting stops new fetches; pages not yet started come back as `failed` with reason "aborted". */
  signal?: AbortSignal;
  /** One event per page as it finishes (page-fetched, page-skipped, page-blocked, page-failed). */
  onProgress?: CrawlProgressListener;
}

/**
 * Fetches and extracts every URL with at most `concurrency` in flight. Resolves to one result per input URL, in
 * input order. Never rejects for a page's problem: a failed, skipped or blocked page (or one whose fetch or
 * extraction threw) is a result like any other.
 */
export async function crawlBatch(options: CrawlBatchOptions): Promise<CrawlPageResult[]> {
  const { urls, fetcher, concurrency = 8, maxLinks = 300, extract, signal, onProgress } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  // The pages in flight all listen on one signal: ours, following the caller's, so we may raise its listener cap.
  const controller = new AbortController();
  setMaxListeners(concurrency * 10 + 10, controller.signal);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  signal?.addEventListener("abort", follow, { once: true });
  const results = new Array<CrawlPageResult>(urls.length);
  let next = 0;
  // Each worker takes the next unstarted index until none is left: at most `concurrency` pages in flight.
  const worker = async (): Promise<void> => {
    while (next < urls.length) {
      const index = next++;
      const url = urls[index] as string;
      results[index] = await crawlPage({
        url,
        fetcher,
        maxLinks,
        extract,
        signal: controller.signal,
        onProgress,
      });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  } finally {
    signal?.removeEventListener("abort", follow);
  }
  return results;
}
