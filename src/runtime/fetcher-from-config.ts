// The guarded fetcher as the configuration asks for it: allowed domains on every hop, the address guard (with
// the demo's own loopback host as the only private exception), body cap and timeout from the config table.
import type { WebscoutConfig } from "../config/index.js";
import { createFetcher, type Fetcher, guardTrustingHosts } from "../web/index.js";

export type FetcherConfig = Pick<WebscoutConfig, "allowPrivateNetwork" | "maxBodyBytes" | "requestTimeoutMs">;

export interface FetcherFromConfigOptions {
  config: FetcherConfig;
  /** Entries like `example.com` or `example.com/docs`, checked on every hop. Empty: any public URL. */
  allowedDomains: readonly string[];
  /** Hostnames the address guard lets through although private: a running demo's own host, nothing else. */
  trustedHosts?: readonly string[];
}

export function fetcherFromConfig(options: FetcherFromConfigOptions): Fetcher {
  const { config } = options;
  return createFetcher({
    allowedDomains: [...new Set(options.allowedDomains)],
    allowPrivateNetwork: config.allowPrivateNetwork,
    checkHost: guardTrustingHosts(options.trustedHosts ?? []),
    maxBytes: config.maxBodyBytes,
    timeoutMs: config.requestTimeoutMs,
  });
}
