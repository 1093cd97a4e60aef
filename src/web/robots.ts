// robots.txt (RFC 9309): fetched once per origin through the HttpClient, cached, and asked before each fetch.
import robotsParserModule from "robots-parser";
import { ROBOTS_AGENT } from "../version.js";
import type { HttpClient, RawResult } from "./http-client.js";
import type { RobotsPolicy, RobotsVerdict } from "./robots-policy.js";
import { normalizeUrl, parseHttpUrl } from "./url-normalize.js";

// robots-parser is CommonJS (`module.exports = fn`) while its typings declare an ES default export.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;
type ParsedRobots = ReturnType<typeof robotsParser>;

export interface RobotsPolicyOptions {
  /** Fetches robots.txt (guarded, retried, polite); its per-host delay is set from Crawl-delay. */
  http: HttpClient;
  /** The product token whose group we obey; falls back to the `*` group. Default ROBOTS_AGENT ("webscout"). */
  userAgent?: string;
  /** Ceiling for Crawl-delay, so a site cannot stall a crawl. Default 10 000 ms. */
  maxCrawlDelayMs?: number;
  /** How long a fetched robots.txt (or a 4xx "allow all") is trusted. Default 1 hour (RFC 9309: at most 24 h). */
  cacheTtlMs?: number;
  /** How long a "disallow for now" verdict (5xx, unreachable) stands before robots.txt is asked again. Default 60 s. */
  unavailableTtlMs?: number;
  /** Body cap for robots.txt; RFC 9309 asks parsers to read at least 500 KiB. Default 512 KiB. */
  maxBytes?: number;
  /** Origins kept in the cache; the oldest is dropped beyond this. Default 10 000. */
  maxCachedOrigins?: number;
  /** Clock, injectable for tests. Default Date.now. */
  now?: () => number;
}

/** What one origin's robots.txt amounts to. */
type OriginRules =
  | { kind: "parsed"; robots: ParsedRobots; crawlDelayMs?: number; sitemaps: string[] }
  | { kind: "allow-all" }
  | { kind: "disallow-all"; reason: string };

interface CacheEntry {
  rules: OriginRules;
  expiresAt: number;
}

/**
 * Creates the robots.txt policy. Per RFC 9309: a 2xx robots.txt is parsed and its rules for our group (else `*`)
 * apply; a 4xx (404 included) means no rules, so everything is allowed; a 5xx, a 429, a network failure or a
 * refused fetch means "disallow everything for now", cached only `unavailableTtlMs` so the origin is retried soon.
 * Redirects are followed by the HttpClient. Concurrent checks for one origin share one fetch.
 */
export function createRobotsPolicy({
  http,
  userAgent = ROBOTS_AGENT,
  maxCrawlDelayMs = 10_000,
  cacheTtlMs = 3_600_000,
  unavailableTtlMs = 60_000,
  maxBytes = 512 * 1024,
  maxCachedOrigins = 10_000,
  now = Date.now,
}: RobotsPolicyOptions): RobotsPolicy {
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, Promise<OriginRules>>();

  function rulesFor(origin: string): Promise<OriginRules> {
    const cached = cache.get(origin);
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached.rules);
    let pending = inFlight.get(origin);
    if (!pending) {
      pending = fetchRules(origin).finally(() => inFlight.delete(origin));
      inFlight.set(origin, pending);
    }
    return pending;
  }

  async function fetchRules(origin: string): Promise<OriginRules> {
    const robotsUrl = `${origin}/robots.txt`;
    let result: RawResult;
    try {
      // No caller's signal here: the fetch is shared, and the client's own timeouts bound it.
      // RFC 9309 §2.5: parse at least the first 500 KiB; a longer file is cut, not refused.
      result = await http.get(robotsUrl, { maxBytes, overflow: "truncate" });
    } catch (error) {
      result = {
        status: "failed",
        url: robotsUrl,
        finalUrl: robotsUrl,
        redirects: [robotsUrl],
        elapsedMs: 0,
        reason: error instanceof Error ? error.message : String(error),
        isRetryable: true,
      };
    }
    const rules = interpret(origin, robotsUrl, result);
    if (rules.kind === "parsed" && rules.crawlDelayMs !== undefined) {
      http.setHostDelay(origin, rules.crawlDelayMs);
    }
    cache.delete(origin);
    cache.set(origin, {
      rules,
      expiresAt: now() + (rules.kind === "disallow-all" ? unavailableTtlMs : cacheTtlMs),
    });
    if (cache.size > maxCachedOrigins) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return rules;
  }

  /** The file's text; when it was cut at the cap, without the line the cut fell in. */
  function robotsText(bytes: Uint8Array, cap: number): string {
    const text = new TextDecoder("utf-8").decode(bytes);
    return bytes.length < cap ? text : text.slice(0, text.lastIndexOf("\n") + 1);
  }

  function interpret(origin: string, robotsUrl: string, result: RawResult): OriginRules {
    const forNow = `, so nothing on ${origin} is fetched for now`;
    if (result.status === "blocked") {
      return {
        kind: "disallow-all",
        reason: `robots.txt of ${origin} was refused (${result.reason})${forNow}`,
      };
    }
    const httpStatus = result.status === "ok" ? result.response.httpStatus : result.httpStatus;
    if (httpStatus === undefined) {
      const why = result.status === "failed" ? result.reason : "no response";
      return { kind: "disallow-all", reason: `robots.txt of ${origin} was unreachable (${why})${forNow}` };
    }
    if (result.status === "ok" && httpStatus >= 200 && httpStatus < 300) {
      return parseRules(robotsUrl, robotsText(result.response.bytes, maxBytes));
    }
    // 429 asks us to slow down; it does not mean "there is no robots.txt". Treat it like a server error.
    if (httpStatus >= 400 && httpStatus < 500 && httpStatus !== 429) return { kind: "allow-all" };
    // RFC 9309 §2.3.1.2: robots.txt not reached through redirects counts as unavailable, i.e. like a 4xx.
    if (httpStatus >= 300 && httpStatus < 400) return { kind: "allow-all" };
    // 5xx and 429; also a 2xx whose body could not be read (e.g. over maxBytes), where the client says why.
    const detail = result.status === "failed" && httpStatus < 300 ? ` but ${result.reason}` : "";
    return {
      kind: "disallow-all",
      reason: `robots.txt of ${origin} answered ${httpStatus}${detail}${forNow}`,
    };
  }

  function parseRules(robotsUrl: string, text: string): OriginRules {
    // Rules apply to the origin asked for, even when robots.txt was served after a redirect (RFC 9309 §2.3.1.2).
    const robots = robotsParser(robotsUrl, text);
    const delaySeconds = Number(robots.getCrawlDelay(userAgent));
    const crawlDelayMs =
      Number.isFinite(delaySeconds) && delaySeconds > 0
        ? Math.min(Math.round(delaySeconds * 1000), maxCrawlDelayMs)
        : undefined;
    const sitemaps = new Set<string>();
    for (const line of robots.getSitemaps()) {
      const resolved = parseHttpUrl(line, robotsUrl);
      const normalized = resolved ? normalizeUrl(resolved.href) : null;
      if (normalized) sitemaps.add(normalized);
    }
    return { kind: "parsed", robots, sitemaps: [...sitemaps], ...(crawlDelayMs ? { crawlDelayMs } : {}) };
  }

  return {
    async check(url, options = {}): Promise<RobotsVerdict> {
      const parsed = parseHttpUrl(url);
      if (!parsed) return { allowed: false, reason: `not an http(s) URL: ${url}` };
      const rules = await abortable(rulesFor(parsed.origin), options.signal);
      if (rules.kind === "allow-all") return { allowed: true };
      if (rules.kind === "disallow-all") {
        return { allowed: false, reason: rules.reason };
      }
      const delay = rules.crawlDelayMs === undefined ? {} : { crawlDelayMs: rules.crawlDelayMs };
      // robots.txt itself is always allowed (RFC 9309 §2.2.2).
      if (parsed.pathname === "/robots.txt" || rules.robots.isAllowed(parsed.href, userAgent) !== false) {
        return { allowed: true, ...delay };
      }
      return { allowed: false, reason: `disallowed by robots.txt of ${parsed.origin}`, ...delay };
    },

    async sitemaps(origin) {
      const parsed = parseHttpUrl(origin);
      if (!parsed) return [];
      const rules = await rulesFor(parsed.origin);
      return rules.kind === "parsed" ? [...rules.sitemaps] : [];
    },
  };
}

/** Resolves with `promise` unless `signal` aborts first; then rejects with the signal's reason. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
