// The typed outcome of fetching one URL. A fetch never throws for a page-level problem; it returns one of these.

export type FetchStatus = "ok" | "skipped" | "blocked" | "failed";

interface FetchResultBase {
  /** The URL that was asked for (normalised). */
  url: string;
  /** The URL after redirects; equals `url` when there were none or the request never went out. */
  finalUrl: string;
  /** Every URL visited on the way, in order, starting with `url`. */
  redirects: string[];
  /** Milliseconds from the first byte sent to the result. */
  elapsedMs: number;
}

/** An HTML, XHTML or text page, decoded to a string; or, for a fetcher that reads PDFs, a PDF's bytes. */
export interface FetchOk extends FetchResultBase {
  status: "ok";
  httpStatus: number;
  /** The media type without parameters, e.g. "text/html". */
  contentType: string;
  /** The charset the body was decoded from, e.g. "utf-8", "windows-1251". */
  charset: string;
  /** The decoded text; empty for a PDF, whose bytes are in `bytes`. */
  body: string;
  /** The raw body of a PDF (contentType "application/pdf"), for a fetcher made with `readPdf`. */
  bytes?: Uint8Array;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
  etag?: string;
  lastModified?: string;
  /** True when a conditional request got 304 and `body` is the cached copy's. */
  notModified: boolean;
  /** True when `body` is the DOM a browser rendered from the page (src/render), not the HTML as served. */
  rendered?: boolean;
}

/** Reached, but not something we read (PDF, image, archive …). */
export interface FetchSkipped extends FetchResultBase {
  status: "skipped";
  httpStatus: number;
  contentType: string;
  reason: string;
}

/** Refused before any request left: SSRF guard, robots.txt, allowed domains, scheme, or a redirect that broke one of those. */
export interface FetchBlocked extends FetchResultBase {
  status: "blocked";
  rule: "address" | "robots" | "domain" | "scheme";
  reason: string;
}

/** Tried and failed: network error, timeout, HTTP error, body too large, too many redirects. */
export interface FetchFailed extends FetchResultBase {
  status: "failed";
  reason: string;
  httpStatus?: number;
  /** Whether a later attempt could succeed (the fetcher already retried what it could). */
  isRetryable: boolean;
}

export type FetchResult = FetchOk | FetchSkipped | FetchBlocked | FetchFailed;

/** A cached copy for conditional requests (ETag / Last-Modified). */
export interface CachedCopy {
  body: string;
  contentType: string;
  charset: string;
  etag?: string;
  lastModified?: string;
}
