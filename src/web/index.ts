// The public surface of the web layer: fetching (guarded, polite, decoded), robots.txt, sitemaps and URL rules.

export {
  type AddressClass,
  type AddressVerdict,
  type CheckHostOptions,
  checkAddress,
  checkHost,
  classifyAddress,
  describeAddress,
  type HostCheck,
} from "./address-guard.js";
export { type CachedHostCheckOptions, type CheckHostFunction, cachedHostCheck } from "./cached-host-check.js";
export {
  binaryBodyType,
  type ContentClassification,
  classifyContent,
  isReadableMediaType,
  parseContentType,
  READABLE_MEDIA_TYPES,
  sniffMediaType,
} from "./content-type.js";
export { createFetcher, type Fetcher, type FetcherOptions, type FetchPageOptions } from "./create-fetcher.js";
export { createHttpClient, type HttpClientOptions } from "./create-http-client.js";
export { type DecodeBodyOptions, type DecodedBody, decodeBody, resolveCharset } from "./decode-body.js";
export { type DomainRule, defaultAllowedDomains, isUrlAllowed, parseAllowedDomains } from "./domain-rules.js";
export { fetchFailureHint, fetchFailureHints } from "./fetch-failure-hint.js";
export type {
  CachedCopy,
  FetchBlocked,
  FetchFailed,
  FetchOk,
  FetchResult,
  FetchSkipped,
  FetchStatus,
} from "./fetch-result.js";
export { type SitemapUrls, sitemapUrlsVia } from "./fetcher-sitemaps.js";
export { createHostLimiter, type HostLimiter, type HostLimiterOptions, type Sleep } from "./host-limiter.js";
export type { HostPace } from "./host-pace.js";
export type { HttpClient, HttpGetOptions, RawResponse, RawResult } from "./http-client.js";
export { type IpLiteral, parseIpLiteral } from "./ip-literal.js";
export { BodyTooLargeError, formatBytes } from "./read-capped-body.js";
export { pinnedLookup, type Resolver, systemResolver } from "./resolve-host.js";
export { type ResolveUrlOptions, resolveUrl } from "./resolve-url.js";
export {
  createRetryPolicy,
  isRetryableStatus,
  parseRetryAfter,
  type RetryDecision,
  type RetryPolicy,
  type RetryPolicyOptions,
} from "./retry-policy.js";
export { createRobotsPolicy, type RobotsPolicyOptions } from "./robots.js";
export type { RobotsPolicy, RobotsVerdict } from "./robots-policy.js";
export { type ParsedSitemap, parseSitemap, type RawSitemapEntry } from "./sitemap-parse.js";
export { type DiscoverSitemapUrlsOptions, discoverSitemapUrls, type SitemapEntry } from "./sitemaps.js";
export { invalidStartUrl, startUrlHint } from "./start-url-hint.js";
export { isTrackingParam } from "./tracking-params.js";
export { limitLinks, type TruncateUrlOptions, truncateUrlForPrompt } from "./truncate-url.js";
export { isHashRoute, isHttpUrl, normalizeUrl, parseHttpUrl, withoutFragment } from "./url-normalize.js";
