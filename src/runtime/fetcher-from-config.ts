// The guarded fetcher as the configuration asks for it: allowed domains on every hop, the address guard (with
// the demo's own host:port pairs as the only private exception), body cap and timeout from the config table.
import type { WebscoutConfig } from "../config/index.js";
import { createFetcher, type Fetcher } from "../web/index.js";

export type FetcherConfig = Pick<
  WebscoutConfig,
  "allowPrivateNetwork" | "allowLinkLocal" | "maxBodyBytes" | "requestTimeoutMs"
>;

export interface FetcherFromConfigOptions {
  config: FetcherConfig;
  /** Entries like `example.com` or `example.com/docs`, checked on every hop. Empty: any public URL. */
  allowedDomains: readonly string[];
  /** `host:port` pairs the address guard lets through although private: a running demo's own sites, nothing
   * else (another port of the same host stays refused). */
  trustedHosts?: readonly string[];
  /** Read PDFs (the support bot cites them by page); default false: skipped as not HTML. */
  readPdf?: boolean;
}

export function fetcherFromConfig(options: FetcherFromConfigOptions): Fetcher {
  const { config } = options;
  return createFetcher({
    allowedDomains: [...new Set(options.allowedDomains)],
    allowPrivateNetwork: config.allowPrivateNetwork,
    allowLinkLocal: config.allowLinkLocal,
    trustedPrivateHosts: options.trustedHosts ?? [],
    maxBytes: config.maxBodyBytes,
    timeoutMs: config.requestTimeoutMs,
    readPdf: options.readPdf ?? false,
  });
}
