// The event scout wired from the configuration: the stores, the guarded fetcher over the allowlist, Tavily when
// a key is set, the model for --llm, the profile CSV, and (with `demo`) the bundled demo event web on loopback.
// Used by the CLI and the server.
import type { EventsDependencies } from "../agents/events/dependencies.js";
import { allDomains } from "../agents/events/plan.js";
import type { ScoutProgressListener } from "../agents/events/scout-progress.js";
import type { WebscoutConfig } from "../config/index.js";
import { type DemoEventSites, startDemoEventSites } from "../demo/events/index.js";
import type { ProfileEvent } from "../events/event-types.js";
import { buildProfile } from "../events/profile/index.js";
import { createTavilySource } from "../events/tavily/index.js";
import { DEFAULT_PRICES } from "../llm/index.js";
import type { HostPace } from "../web/index.js";
import { configuredHostPace } from "./configured-host-pace.js";
import { eventDemoAccess } from "./demo-access.js";
import { fetcherFromConfig } from "./fetcher-from-config.js";
import { loadProfileCsv } from "./load-profile-csv.js";
import { modelFromConfig } from "./model-from-config.js";
import { type ConfiguredStores, openConfiguredStores } from "./open-configured-stores.js";

export interface EventsRuntime {
  deps: EventsDependencies;
  /** Present when the demo event web was started. */
  demo?: DemoEventSites;
  /** The hosts this runtime's fetcher may read: the profile's, -d's and the demo's. */
  allowedDomains: string[];
  /** A fetcher like the runtime's that may also read `extraDomains` (an uploaded profile's hosts); close it after use. */
  fetcherWith(extraDomains: readonly string[]): EventsDependencies["fetcher"] & { close(): Promise<void> };
  close(): Promise<void>;
}

export interface OpenEventsRuntimeOptions {
  config: WebscoutConfig;
  /** Path of the pre-approved events CSV (--profile). With `demo` and no path, the demo's profile. */
  profilePath?: string;
  /** Extra allowlist entries (-d); the fetcher may read them as well as the profile's hosts. */
  allowDomains?: string[];
  /** Serve the demo event web on loopback; the address guard lets the demo's host through, nothing else private. */
  demo?: boolean;
  /** Opened already; left open on close. */
  stores?: ConfiguredStores;
  now?: () => number;
  onProgress?: ScoutProgressListener;
  /** The per-host pace every replica shares (serverSharing over Postgres). Default: over Postgres, the stores'
   * database's (configuredHostPace), else none. */
  hostPace?: HostPace;
}

export async function openEventsRuntime(options: OpenEventsRuntimeOptions): Promise<EventsRuntime> {
  const { config, now = Date.now } = options;
  const model = modelFromConfig(config);
  const demo = options.demo ? await startDemoEventSites() : undefined;
  try {
    const profileEvents: ProfileEvent[] = options.profilePath
      ? loadProfileCsv(options.profilePath)
      : (demo?.profileEvents ?? []);
    const access = eventDemoAccess(demo);
    const allowedDomains = [
      ...new Set([
        ...allDomains(options.allowDomains ?? [], buildProfile(profileEvents)),
        ...access.allowedDomains,
      ]),
    ];
    const stores = options.stores ?? (await openConfiguredStores({ config, now }));
    const hostPace = options.hostPace ?? configuredHostPace(stores);
    const fetcherWith = (extraDomains: readonly string[]) =>
      fetcherFromConfig({
        config,
        allowedDomains: [...allowedDomains, ...extraDomains],
        trustedHosts: access.trustedHosts,
        ...(hostPace ? { hostPace } : {}),
      });
    const fetcher = fetcherWith([]);
    const tavilyKey = config.tavilyApiKey;
    const deps: EventsDependencies = {
      now,
      profileEvents,
      cache: stores.eventCache,
      events: stores.events,
      feedback: stores.feedback,
      telemetry: stores.telemetry,
      fetcher,
      addressOptIns: [
        ...(config.allowPrivateNetwork ? ["private"] : []),
        ...(config.allowLinkLocal ? ["link-local"] : []),
      ],
      ...(tavilyKey
        ? {
            tavily: createTavilySource({
              apiKey: tavilyKey,
              ...(config.tavilyBaseUrl ? { apiBaseURL: config.tavilyBaseUrl } : {}),
            }),
          }
        : {}),
      ...(model ? { model } : {}),
      pricePerCreditUsd: config.tavilyCreditUsd,
      prices: { ...DEFAULT_PRICES, ...config.prices },
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    };
    return {
      deps,
      demo,
      allowedDomains,
      fetcherWith,
      async close() {
        await fetcher.close();
        await demo?.close();
        if (!options.stores) await stores.close();
      },
    };
  } catch (error) {
    await demo?.close();
    throw error;
  }
}
