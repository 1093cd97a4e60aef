// Guarded fetchers for the MCP tools read_page and crawl_site: the config's guard and limits, a running demo's
// hosts always allowed and trusted (as for the support agents).
import type { OpenPageFetcher } from "../server/tools-backend.js";
import type { HostPace } from "../web/index.js";
import type { DemoAccess } from "./demo-access.js";
import { type FetcherConfig, fetcherFromConfig } from "./fetcher-from-config.js";

export function pageFetcherOpener(options: {
  config: FetcherConfig;
  demo: DemoAccess;
  /** The per-host pace every replica shares (serverSharing over Postgres). */
  hostPace?: HostPace;
}): OpenPageFetcher {
  const { config, demo, hostPace } = options;
  return (allowedDomains) =>
    fetcherFromConfig({
      config,
      allowedDomains: [...allowedDomains, ...demo.allowedDomains],
      trustedHosts: demo.trustedHosts,
      ...(hostPace ? { hostPace } : {}),
    });
}
