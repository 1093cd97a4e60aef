// Wires the event scout from the configuration: SQLite stores in the data dir, the guarded fetcher over the
// allowlist, Tavily when a key is set, the model for --llm, the profile CSV, and (with `demo`) the bundled demo
// event web on loopback. Used by the CLI and the server.
import { readFileSync } from "node:fs";
import type { WebscoutConfig } from "../../config/index.js";
import { type DemoEventSites, startDemoEventSites } from "../../demo/events/index.js";
import { UsageError } from "../../errors/index.js";
import type { ProfileEvent } from "../../events/event-types.js";
import {
  createEventCache,
  createEventStore,
  createFeedbackStore,
  createTelemetryStore,
} from "../../events/store/index.js";
import { createTavilySource } from "../../events/tavily/index.js";
import {
  createLanguageModel,
  createModelClient,
  DEFAULT_PRICES,
  describeLlm,
  type ModelClient,
  parseLlmSpec,
  priceFor,
} from "../../llm/index.js";
import { openDatabase, type WebscoutDatabase } from "../../storage/index.js";
import { createFetcher } from "../../web/create-fetcher.js";
import { guardTrustingHosts } from "../../web/trusted-hosts-check.js";
import type { EventsDependencies } from "./dependencies.js";
import { allDomains } from "./plan.js";
import { buildProfile, parseProfileCsv } from "./profile.js";
import type { ScoutEventListener } from "./scout-events.js";

export interface EventsRuntime {
  deps: EventsDependencies;
  db: WebscoutDatabase;
  /** Present when the demo event web was started. */
  demo?: DemoEventSites;
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
  /** Opened already. */
  db?: WebscoutDatabase;
  now?: () => number;
  onEvent?: ScoutEventListener;
}

function readProfile(path: string): ProfileEvent[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read the profile CSV ${path}: ${(error as Error).message}`, {
      hint: "pass --profile <path to a CSV with title,start,location,organizer,url>",
    });
  }
  return parseProfileCsv(text, path);
}

function modelFor(config: WebscoutConfig): ModelClient | undefined {
  const spec = parseLlmSpec(config.llm);
  if (spec.provider === "offline") return undefined;
  const keys = { openaiApiKey: config.openaiApiKey, anthropicApiKey: config.anthropicApiKey };
  return createModelClient({
    id: describeLlm(spec),
    model: createLanguageModel(spec, keys),
    price: priceFor(spec.model, { ...DEFAULT_PRICES, ...config.prices }),
  });
}

export async function openEventsRuntime(options: OpenEventsRuntimeOptions): Promise<EventsRuntime> {
  const { config, now = Date.now } = options;
  const model = modelFor(config);
  const demo = options.demo ? await startDemoEventSites() : undefined;
  try {
    const profileEvents = options.profilePath
      ? readProfile(options.profilePath)
      : demo
        ? demo.profileEvents
        : [];
    const allowDomains = options.allowDomains ?? [];
    const domains = allDomains(allowDomains, buildProfile(profileEvents));
    // The demo lives on loopback: the guard passes the demo's own host, and nothing else private.
    const fetcher = createFetcher({
      allowedDomains: demo ? [...new Set([...domains, ...demo.allowedDomains])] : domains,
      allowPrivateNetwork: config.allowPrivateNetwork,
      checkHost: guardTrustingHosts(demo ? demo.sites.map((site) => new URL(site.origin).hostname) : []),
      maxBytes: config.maxBodyBytes,
      timeoutMs: config.requestTimeoutMs,
    });
    const tavilyKey = config.tavilyApiKey;
    const db = options.db ?? openDatabase({ dataDir: config.dataDir });
    const deps: EventsDependencies = {
      now,
      profileEvents,
      cache: createEventCache({ db, now }),
      events: createEventStore({ db, now }),
      feedback: createFeedbackStore({ db, now }),
      telemetry: createTelemetryStore({ db }),
      fetcher,
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
      ...(options.onEvent ? { onEvent: options.onEvent } : {}),
    };
    return {
      deps,
      db,
      demo,
      async close() {
        await fetcher.close();
        await demo?.close();
        if (!options.db) db.close();
      },
    };
  } catch (error) {
    await demo?.close();
    throw error;
  }
}
