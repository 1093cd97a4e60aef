// One URL through the crawler's layers: fetch (guard, robots, HTTP) → extract → one result and one event. Never throws.

import { type PdfPageResult, pdfPage } from "../documents/index.js";
import type { ExtractedPage, ExtractPageOptions } from "../extract/index.js";
import { extractPageOffThread } from "../extract/index.js";
import type { FetchBlocked, FetchFailed, FetchOk, FetchResult, FetchSkipped } from "../web/index.js";
import { type CrawlProgressListener, reportCrawlProgress } from "./crawl-progress.js";

/** The part of the fetcher a crawl needs (createFetcher's result satisfies it); tests inject their own. */
export interface PageFetcher {
  fetchPage(url: string, options?: { signal?: AbortSignal }): Promise<FetchResult>;
  /**
   * The refusal `fetchPage` would give `url` before any request (scheme, allowed domains, address guard), or
   * undefined: a stored copy is used only when a fetch of it would pass. Without it (canned pages), stored copies
   * are used as they are.
   */
  checkAddress?(url: string, options?: { signal?: AbortSignal }): Promise<FetchBlocked | undefined>;
}

/** An ok fetch without its body: the extracted page is kept instead, so a big crawl does not hold raw HTML. */
export type FetchOkSummary = Omit<FetchOk, "body" | "bytes">;
export type FetchSummary = FetchOkSummary | FetchSkipped | FetchBlocked | FetchFailed;

/** A page fetched and extracted. */
export interface CrawlPageOk {
  /** The URL as it was asked for. */
  url: string;
  status: "ok";
  fetch: FetchOkSummary;
  page: ExtractedPage;
}

/** A page that gave no content. `fetch.status` can be "ok" when the fetch worked and extraction threw. */
export interface CrawlPageNotOk {
  url: string;
  status: "skipped" | "blocked" | "failed";
  fetch: FetchSummary;
  page?: undefined;
  reason: string;
  httpStatus?: number;
}

export type CrawlPageResult = CrawlPageOk | CrawlPageNotOk;

/** Turns a page's HTML into an ExtractedPage; extractPage on a worker thread unless a caller brings its own. */
export type PageExtractor = (
  html: string,
  options: ExtractPageOptions,
) => ExtractedPage | Promise<ExtractedPage>;

export interface CrawlPageOptions {
  url: string;
  fetcher: PageFetcher;
  /** Links kept per page (the seed's max_links_per_page). Default 300. */
  maxLinks?: number;
  /** Default extractPageOffThread (extractPage on a worker thread, with a time budget). */
  extract?: PageExtractor;
  /** Turns a fetched PDF (a fetcher made with `readPdf`) into a page. Default pdfPage (src/documents). */
  extractPdf?: (options: { bytes: Uint8Array; url: string; maxLinks: number }) => Promise<PdfPageResult>;
  /**
   * The page a `notModified` fetch stands for (a conditional request answered 304): the copy kept from last time.
   * Without it, or when it gives nothing, the cached body is extracted as usual.
   */
  notModifiedPage?: (url: string) => ExtractedPage | undefined;
  signal?: AbortSignal;
  onProgress?: CrawlProgressListener;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A `failed` fetch result for a URL whose fetch never produced one (the fetcher threw, or the crawl was aborted). */
export function failedFetch(url: string, reason: string, isRetryable: boolean, elapsedMs = 0): FetchFailed {
  return { status: "failed", url, finalUrl: url, redirects: [url], elapsedMs, reason, isRetryable };
}

/** Turns a not-ok result into its event and sends it. */
function emitNotOk(result: CrawlPageNotOk, onProgress: CrawlProgressListener | undefined): void {
  const { fetch } = result;
  if (result.status === "skipped" && fetch.status === "skipped") {
    reportCrawlProgress(onProgress, {
      type: "page-skipped",
      url: result.url,
      reason: result.reason,
      httpStatus: fetch.httpStatus,
      contentType: fetch.contentType,
    });
  } else if (result.status === "blocked" && fetch.status === "blocked") {
    reportCrawlProgress(onProgress, {
      type: "page-blocked",
      url: result.url,
      reason: result.reason,
      rule: fetch.rule,
    });
  } else {
    reportCrawlProgress(onProgress, {
      type: "page-failed",
      url: result.url,
      reason: result.reason,
      ...(result.httpStatus === undefined ? {} : { httpStatus: result.httpStatus }),
    });
  }
}

/** Fetches and extracts one URL. Whatever goes wrong (even a throwing fetcher or extractor) becomes a result. */
export async function crawlPage(options: CrawlPageOptions): Promise<CrawlPageResult> {
  const {
    url,
    fetcher,
    maxLinks = 300,
    extract = extractPageOffThread,
    extractPdf = pdfPage,
    notModifiedPage,
    signal,
    onProgress,
  } = options;
  const started = performance.now();
  let fetched: FetchResult;
  try {
    fetched = signal?.aborted
      ? failedFetch(url, "aborted", true)
      : await fetcher.fetchPage(url, signal ? { signal } : {});
  } catch (error) {
    const reason = signal?.aborted ? "aborted" : `fetch error: ${errorMessage(error)}`;
    fetched = failedFetch(url, reason, signal?.aborted === true, Math.round(performance.now() - started));
  }

  if (fetched.status !== "ok") {
    const result: CrawlPageNotOk = {
      url,
      status: fetched.status,
      fetch: fetched,
      reason: fetched.reason,
      ...(fetched.status !== "blocked" && fetched.httpStatus !== undefined
        ? { httpStatus: fetched.httpStatus }
        : {}),
    };
    emitNotOk(result, onProgress);
    return result;
  }

  const { body, bytes, ...summary } = fetched;
  try {
    let page: ExtractedPage;
    const kept = fetched.notModified ? notModifiedPage?.(url) : undefined;
    if (kept !== undefined) {
      page = kept;
    } else if (bytes !== undefined) {
      const document = await extractPdf({ bytes, url: fetched.finalUrl, maxLinks });
      if (document.status !== "ok") {
        // An encrypted or scanned PDF is skipped (nothing to read), a broken one failed: either way no crash.
        const result: CrawlPageNotOk =
          document.status === "skipped"
            ? {
                url,
                status: "skipped",
                fetch: {
                  status: "skipped",
                  url: summary.url,
                  finalUrl: summary.finalUrl,
                  redirects: summary.redirects,
                  elapsedMs: summary.elapsedMs,
                  httpStatus: summary.httpStatus,
                  contentType: summary.contentType,
                  reason: document.reason,
                },
                reason: document.reason,
                httpStatus: fetched.httpStatus,
              }
            : {
                url,
                status: "failed",
                fetch: summary,
                reason: document.reason,
                httpStatus: fetched.httpStatus,
              };
        emitNotOk(result, onProgress);
        return result;
      }
      page = document.page;
    } else {
      page = await extract(body, {
        url: fetched.finalUrl,
        maxLinks,
        ...(fetched.rendered ? { hashRoutes: true } : {}),
      });
    }
    reportCrawlProgress(onProgress, {
      type: "page-fetched",
      url,
      finalUrl: fetched.finalUrl,
      httpStatus: fetched.httpStatus,
      title: page.title,
      textChars: page.text.length,
      links: page.links.length,
      ...(fetched.rendered ? { rendered: true as const } : {}),
    });
    return { url, status: "ok", fetch: summary, page };
  } catch (error) {
    const result: CrawlPageNotOk = {
      url,
      status: "failed",
      fetch: summary,
      reason: `extraction error: ${errorMessage(error)}`,
      httpStatus: fetched.httpStatus,
    };
    emitNotOk(result, onProgress);
    return result;
  }
}
