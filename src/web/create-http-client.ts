// The HttpClient on undici: guarded and pinned connections, manual redirects re-checked at every hop, retries with
// backoff, per-host politeness, timeouts, and a streaming body cap.
import type { LookupFunction } from "node:net";
import { Agent } from "undici";
import { USER_AGENT } from "../version.js";
import type { IpLiteral } from "./address-guard.js";
import { type CheckHostFunction, cachedHostCheck } from "./cached-host-check.js";
import type { FetchBlocked, FetchFailed } from "./fetch-result.js";
import { createHostLimiter, defaultSleep, type Sleep } from "./host-limiter.js";
import type { HostPace } from "./host-pace.js";
import type { HttpClient, HttpGetOptions, RawResult } from "./http-client.js";
import { ACCEPT_ENCODING } from "./read-capped-body.js";
import { pinnedLookup, type Resolver, systemResolver } from "./resolve-host.js";
import { createRetryPolicy, isRetryableStatus } from "./retry-policy.js";
import { type Attempt, sendAttempt } from "./send-attempt.js";

export interface HttpClientOptions {
  /** Allow loopback, private and other non-public addresses, except link-local and cloud metadata ones. Default false. */
  allowPrivateNetwork?: boolean;
  /** Allow link-local addresses and cloud metadata endpoints (169.254.169.254, …), on every hop. Default false. */
  allowLinkLocal?: boolean;
  /** `host:port` pairs (URL `host`s) allowed although their address is private: a running demo's own sites.
   * Another port of the same host stays refused. */
  trustedPrivateHosts?: readonly string[];
  /** Resolves host names for the address guard. Default: the system resolver. */
  resolver?: Resolver;
  /**
   * The address guard. Default: the guard's `checkHost`, cached per host for 60 s. A test seam, together with
   * `lookupFor`: a test can let the real guard judge a fake public name while the connection goes to 127.0.0.1.
   */
  checkHost?: CheckHostFunction;
  /** Builds the `lookup` that pins connections to `hostname` onto the checked addresses. Default: `pinnedLookup`. */
  lookupFor?: (hostname: string, addresses: IpLiteral[]) => LookupFunction;
  /** Checked on every hop, so a redirect cannot leave the allowed domains. Default: everything allowed. */
  isUrlAllowed?: (url: string) => { allowed: boolean; reason?: string };
  /** Default USER_AGENT (names webscout and its version). */
  userAgent?: string;
  /** Time to open a connection (TCP and TLS). Default 10 s. */
  connectTimeoutMs?: number;
  /** Time for one attempt, from sending the request to the last body byte. Default 30 s. */
  timeoutMs?: number;
  /** Body cap, enforced on decoded bytes while streaming. Default 5 MB. */
  maxBytes?: number;
  /** Redirects followed at most. Default 5. */
  maxRedirects?: number;
  /** Retries after the first attempt on network errors, timeouts, 429 and 5xx. Default 2. */
  retries?: number;
  /** Base of the exponential backoff (full jitter). Default 500 ms. */
  retryBaseDelayMs?: number;
  /** Longest Retry-After honoured; a longer one fails the request. Default 30 s. */
  maxRetryAfterMs?: number;
  /** Requests in flight to one host. Default 2. */
  perHostConcurrency?: number;
  /** Minimum gap between request starts to one host. Default 0. */
  perHostDelayMs?: number;
  /** Requests in flight in all. Default 16. */
  globalConcurrency?: number;
  /** A per-host pace shared with other processes, waited on after this client's own limits. Default: none. */
  hostPace?: HostPace;
  /** Injectable for tests: waits (backoff, Retry-After, host gaps). Default: a real timer. */
  sleep?: Sleep;
  /** Injectable clock in ms. Default Date.now. */
  now?: () => number;
  /** Injectable randomness in [0, 1) for jitter. Default Math.random. */
  random?: () => number;
}

const ACCEPT = "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_DISPATCHERS = 256;

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const {
    allowPrivateNetwork = false,
    allowLinkLocal = false,
    trustedPrivateHosts = [],
    resolver = systemResolver,
    now = Date.now,
    checkHost = cachedHostCheck({ now }),
    lookupFor = (_hostname: string, addresses: IpLiteral[]) => pinnedLookup(addresses),
    isUrlAllowed,
    userAgent = USER_AGENT,
    connectTimeoutMs = 10_000,
    timeoutMs = 30_000,
    maxBytes: defaultMaxBytes = 5 * 1024 * 1024,
    maxRedirects = 5,
    sleep = defaultSleep,
    hostPace,
  } = options;
  const retryPolicy = createRetryPolicy({
    retries: options.retries,
    baseDelayMs: options.retryBaseDelayMs,
    maxRetryAfterMs: options.maxRetryAfterMs,
    random: options.random,
    now,
  });
  const limiter = createHostLimiter({
    perHostConcurrency: options.perHostConcurrency,
    perHostDelayMs: options.perHostDelayMs,
    globalConcurrency: options.globalConcurrency,
    sleep,
    now,
  });
  // One Agent per (host, checked addresses): connections are reused, and every one is pinned by its lookup.
  const trusted = new Set(trustedPrivateHosts.map((host) => host.toLowerCase()));
  const dispatchers = new Map<string, Agent>();
  let closed = false;

  function dispatcherFor(hostname: string, addresses: IpLiteral[]): Agent {
    const key = `${hostname}|${addresses
      .map((entry) => entry.address)
      .sort()
      .join(",")}`;
    const known = dispatchers.get(key);
    if (known) {
      dispatchers.delete(key); // re-inserted below: the Map's order is least recently used first
      dispatchers.set(key, known);
      return known;
    }
    const agent = new Agent({
      connect: { timeout: connectTimeoutMs, lookup: lookupFor(hostname, addresses) },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    dispatchers.set(key, agent);
    if (dispatchers.size > MAX_DISPATCHERS) {
      const [oldestKey, oldest] = dispatchers.entries().next().value as [string, Agent];
      dispatchers.delete(oldestKey);
      void oldest.close().catch(() => {}); // lets requests in flight finish
    }
    return agent;
  }

  /** Runs attempts for one hop under the host limiter until a final answer or the retries run out. */
  async function attemptWithRetries(
    url: URL,
    dispatcher: Agent,
    getOptions: HttpGetOptions,
  ): Promise<Attempt | { kind: "gave-up"; reason: string; status: number }> {
    const headers: Record<string, string> = {
      "user-agent": userAgent,
      accept: ACCEPT,
      "accept-encoding": ACCEPT_ENCODING,
      ...lowerCaseKeys(getOptions.headers ?? {}),
    };
    const maxBytes = getOptions.maxBytes ?? defaultMaxBytes;
    for (let attempt = 0; ; attempt++) {
      const release = await limiter.acquire(url.hostname, getOptions.signal);
      let outcome: Attempt;
      try {
        await hostPace?.wait(url.hostname, getOptions.signal);
        outcome = await sendAttempt({
          url: url.href,
          dispatcher,
          headers,
          timeoutMs,
          connectTimeoutMs,
          maxBytes,
          truncateBody: getOptions.overflow === "truncate",
          readBody: getOptions.readBody,
          signal: getOptions.signal,
        });
      } finally {
        release();
      }
      const decision = retryPolicy.decide(
        attempt,
        outcome.kind === "response"
          ? { kind: "status", status: outcome.status, retryAfter: outcome.headers["retry-after"] }
          : { kind: "error", retryable: outcome.retryable },
      );
      if (decision.action === "retry") {
        await sleep(decision.delayMs, getOptions.signal);
        continue;
      }
      if (decision.action === "give-up" && outcome.kind === "response") {
        return { kind: "gave-up", reason: decision.reason, status: outcome.status };
      }
      if (outcome.kind === "error" && attempt > 0) {
        return { ...outcome, reason: `${outcome.reason} (${attempt + 1} attempts)` };
      }
      return outcome;
    }
  }

  async function get(url: string, getOptions: HttpGetOptions = {}): Promise<RawResult> {
    const startedAt = now();
    const redirects = [url];
    const base = () => ({
      url,
      finalUrl: redirects.at(-1) ?? url,
      redirects: [...redirects],
      elapsedMs: now() - startedAt,
    });
    const blocked = (rule: FetchBlocked["rule"], reason: string): FetchBlocked => ({
      status: "blocked",
      ...base(),
      rule,
      reason,
    });
    const failed = (reason: string, isRetryable: boolean, httpStatus?: number): FetchFailed => ({
      status: "failed",
      ...base(),
      reason,
      isRetryable,
      ...(httpStatus === undefined ? {} : { httpStatus }),
    });
    if (closed) return failed("the HTTP client is closed", false);

    try {
      for (;;) {
        const current = redirects.at(-1) ?? url;
        let target: URL;
        try {
          target = new URL(current);
        } catch {
          return blocked("scheme", "invalid URL");
        }
        if (target.protocol !== "http:" && target.protocol !== "https:") {
          return blocked("scheme", `only http and https are fetched, not ${target.protocol}`);
        }
        const verdict = isUrlAllowed?.(target.href);
        if (verdict && !verdict.allowed) {
          return blocked("domain", verdict.reason ?? `${target.href} is outside the allowed domains`);
        }
        const hostname = target.hostname.replace(/^\[(.*)\]$/, "$1");
        const check = await checkHost(hostname, {
          allowPrivateNetwork: allowPrivateNetwork || trusted.has(target.host.toLowerCase()),
          allowLinkLocal,
          resolver,
          signal: getOptions.signal,
        });
        if (!check.allowed) return blocked("address", check.reason);

        const outcome = await attemptWithRetries(
          target,
          dispatcherFor(hostname, check.addresses),
          getOptions,
        );
        if (outcome.kind === "gave-up") return failed(outcome.reason, true, outcome.status);
        if (outcome.kind === "error") return failed(outcome.reason, outcome.retryable);

        const location = outcome.headers.location;
        if (REDIRECT_STATUSES.has(outcome.status) && location !== undefined) {
          let next: URL;
          try {
            next = new URL(location, target);
          } catch {
            return failed(`redirect to an invalid URL (${location})`, false, outcome.status);
          }
          next.hash = "";
          if (redirects.includes(next.href)) return failed(`redirect loop (back to ${next.href})`, false);
          if (redirects.length > maxRedirects)
            return failed(`too many redirects (more than ${maxRedirects})`, false);
          redirects.push(next.href);
          continue;
        }
        if ((outcome.status >= 200 && outcome.status < 300) || outcome.status === 304) {
          const response = {
            ...base(),
            httpStatus: outcome.status,
            headers: outcome.headers,
            bytes: outcome.bytes,
          };
          return { status: "ok", response };
        }
        return failed(`HTTP ${outcome.status}`, isRetryableStatus(outcome.status), outcome.status);
      }
    } catch (error) {
      // Only the caller's signal gets here (the guard and attempts never throw otherwise).
      if (getOptions.signal?.aborted) return failed("aborted", true);
      return failed(`unexpected error: ${error instanceof Error ? error.message : String(error)}`, false);
    }
  }

  return {
    get,
    setHostDelay(origin, delayMs) {
      limiter.setHostDelay(hostOf(origin), delayMs);
    },
    async close() {
      closed = true;
      const agents = [...dispatchers.values()];
      dispatchers.clear();
      await Promise.all(agents.map((agent) => agent.destroy().catch(() => {})));
    },
  };
}

/** The limiter key of an origin ("https://example.com") or a bare host name. */
function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return origin.toLowerCase();
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
