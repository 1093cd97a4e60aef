// The MCP tools for `webscout mcp` (stdio), wired from the configuration as `webscout serve` wires its own: the
// stores, the support runtimes and a run queue, the event scout (opened on the first search), guarded fetchers for
// pages, and (with `demo`) the bundled demo sites. The stdio client's user runs the process: the operator, so
// every action is theirs to take.
import { createReasoner } from "../agents/support/create-reasoner.js";
import type { WebscoutConfig } from "../config/index.js";
import { type DemoSites, startDemoSites } from "../demo/index.js";
import type { WebscoutTools } from "../mcp/webscout-tools.js";
import { createEventsBackend } from "../server/events-backend.js";
import { createRunQueue } from "../server/run-queue.js";
import { createRuntimeManager } from "../server/runtime-manager.js";
import { resolveServerSettings } from "../server/server-settings.js";
import { createToolsBackend } from "../server/tools-backend.js";
import { configuredHostPace } from "./configured-host-pace.js";
import { supportDemoAccess } from "./demo-access.js";
import { modelFromConfig } from "./model-from-config.js";
import { openConfiguredStores } from "./open-configured-stores.js";
import { openEventsRuntime } from "./open-events-runtime.js";
import { pageFetcherOpener } from "./page-fetcher-opener.js";
import { createSupportRuntimeFactory } from "./support-runtime-factory.js";

export interface McpRuntime {
  tools: WebscoutTools;
  /** Present when the demo sites were started. */
  demo?: DemoSites;
  close(): Promise<void>;
}

export interface OpenMcpRuntimeOptions {
  config: WebscoutConfig;
  /** Start URLs of new sessions (default: the demo's with `demo`, else none: ask_site then needs `urls`). */
  urls?: string[];
  /** Default: the start URLs' hosts. */
  allowedDomains?: string[];
  /** Serve the bundled demo shop and help center and the demo event web on loopback. */
  demo?: boolean;
  /** Pre-approved events CSV for find_events (with `demo` and none, the demo's). */
  profilePath?: string;
}

export async function openMcpRuntime(options: OpenMcpRuntimeOptions): Promise<McpRuntime> {
  const { config } = options;
  const stores = await openConfiguredStores({ config });
  let demo: DemoSites | undefined;
  try {
    demo = options.demo ? await startDemoSites() : undefined;
    const settings = resolveServerSettings({
      urls: options.urls ?? (demo ? [demo.shopUrl, demo.helpUrl] : []),
      allowedDomains: options.allowedDomains,
    });
    const access = supportDemoAccess(demo);
    // Over Postgres, every fetch keeps to the per-host pace shared with serve's replicas and other runs.
    const hostPace = configuredHostPace(stores);
    const paced = hostPace ? { hostPace } : {};
    const runtimes = createRuntimeManager({
      factory: createSupportRuntimeFactory({
        config,
        stores,
        reasoner: createReasoner({ model: modelFromConfig(config) }),
        demo: access,
        ...paced,
      }),
      allowedDomains: settings.allowedDomains,
    });
    const events = createEventsBackend({
      open: () =>
        openEventsRuntime({
          config,
          stores,
          demo: options.demo === true,
          profilePath: options.profilePath,
          ...paced,
        }),
    });
    const tools = createToolsBackend({
      context: {
        getSettings: () => settings,
        queue: createRunQueue({ maxConcurrent: config.maxConcurrent }),
        runtimes,
      },
      events,
      openFetcher: pageFetcherOpener({ config, demo: access, ...paced }),
      authorize: () => {},
    });
    const started = demo;
    return {
      tools,
      demo,
      async close() {
        await Promise.allSettled([runtimes.close(), events.close()]);
        await started?.close();
        await stores.close();
      },
    };
  } catch (error) {
    await demo?.close();
    await stores.close();
    throw error;
  }
}
