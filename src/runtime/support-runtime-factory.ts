// Support agents over long-lived shared parts (the stores, the reasoner, the demo sites): each agent built
// here owns only its fetcher, so the server can change the allowed domains without touching stored sessions.
import type { Reasoner } from "../agents/support/reasoner.js";
import { createSupportAgent } from "../agents/support/support-agent.js";
import type { BrowserHost } from "../render/index.js";
import type { RuntimeFactory } from "../server/runtime-manager.js";
import { type HostPace, sitemapUrlsVia } from "../web/index.js";
import type { DemoAccess } from "./demo-access.js";
import { type FetcherConfig, fetcherFromConfig } from "./fetcher-from-config.js";
import type { Stores } from "./open-stores.js";
import type { SitemapMemo } from "./sitemap-memo.js";

export interface SupportRuntimeFactoryOptions {
  config: FetcherConfig;
  stores: Stores;
  reasoner: Reasoner;
  /** A running demo: its hosts are always allowed and its loopback host passes the guard. */
  demo: DemoAccess;
  /** The server's one browser for rendering (browserFromConfig); none: nothing is rendered. */
  browser?: BrowserHost;
  /** Where a rendering notice goes. */
  notice?: (line: string) => void;
  /** Sitemap lists shared with the site index (`serve --index`): a new chat on an indexed site reads none. */
  sitemaps?: SitemapMemo;
  /** The per-host pace every replica shares (serverSharing over Postgres). */
  hostPace?: HostPace;
}

/** Each runtime it builds owns its fetcher alone; closing it leaves the stores and the reasoner open. */
export function createSupportRuntimeFactory(options: SupportRuntimeFactoryOptions): RuntimeFactory {
  const { config, stores, reasoner, demo, browser, notice, sitemaps, hostPace } = options;
  return async ({ allowedDomains }) => {
    const fetcher = fetcherFromConfig({
      config,
      // With the demo on the list is never empty (empty would mean any public URL).
      allowedDomains: [...allowedDomains, ...demo.allowedDomains],
      trustedHosts: demo.trustedHosts,
      readPdf: true,
      ...(browser ? { browser } : {}),
      ...(notice ? { notice } : {}),
      ...(hostPace ? { hostPace } : {}),
    });
    const agent = createSupportAgent({
      stores,
      fetcher,
      reasoner,
      sitemapUrls: sitemaps ? sitemaps.through(sitemapUrlsVia(fetcher)) : sitemapUrlsVia(fetcher),
    });
    return { agent, close: () => fetcher.close() };
  };
}
