// Builders for the FetchResult a fetcher returns, so a test spells out only the fields it is about.
import type { FetchBlocked, FetchFailed, FetchOk, FetchSkipped } from "../../src/web/fetch-result.js";

/** Fields a test may set on top of a builder's defaults. */
type Overrides<Result> = Partial<Omit<Result, "status" | "url">>;

/** `url` and, when `finalUrl` differs, the one redirect that led there. */
function hops(url: string, finalUrl = url) {
  return { url, finalUrl, redirects: finalUrl === url ? [url] : [url, finalUrl] };
}

/** A UTF-8 HTML page served with 200; a `finalUrl` other than `url` reads as one redirect. */
export function okPage(url: string, body: string, overrides: Overrides<FetchOk> = {}): FetchOk {
  return {
    status: "ok",
    ...hops(url, overrides.finalUrl),
    elapsedMs: 1,
    httpStatus: 200,
    contentType: "text/html",
    charset: "utf-8",
    body,
    headers: {},
    notModified: false,
    ...overrides,
  };
}

/** A fetch that failed for `reason` (not retryable unless said). */
export function failedPage(url: string, reason: string, overrides: Overrides<FetchFailed> = {}): FetchFailed {
  return { status: "failed", ...hops(url), elapsedMs: 1, reason, isRetryable: false, ...overrides };
}

/** What a server answers for a page it does not have. */
export function notFoundPage(url: string): FetchFailed {
  return failedPage(url, "HTTP 404", { httpStatus: 404 });
}

/** A 200 response of a type the fetcher does not read, with the fetcher's reason. */
export function skippedPage(
  url: string,
  contentType: string,
  overrides: Overrides<FetchSkipped> = {},
): FetchSkipped {
  return {
    status: "skipped",
    ...hops(url),
    elapsedMs: 1,
    httpStatus: 200,
    contentType,
    reason: `not HTML or text: ${contentType}`,
    ...overrides,
  };
}

/** A URL refused before any request left. */
export function blockedPage(
  url: string,
  rule: FetchBlocked["rule"],
  reason: string,
  overrides: Overrides<FetchBlocked> = {},
): FetchBlocked {
  return { status: "blocked", ...hops(url), elapsedMs: 0, rule, reason, ...overrides };
}
