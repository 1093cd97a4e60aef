// Wires a support agent from the configuration: SQLite in the data dir, the guarded fetcher, sitemaps, the
// reasoner for --llm, and (with `demo`) the bundled demo sites on loopback. Used by the CLI and the server.
import type { WebscoutConfig } from "../../config/index.js";
import { type DemoSites, startDemoSites } from "../../demo/index.js";
import { openDatabase, type WebscoutDatabase } from "../../storage/index.js";
import { createFetcher, type Fetcher } from "../../web/create-fetcher.js";
import { guardTrustingHosts } from "../../web/trusted-hosts-check.js";
import { reasonerFromConfig } from "./create-reasoner.js";
import { sitemapUrlsVia } from "./fetcher-sitemaps.js";
import type { Reasoner } from "./reasoner.js";
import { createSupportAgent, type SupportAgent } from "./support-agent.js";

export interface SupportRuntime {
  agent: SupportAgent;
  reasoner: Reasoner;
  db: WebscoutDatabase;
  /** Present when the demo sites were started. */
  demo?: DemoSites;
  close(): Promise<void>;
}

export interface OpenSupportRuntimeOptions {
  config: WebscoutConfig;
  /** Allowed domains for the fetcher (every hop, redirects included). Empty: any public URL. */
  allowedDomains: string[];
  /** Start the bundled demo sites; the address guard then lets the demo's loopback host through (only it). */
  demo?: boolean;
  /** Opened already (the caller may have needed it to read a session's settings). */
  db?: WebscoutDatabase;
}

export async function openSupportRuntime(options: OpenSupportRuntimeOptions): Promise<SupportRuntime> {
  const { config } = options;
  const reasoner = reasonerFromConfig(config);
  const demo = options.demo ? await startDemoSites() : undefined;
  const allowedDomains = demo
    ? [...new Set([...options.allowedDomains, new URL(demo.shopUrl).host, new URL(demo.helpUrl).host])]
    : options.allowedDomains;
  // The demo lives on loopback: the guard lets the demo's own host through, and nothing else private.
  const fetcher: Fetcher = createFetcher({
    allowedDomains,
    allowPrivateNetwork: config.allowPrivateNetwork,
    checkHost: guardTrustingHosts(
      demo ? [new URL(demo.shopUrl).hostname, new URL(demo.helpUrl).hostname] : [],
    ),
    maxBytes: config.maxBodyBytes,
    timeoutMs: config.requestTimeoutMs,
  });
  const db = options.db ?? openDatabase({ dataDir: config.dataDir });
  const agent = createSupportAgent({
    db,
    fetcher,
    reasoner,
    sitemapUrls: sitemapUrlsVia(fetcher),
  });
  return {
    agent,
    reasoner,
    db,
    demo,
    async close() {
      await fetcher.close();
      await demo?.close();
      db.close();
    },
  };
}
