// Guarded fetchers for the MCP tools read_page and crawl_site: the config's guard and limits, a running demo's
// hosts always allowed and trusted (as for the support agents).
import type { OpenPageFetcher } from "../server/tools-backend.js";
import type { DemoAccess } from "./demo-access.js";
import { type FetcherConfig, fetcherFromConfig } from "./fetcher-from-config.js";

export function pageFetcherOpener(options: { config: FetcherConfig; demo: DemoAccess }): OpenPageFetcher {
  const { config, demo } = options;
  return (allowedDomains) =>
    fetcherFromConfig({
      config,
      allowedDomains: [...allowedDomains, ...demo.allowedDomains],
      trustedHosts: demo.trustedHosts,
    });
}
