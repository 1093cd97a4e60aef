// The event scout's Tavily source: /search over the allowlisted domains and /extract of a shortlist,
// with the credits each call cost.
//
// A thin client of ours on fetch, not the official @tavily/core (0.7.x), because that client
// (1) throws a plain Error whose message is Tavily's `detail.error` text, so the HTTP status (401, 429, 432,
// 433) is lost for every normal Tavily error body; (2) never exposes response headers, so Retry-After cannot
// be honoured; (3) sends requests through axios, so no fetch can be injected; (4) silently switches to
// keyless mode when the key is empty. The wire format is the same: test/helpers/fake-tavily-server.ts is
// checked against @tavily/core too.
import { isUrlAllowed, parseAllowedDomains } from "../../web/index.js";
import { extractCredits, searchCredits, type TavilySearchDepth } from "../cost/index.js";
import { TavilyError } from "./tavily-error.js";
import { type FetchFunction, postTavily, type TavilyRequestConfig } from "./tavily-request.js";

export const DEFAULT_TAVILY_BASE_URL = "https://api.tavily.com";
/** Tavily accepts at most 20 URLs per /extract call. */
const EXTRACT_BATCH = 20;

export interface TavilySourceOptions {
  /** TAVILY_API_KEY. Required: an empty key throws TavilyError "tavily-missing-key". */
  apiKey: string;
  /** Default https://api.tavily.com; tests point it at a local fake server. */
  apiBaseURL?: string;
  /** Default globalThis.fetch. */
  fetchImpl?: FetchFunction;
  /** Per request. Default 30 s. */
  timeoutMs?: number;
  /** Longest Retry-After waited before the one retry of a 429. Default 10 s; a longer wait fails at once. */
  maxRetryAfterMs?: number;
  /** Wait before retrying a 429 that names no Retry-After. Default 1 s. */
  defaultRetryAfterMs?: number;
  /** Default a timer (aborted with the signal). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Clock for HTTP-date Retry-After values. Default Date.now. */
  now?: () => number;
}

export interface TavilySearchRequest {
  query: string;
  /** Hosts results must be on (a listed host or a subdomain of it). Empty: no restriction. */
  includeDomains?: string[];
  /** 1–20. Default 18. */
  maxResults?: number;
  /** Default "basic" (1 credit); "advanced" costs 2. */
  searchDepth?: TavilySearchDepth;
  signal?: AbortSignal;
}

export interface TavilySearchHit {
  url: string;
  title: string;
  content: string;
  score: number;
}

export interface TavilySearchResponse {
  /** Only results on the included domains (Tavily's own include_domains filter leaks). */
  results: TavilySearchHit[];
  /** URLs Tavily returned off the included domains, dropped here. */
  dropped: string[];
  /** From the response's usage.credits, else computed from the credit table. */
  credits: number;
}

export interface TavilyExtractRequest {
  urls: string[];
  signal?: AbortSignal;
}

export interface TavilyExtractResponse {
  results: { url: string; rawContent: string }[];
  failed: { url: string; error: string }[];
  credits: number;
}

export interface TavilySource {
  search(request: TavilySearchRequest): Promise<TavilySearchResponse>;
  extract(request: TavilyExtractRequest): Promise<TavilyExtractResponse>;
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** usage.credits when Tavily reported it (include_usage), else undefined. */
function reportedCredits(body: Record<string, unknown>): number | undefined {
  const credits = asObject(body.usage).credits;
  return typeof credits === "number" && Number.isFinite(credits) && credits >= 0 ? credits : undefined;
}

function badResponse(endpoint: string): TavilyError {
  return new TavilyError({
    code: "tavily-bad-response",
    isRetryable: true,
    message: `Tavily's answer to /${endpoint} has no results list`,
  });
}

export function createTavilySource(options: TavilySourceOptions): TavilySource {
  if (!options.apiKey || options.apiKey.trim() === "") {
    throw new TavilyError({
      code: "tavily-missing-key",
      isRetryable: false,
      message: "no Tavily API key: set TAVILY_API_KEY",
      hint: "get a key at app.tavily.com, or use --source web, which crawls the allowlisted sites directly",
    });
  }
  const config: TavilyRequestConfig = {
    apiKey: options.apiKey.trim(),
    apiBaseURL: (options.apiBaseURL ?? DEFAULT_TAVILY_BASE_URL).replace(/\/+$/, ""),
    fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 30_000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 10_000,
    defaultRetryAfterMs: options.defaultRetryAfterMs ?? 1_000,
    sleep: options.sleep ?? sleepFor,
    now: options.now ?? Date.now,
  };

  return {
    async search({ query, includeDomains = [], maxResults = 18, searchDepth = "basic", signal }) {
      const rules = parseAllowedDomains(includeDomains);
      const body = asObject(
        await postTavily({
          endpoint: "search",
          body: {
            query,
            search_depth: searchDepth,
            max_results: Math.min(20, Math.max(1, Math.round(maxResults))),
            ...(includeDomains.length > 0 ? { include_domains: includeDomains } : {}),
            include_usage: true,
          },
          config,
          signal,
        }),
      );
      if (!Array.isArray(body.results)) throw badResponse("search");
      const results: TavilySearchHit[] = [];
      const dropped: string[] = [];
      for (const item of body.results.map(asObject)) {
        const url = text(item.url);
        if (url === "") continue;
        if (!isUrlAllowed(url, rules)) {
          dropped.push(url);
          continue;
        }
        const score = typeof item.score === "number" && Number.isFinite(item.score) ? item.score : 0;
        results.push({ url, title: text(item.title), content: text(item.content), score });
      }
      return { results, dropped, credits: reportedCredits(body) ?? searchCredits(searchDepth) };
    },

    async extract({ urls, signal }) {
      const response: TavilyExtractResponse = { results: [], failed: [], credits: 0 };
      for (let start = 0; start < urls.length; start += EXTRACT_BATCH) {
        const batch = urls.slice(start, start + EXTRACT_BATCH);
        const body = asObject(
          await postTavily({
            endpoint: "extract",
            body: { urls: batch, include_usage: true },
            config,
            signal,
          }),
        );
        if (!Array.isArray(body.results)) throw badResponse("extract");
        const results = body.results
          .map(asObject)
          .map((item) => ({ url: text(item.url), rawContent: text(item.raw_content) }))
          .filter((item) => item.url !== "");
        const failed = asArray(body.failed_results)
          .map(asObject)
          .map((item) => ({ url: text(item.url), error: text(item.error) || "extraction failed" }))
          .filter((item) => item.url !== "");
        response.results.push(...results);
        response.failed.push(...failed);
        response.credits += reportedCredits(body) ?? extractCredits(results.length);
      }
      return response;
    },
  };
}
