// The guarded fetcher as the configuration asks for it: allowed domains on every hop, the address guard (with
// the demo's own host:port pairs as the only private exception), body cap and timeout from the config table.
import type { WebscoutConfig } from "../config/index.js";
import { type BrowserHost, createRenderingFetcher } from "../render/index.js";
import {
  createFetcher,
  createHttpClient,
  type Fetcher,
  type FetcherOptions,
  type HostPace,
} from "../web/index.js";

export type FetcherConfig = Pick<
  WebscoutConfig,
  "allowPrivateNetwork" | "allowLinkLocal" | "maxBodyBytes" | "requestTimeoutMs"
> &
  Partial<Pick<WebscoutConfig, "render" | "renderTimeoutMs">>;

export interface FetcherFromConfigOptions {
  config: FetcherConfig;
  /** Entries like `example.com` or `example.com/docs`, checked on every hop. Empty: any public URL. */
  allowedDomains: readonly string[];
  /** `host:port` pairs the address guard lets through although private: a running demo's own sites, nothing
   * else (another port of the same host stays refused). */
  trustedHosts?: readonly string[];
  /** Read PDFs (the support bot cites them by page); default false: skipped as not HTML. */
  readPdf?: boolean;
  /** The shared browser (browserFromConfig); without one, or with `render: never`, nothing is rendered. */
  browser?: BrowserHost;
  /** Where a rendering notice goes (no browser after all: `auto` reads plainly). */
  notice?: (line: string) => void;
  /** Requests in flight at once, overall and per host (`crawl --concurrency`). Default: the fetcher's. */
  concurrency?: number;
  /** A per-host pace shared by every replica (serverSharing over Postgres). Default: this process's limits only. */
  hostPace?: HostPace;
  /** Builds the plain fetcher. Default: src/web's createFetcher (tests pass one over canned pages). */
  createFetcher?: (options: FetcherOptions) => Fetcher;
}

export function fetcherFromConfig(options: FetcherFromConfigOptions): Fetcher {
  const { config, browser } = options;
  const allowedDomains = [...new Set(options.allowedDomains)];
  const guard = {
    allowPrivateNetwork: config.allowPrivateNetwork,
    allowLinkLocal: config.allowLinkLocal,
    trustedPrivateHosts: options.trustedHosts ?? [],
    maxBytes: config.maxBodyBytes,
    timeoutMs: config.requestTimeoutMs,
    ...(options.hostPace ? { hostPace: options.hostPace } : {}),
  };
  const concurrency =
    options.concurrency === undefined
      ? {}
      : { globalConcurrency: options.concurrency, perHostConcurrency: options.concurrency };
  const fetcher = (options.createFetcher ?? createFetcher)({
    ...guard,
    ...concurrency,
    allowedDomains,
    respectRobots: true,
    readPdf: options.readPdf ?? false,
  });
  if (!browser || config.render === "never") return fetcher;
  return createRenderingFetcher({
    fetcher,
    browser,
    mode: config.render ?? "auto",
    // The page's own scripts, styles and data: the same guard, body cap and timeout, any allowed host.
    subresourceHttp: createHttpClient(guard),
    allowedDomains,
    timeoutMs: config.renderTimeoutMs,
    ...(options.notice ? { onNotice: options.notice } : {}),
  });
}
