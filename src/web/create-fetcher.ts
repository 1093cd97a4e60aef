// fetchPage: one URL in, one typed FetchResult out. Normalise, check scheme, allowed domains, address and robots.txt,
// then a guarded GET (conditional when a cached copy exists), then content type and charset.
import { cachedHostCheck } from "./cached-host-check.js";
import { classifyContent, isReadableMediaType, parseContentType } from "./content-type.js";
import { createHttpClient, type HttpClientOptions } from "./create-http-client.js";
import { decodeBody } from "./decode-body.js";
import { type DomainRule, isUrlAllowed, parseAllowedDomains } from "./domain-rules.js";
import type { CachedCopy, FetchBlocked, FetchFailed, FetchOk, FetchResult } from "./fetch-result.js";
import type { HttpClient } from "./http-client.js";
import { createRobotsPolicy } from "./robots.js";
import type { RobotsPolicy } from "./robots-policy.js";
import { normalizeUrl } from "./url-normalize.js";

const PDF = "application/pdf";

export interface FetcherOptions extends HttpClientOptions {
  /** Entries like `example.com` or `example.com/docs` (see parseAllowedDomains). Default: empty, any public URL. */
  allowedDomains?: string[];
  /** Ask robots.txt before each page. Default true. */
  respectRobots?: boolean;
  /** The robots.txt policy. Default: createRobotsPolicy over this fetcher's own HttpClient. */
  robots?: RobotsPolicy;
  /** Ceiling for a site's Crawl-delay (passed to the default robots policy; its default applies when unset). */
  maxCrawlDelayMs?: number;
  /** Also read PDFs (within the body cap): an ok result with their bytes. Default false: skipped as not HTML. */
  readPdf?: boolean;
}

export interface FetchPageOptions {
  /** A copy from an earlier fetch: its ETag / Last-Modified make the request conditional; a 304 returns it. */
  cached?: CachedCopy;
  signal?: AbortSignal;
}

export interface Fetcher {
  /** Never throws for a page-level problem: every outcome is a FetchResult. */
  fetchPage(url: string, options?: FetchPageOptions): Promise<FetchResult>;
  /**
   * Whether a copy of `url` fetched before (a stored page) may be used now: the scheme, allowed-domain and address
   * checks `fetchPage` makes first, under this fetcher's opt-ins, without a request. The refusal `fetchPage` would
   * give, or undefined. Never throws, except on abort.
   */
  checkAddress(url: string, options?: { signal?: AbortSignal }): Promise<FetchBlocked | undefined>;
  http: HttpClient;
  robots: RobotsPolicy;
  /** Closes the HTTP client's connections. */
  close(): Promise<void>;
}

export function createFetcher(options: FetcherOptions = {}): Fetcher {
  const {
    allowedDomains = [],
    respectRobots = true,
    allowPrivateNetwork = false,
    allowLinkLocal = false,
    now = Date.now,
    readPdf = false,
  } = options;
  const isRead = (mediaType: string) => isReadableMediaType(mediaType) || (readPdf && mediaType === PDF);
  const rules: DomainRule[] = parseAllowedDomains(allowedDomains);
  const trusted = new Set((options.trustedPrivateHosts ?? []).map((host) => host.toLowerCase()));
  // robots.txt sits at the root, outside a rule like `example.com/docs`; it may still be read on an allowed host.
  const hostRules: DomainRule[] = rules.map(({ pathPrefix: _pathPrefix, ...rule }) => rule);

  const domainVerdict = (url: string): { allowed: boolean; reason?: string } => {
    if (!isUrlAllowed(url, rules)) {
      return {
        allowed: false,
        reason: `${url} is outside the allowed domains (${allowedDomains.join(", ")})`,
      };
    }
    return options.isUrlAllowed?.(url) ?? { allowed: true };
  };
  const hopVerdict = (url: string): { allowed: boolean; reason?: string } => {
    const verdict = domainVerdict(url);
    if (verdict.allowed || new URL(url).pathname !== "/robots.txt" || !isUrlAllowed(url, hostRules))
      return verdict;
    return options.isUrlAllowed?.(url) ?? { allowed: true };
  };

  // One cached guard for the early address check and the client, so a host is resolved once for both.
  const checkHost = options.checkHost ?? cachedHostCheck({ now });
  const http = createHttpClient({ ...options, checkHost, isUrlAllowed: hopVerdict });
  const robots =
    options.robots ??
    createRobotsPolicy({
      http,
      ...(options.maxCrawlDelayMs === undefined ? {} : { maxCrawlDelayMs: options.maxCrawlDelayMs }),
    });

  /** The checks before any request: scheme, allowed domains, address. A refusal, or the normalised URL. */
  async function preflight(
    input: string,
    signal: AbortSignal | undefined,
    startedAt: number,
  ): Promise<FetchBlocked | { url: string }> {
    const blocked = (rule: FetchBlocked["rule"], reason: string, url = input): FetchBlocked => ({
      status: "blocked",
      url,
      finalUrl: url,
      redirects: [url],
      elapsedMs: now() - startedAt,
      rule,
      reason,
    });
    let parsed: URL;
    try {
      parsed = new URL(input.trim());
    } catch {
      return blocked("scheme", "invalid URL");
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
      return blocked("scheme", `only http and https are fetched, not ${parsed.protocol}`);
    }
    const url = normalizeUrl(input);
    if (url === null) return blocked("scheme", "invalid URL");

    const domain = domainVerdict(url);
    if (!domain.allowed) return blocked("domain", domain.reason ?? "outside the allowed domains", url);

    const target = new URL(url);
    const hostname = target.hostname.replace(/^\[(.*)\]$/, "$1");
    const address = await checkHost(hostname, {
      allowPrivateNetwork: allowPrivateNetwork || trusted.has(target.host.toLowerCase()),
      allowLinkLocal,
      resolver: options.resolver,
      signal,
    });
    if (!address.allowed) return blocked("address", address.reason, url);
    return { url };
  }

  async function checkAddress(
    input: string,
    checkOptions: { signal?: AbortSignal } = {},
  ): Promise<FetchBlocked | undefined> {
    const verdict = await preflight(input, checkOptions.signal, now());
    return "status" in verdict ? verdict : undefined;
  }

  async function fetchPage(input: string, pageOptions: FetchPageOptions = {}): Promise<FetchResult> {
    const { cached, signal } = pageOptions;
    const startedAt = now();
    let url = input;
    const base = () => ({ url, finalUrl: url, redirects: [url], elapsedMs: now() - startedAt });
    const blocked = (rule: FetchBlocked["rule"], reason: string): FetchBlocked => ({
      status: "blocked",
      ...base(),
      rule,
      reason,
    });
    const failed = (reason: string, isRetryable: boolean): FetchFailed => ({
      status: "failed",
      ...base(),
      reason,
      isRetryable,
    });

    try {
      const checked = await preflight(input, signal, startedAt);
      if ("status" in checked) return checked;
      url = checked.url;

      if (respectRobots) {
        const verdict = await robots.check(url, { signal });
        if (verdict.crawlDelayMs !== undefined) http.setHostDelay(new URL(url).origin, verdict.crawlDelayMs);
        if (!verdict.allowed) return blocked("robots", verdict.reason ?? "disallowed by robots.txt");
      }
    } catch (error) {
      if (signal?.aborted) return failed("aborted", true);
      return failed(`unexpected error: ${error instanceof Error ? error.message : String(error)}`, false);
    }

    const headers: Record<string, string> = {};
    if (cached?.etag) headers["if-none-match"] = cached.etag;
    if (cached?.lastModified) headers["if-modified-since"] = cached.lastModified;
    const raw = await http.get(url, {
      signal,
      headers,
      // A declared type we do not read is skipped without downloading it; an undeclared one is sniffed.
      readBody: ({ headers: responseHeaders }) => {
        const contentType = parseContentType(responseHeaders["content-type"]);
        return contentType === undefined || isRead(contentType.mediaType);
      },
    });
    if (raw.status !== "ok") return raw;
    const response = raw.response;
    const common = {
      url: response.url,
      finalUrl: response.finalUrl,
      redirects: response.redirects,
      elapsedMs: response.elapsedMs,
      httpStatus: response.httpStatus,
    };
    const validators = {
      ...optional("etag", response.headers.etag ?? cached?.etag),
      ...optional("lastModified", response.headers["last-modified"] ?? cached?.lastModified),
    };

    if (response.httpStatus === 304) {
      if (!cached) {
        return { status: "failed", ...common, reason: "HTTP 304 without a cached copy", isRetryable: false };
      }
      const notModified: FetchOk = {
        status: "ok",
        ...common,
        contentType: cached.contentType,
        charset: cached.charset,
        body: cached.body,
        headers: response.headers,
        ...validators,
        notModified: true,
      };
      return notModified;
    }

    const content = classifyContent({ contentType: response.headers["content-type"], bytes: response.bytes });
    if (!content.readable && isRead(content.mediaType)) {
      return {
        status: "ok",
        ...common,
        contentType: content.mediaType,
        charset: "binary",
        body: "",
        bytes: response.bytes,
        headers: response.headers,
        ...validators,
        notModified: false,
      };
    }
    if (!content.readable) {
      return { status: "skipped", ...common, contentType: content.mediaType, reason: content.reason };
    }
    const decoded = decodeBody({
      bytes: response.bytes,
      mediaType: content.mediaType,
      ...optional("headerCharset", content.charset),
    });
    return {
      status: "ok",
      ...common,
      contentType: content.mediaType,
      charset: decoded.charset,
      body: decoded.text,
      headers: response.headers,
      ...validators,
      notModified: false,
    };
  }

  return {
    fetchPage,
    checkAddress,
    http,
    robots,
    close: () => http.close(),
  };
}

/** `{ [key]: value }` when value is defined, else `{}`: keeps optional fields absent rather than undefined. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
