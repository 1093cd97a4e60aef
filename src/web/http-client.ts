// The contract of the low-level HTTP layer (implemented in create-http-client.ts): guarded, pinned, size-capped GETs.
import type { FetchBlocked, FetchFailed } from "./fetch-result.js";

export interface RawResponse {
  /** The URL that was asked for. */
  url: string;
  /** The URL after redirects. */
  finalUrl: string;
  /** Every URL visited, starting with `url`. */
  redirects: string[];
  httpStatus: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The body as received (content-encoding already undone by the client), at most `maxBytes`. */
  bytes: Uint8Array;
  elapsedMs: number;
}

export type RawResult = { status: "ok"; response: RawResponse } | FetchBlocked | FetchFailed;

export interface HttpGetOptions {
  signal?: AbortSignal;
  /** Overrides the client's body cap for this request. */
  maxBytes?: number;
  /** A body over the cap fails the request ("fail", the default) or is cut to its first `maxBytes` ("truncate":
   * robots.txt, of which RFC 9309 asks crawlers to parse at least the first 500 KiB). */
  overflow?: "fail" | "truncate";
  /** Extra request headers (e.g. If-None-Match). */
  headers?: Record<string, string>;
  /**
   * Decides from a 2xx final response's status and headers whether its body is worth downloading (e.g. not for a
   * PDF); when it returns false, `bytes` is empty. Default: always read.
   */
  readBody?: (response: { httpStatus: number; headers: Record<string, string> }) => boolean;
}

/**
 * A GET that never throws for a page-level problem. Every hop (first request and each redirect) passes the
 * address guard and the client's URL predicate; retries, timeouts and per-host politeness are inside.
 * Non-2xx final statuses other than 304 come back as `failed` with `httpStatus`.
 */
export interface HttpClient {
  get(url: string, options?: HttpGetOptions): Promise<RawResult>;
  /** Sets the minimum delay between requests to one origin (used for robots.txt Crawl-delay). */
  setHostDelay(origin: string, delayMs: number): void;
  close(): Promise<void>;
}
