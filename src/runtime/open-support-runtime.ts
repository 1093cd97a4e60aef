// A support agent wired from the configuration for one CLI run: the stores in the data dir, the reasoner for
// --llm, the guarded fetcher with sitemaps, and (with `demo`) the bundled demo sites on loopback.
import { createReasoner } from "../agents/support/create-reasoner.js";
import type { Reasoner } from "../agents/support/reasoner.js";
import { createSupportAgent, type SupportAgent } from "../agents/support/support-agent.js";
import type { WebscoutConfig } from "../config/index.js";
import { type DemoSites, startDemoSites } from "../demo/index.js";
import type { BrowserHost } from "../render/index.js";
import { sitemapUrlsVia } from "../web/index.js";
import { browserFromConfig } from "./browser-from-config.js";
import { configuredHostPace } from "./configured-host-pace.js";
import { supportDemoAccess } from "./demo-access.js";
import { fetcherFromConfig } from "./fetcher-from-config.js";
import { modelFromConfig } from "./model-from-config.js";
import { type ConfiguredStores, openConfiguredStores } from "./open-configured-stores.js";

export interface SupportRuntime {
  agent: SupportAgent;
  reasoner: Reasoner;
  stores: ConfiguredStores;
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
  /** Opened already (the caller may have needed them to read a session's settings); left open on close. */
  stores?: ConfiguredStores;
  /** Where a one-line notice goes (no browser to render with). Default: stderr. */
  notice?: (line: string) => void;
}

export async function openSupportRuntime(options: OpenSupportRuntimeOptions): Promise<SupportRuntime> {
  const { config } = options;
  const reasoner = createReasoner({ model: modelFromConfig(config) });
  const demo = options.demo ? await startDemoSites() : undefined;
  const access = supportDemoAccess(demo);
  const notice = options.notice ?? ((line: string) => process.stderr.write(`webscout: ${line}\n`));
  let browser: BrowserHost | undefined;
  try {
    browser = browserFromConfig({ config, notice });
  } catch (error) {
    await demo?.close();
    throw error;
  }
  let stores: ConfiguredStores;
  try {
    stores = options.stores ?? (await openConfiguredStores({ config }));
  } catch (error) {
    await browser?.close();
    await demo?.close();
    throw error;
  }
  // Over Postgres, its fetches keep to the per-host pace every process on the database shares.
  const hostPace = configuredHostPace(stores);
  const fetcher = fetcherFromConfig({
    config,
    allowedDomains: [...options.allowedDomains, ...access.allowedDomains],
    trustedHosts: access.trustedHosts,
    readPdf: true,
    ...(browser ? { browser } : {}),
    ...(hostPace ? { hostPace } : {}),
    notice,
  });
  const agent = createSupportAgent({ stores, fetcher, reasoner, sitemapUrls: sitemapUrlsVia(fetcher) });
  return {
    agent,
    reasoner,
    stores,
    demo,
    async close() {
      await fetcher.close();
      await browser?.close();
      await demo?.close();
      if (!options.stores) await stores.close();
    },
  };
}
