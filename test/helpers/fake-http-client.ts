// A scripted HttpClient for tests: answers from a table of URL → response and records every call.
import type { HttpClient, HttpGetOptions, RawResult } from "../../src/web/http-client.js";

/** A canned answer: an HTTP response, a network failure, or a refusal by the guard. */
export type FakeAnswer =
  | { status: number; body?: string | Uint8Array; headers?: Record<string, string>; finalUrl?: string }
  | { networkError: string }
  | { blocked: string };

export type FakeRoute = FakeAnswer | ((url: string) => FakeAnswer | Promise<FakeAnswer>);

export interface FakeHttpClient extends HttpClient {
  /** Every get(), in order. */
  calls: Array<{ url: string; options: HttpGetOptions }>;
  /** The last delay set per origin through setHostDelay. */
  hostDelays: Map<string, number>;
}

/**
 * Answers like the real client's contract: 2xx → `ok`; any other status → `failed` with `httpStatus`; a body
 * over `maxBytes` → `failed`; a URL missing from `routes` → 404.
 */
export function createFakeHttpClient(routes: Record<string, FakeRoute>): FakeHttpClient {
  const calls: FakeHttpClient["calls"] = [];
  const hostDelays = new Map<string, number>();
  return {
    calls,
    hostDelays,
    async get(url, options = {}): Promise<RawResult> {
      calls.push({ url, options });
      const route = routes[url] ?? { status: 404, body: "not found" };
      const answer = typeof route === "function" ? await route(url) : route;
      const base = { url, finalUrl: url, redirects: [url], elapsedMs: 1 };
      if ("networkError" in answer) {
        return { ...base, status: "failed", reason: answer.networkError, isRetryable: true };
      }
      if ("blocked" in answer) return { ...base, status: "blocked", rule: "address", reason: answer.blocked };
      let bytes =
        typeof answer.body === "string"
          ? new TextEncoder().encode(answer.body)
          : (answer.body ?? new Uint8Array());
      const finalUrl = answer.finalUrl ?? url;
      const redirects = finalUrl === url ? [url] : [url, finalUrl];
      if (answer.status < 200 || answer.status >= 300) {
        const reason = `HTTP ${answer.status}`;
        return {
          ...base,
          finalUrl,
          redirects,
          status: "failed",
          httpStatus: answer.status,
          reason,
          isRetryable: answer.status >= 500,
        };
      }
      if (
        options.maxBytes !== undefined &&
        bytes.length > options.maxBytes &&
        options.overflow === "truncate"
      ) {
        bytes = bytes.subarray(0, options.maxBytes);
      } else if (options.maxBytes !== undefined && bytes.length > options.maxBytes) {
        const reason = `body larger than ${options.maxBytes} bytes`;
        return {
          ...base,
          finalUrl,
          redirects,
          status: "failed",
          httpStatus: answer.status,
          reason,
          isRetryable: false,
        };
      }
      const headers = answer.headers ?? {};
      return {
        status: "ok",
        response: { ...base, finalUrl, redirects, httpStatus: answer.status, headers, bytes },
      };
    },
    setHostDelay(origin, delayMs) {
      hostDelays.set(origin, delayMs);
    },
    async close() {},
  };
}
