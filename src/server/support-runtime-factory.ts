// Builds agent runtimes for the server over long-lived shared parts (the database, the reasoner, the demo
// sites): each runtime owns only its fetcher, so reconfiguring domains never touches stored sessions.
import { reasonerFromConfig } from "../agents/support/create-reasoner.js";
import { sitemapUrlsVia } from "../agents/support/fetcher-sitemaps.js";
import type { Reasoner } from "../agents/support/reasoner.js";
import { createSupportAgent } from "../agents/support/support-agent.js";
import type { WebscoutConfig } from "../config/index.js";
import type { DemoSites } from "../demo/index.js";
import type { WebscoutDatabase } from "../storage/index.js";
import { createFetcher } from "../web/create-fetcher.js";
import { guardTrustingHosts } from "../web/trusted-hosts-check.js";
import type { RuntimeFactory } from "./runtime-manager.js";

export interface SupportRuntimeFactoryOptions {
  config: WebscoutConfig;
  db: WebscoutDatabase;
  /** When the demo runs its hosts are always allowed, and the guard lets their loopback host through. */
  demo?: DemoSites;
  /** Default: from config.llm and its keys. */
  reasoner?: Reasoner;
}

export function createSupportRuntimeFactory(options: SupportRuntimeFactoryOptions): RuntimeFactory {
  const { config, db, demo } = options;
  const reasoner = options.reasoner ?? reasonerFromConfig(config);
  const demoHosts = demo ? [new URL(demo.shopUrl).host, new URL(demo.helpUrl).host] : [];
  return async ({ allowedDomains }) => {
    const fetcher = createFetcher({
      // With the demo on the list is never empty (empty would mean any URL, private ones included).
      allowedDomains: [...new Set([...allowedDomains, ...demoHosts])],
      allowPrivateNetwork: config.allowPrivateNetwork,
      // The demo lives on loopback: the guard lets the demo's own host through, and nothing else private.
      checkHost: guardTrustingHosts(demoHosts.map((host) => new URL(`http://${host}`).hostname)),
      maxBytes: config.maxBodyBytes,
      timeoutMs: config.requestTimeoutMs,
    });
    const agent = createSupportAgent({
      db,
      fetcher,
      reasoner,
      sitemapUrls: sitemapUrlsVia(fetcher),
    });
    return { agent, close: () => fetcher.close() };
  };
}
