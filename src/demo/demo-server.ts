// Serves the demo shop and help center as two node:http servers on loopback (two origins). Fixed default
// ports keep URLs stable across processes, so a follow-up question in a new process finds the same pages; a
// port already held by a compatible running demo is reused instead of failing.
import { DEMO_CONTENT_VERSION, DEMO_MARKER_PATH, type DemoMarker, routeDemoRequest } from "./demo-routes.js";
import { type LoopbackRequestRecord, startLoopbackSites } from "./loopback-site-server.js";
import type { DemoOrigins, DemoSite } from "./types.js";

// Below 32768 on purpose: Linux hands out 32768-60999 (and macOS/Windows 49152+) as ephemeral client ports,
// so a busy machine can hold a port up there in TIME_WAIT and the demo could not listen.
export const DEFAULT_DEMO_SHOP_PORT = 28310;
export const DEFAULT_DEMO_HELP_PORT = 28311;

export interface StartDemoSitesOptions {
  /** Interface to listen on. Default "127.0.0.1": loopback only. */
  host?: string;
  /** Port of the shop. Default 28310; 0 picks a free port (never reuses). */
  shopPort?: number;
  /** Port of the help center. Default 28311; 0 picks a free port (never reuses). */
  helpPort?: number;
  /** Used to ask a taken port whether it holds a running demo. Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** How long that probe may take. Default 10 s (a busy machine can be slow to answer). */
  probeTimeoutMs?: number;
}

/** One request served by a demo server this process started. */
export type DemoRequestRecord = LoopbackRequestRecord<DemoSite>;

export interface DemoSites {
  /** The shop home page, e.g. "http://127.0.0.1:28310/". */
  shopUrl: string;
  /** The help center home page, e.g. "http://127.0.0.1:28311/help/". */
  helpUrl: string;
  origins: DemoOrigins;
  /** Which hosts were already being served by another running demo (their requests are not recorded here). */
  reused: Record<DemoSite, boolean>;
  /** Requests served by the servers this call started, oldest first (the last 10,000). */
  readonly requests: readonly DemoRequestRecord[];
  /** Stops the servers this call started; a reused host is left running. Safe to call twice. */
  close(): Promise<void>;
}

const LABEL: Record<DemoSite, string> = { shop: "demo shop", help: "demo help center" };
const PORT_OPTION: Record<DemoSite, string> = { shop: "shopPort", help: "helpPort" };

function isDemoMarker(value: unknown): value is DemoMarker {
  const candidate = value as Partial<DemoMarker> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    candidate.webscoutDemo === true &&
    (candidate.site === "shop" || candidate.site === "help") &&
    typeof candidate.origins?.shop === "string" &&
    typeof candidate.origins?.help === "string"
  );
}

/**
 * Starts the demo shop and help center (or joins a demo already running on the same ports) and resolves
 * once both answer. Throws `DemoPortError` when a port is held by something else.
 */
export async function startDemoSites(options: StartDemoSitesOptions = {}): Promise<DemoSites> {
  const sites = await startLoopbackSites({
    sites: [
      { site: "shop", port: options.shopPort ?? DEFAULT_DEMO_SHOP_PORT },
      { site: "help", port: options.helpPort ?? DEFAULT_DEMO_HELP_PORT },
    ],
    host: options.host ?? "127.0.0.1",
    route: ({ site, target, origins }) =>
      routeDemoRequest({ site, url: target.startsWith("/") ? target : `/${target}`, origins }),
    markerPath: DEMO_MARKER_PATH,
    contentVersion: DEMO_CONTENT_VERSION,
    isMarker: isDemoMarker,
    demoName: "webscout demo",
    labelOf: (site) => LABEL[site],
    portOptionOf: (site) => PORT_OPTION[site],
    fetch: options.fetch ?? globalThis.fetch,
    probeTimeoutMs: options.probeTimeoutMs ?? 10_000,
  });
  const origins: DemoOrigins = sites.origins;
  return {
    shopUrl: `${origins.shop}/`,
    helpUrl: `${origins.help}/help/`,
    origins,
    reused: sites.reused,
    requests: sites.requests,
    close: sites.close,
  };
}
