// Serves the demo event web — four venue sites and an aggregator — as node:http servers on loopback, one
// origin each on consecutive fixed ports (so `webscout events --demo` in a new process finds the same URLs and
// its cache stays valid). A port already held by a compatible running event demo is reused.
import type { ProfileEvent } from "../../events/event-types.js";
import { type LoopbackRequestRecord, startLoopbackSites } from "../loopback-site-server.js";
import { demoProfileEvents, profileAllowedDomains, profileCsv } from "./demo-profile.js";
import {
  EVENT_DEMO_CONTENT_VERSION,
  EVENT_DEMO_MARKER_PATH,
  type EventDemoMarker,
  routeEventDemoRequest,
} from "./event-demo-routes.js";
import { anchorDate } from "./event-times.js";
import {
  EVENT_SITE_KEYS,
  type EventSiteKey,
  type EventSiteKind,
  type EventSiteOrigins,
} from "./fixture-types.js";
import { SITE_IDENTITIES } from "./venues.js";

/** Below 32768 (the ephemeral range) and next to the support demo's 28310/28311. Sites use 28320–28324. */
export const DEFAULT_EVENT_DEMO_BASE_PORT = 28320;

export interface StartDemoEventSitesOptions {
  /** Interface to listen on. Default "127.0.0.1": loopback only. */
  host?: string;
  /** Port of the first site; the others follow (+1 … +4). Default 28320; 0 gives every site a free port. */
  basePort?: number;
  /**
   * The clock event dates are relative to (they sit on days after the New York day of `now`). A Date pins the
   * content; default: the live clock, read per request, so a long-running demo moves on with the days.
   */
  now?: Date | (() => Date);
  /** Used to ask a taken port whether it holds a running event demo. Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** How long that probe may take. Default 10 s (a busy machine can be slow to answer). */
  probeTimeoutMs?: number;
}

export interface DemoEventSite {
  key: EventSiteKey;
  name: string;
  /** e.g. "http://127.0.0.1:28320". */
  origin: string;
  kind: EventSiteKind;
  /** The home page, `${origin}/`. */
  homeUrl: string;
}

export interface DemoEventSites {
  sites: DemoEventSite[];
  origins: EventSiteOrigins;
  /** The profile of pre-approved past events (dates relative to `now` at start). */
  profileEvents: ProfileEvent[];
  /** The same as CSV text (`title,start,location,organizer,url`), ready for `--profile`. */
  profileCsv: string;
  /** The profile's hosts with ports, e.g. ["127.0.0.1:28320", …]: all five sites. */
  allowedDomains: string[];
  /** Which sites were already served by another running event demo. */
  reused: Record<EventSiteKey, boolean>;
  /** Request targets served by the servers this call started, oldest first (the last 10,000). */
  readonly requests: readonly LoopbackRequestRecord<EventSiteKey>[];
  /** Stops the servers this call started; reused ones keep running. Safe to call twice. */
  close(): Promise<void>;
}

function isMarker(value: unknown): value is EventDemoMarker {
  const candidate = value as Partial<EventDemoMarker> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    candidate.webscoutEventDemo === true &&
    EVENT_SITE_KEYS.includes(candidate.site as EventSiteKey) &&
    typeof candidate.origins === "object" &&
    candidate.origins !== null &&
    typeof candidate.anchorDate === "string"
  );
}

/**
 * Starts the demo event web (or joins one already running on the same ports) and resolves once every site
 * answers. Throws `DemoPortError` when a port is held by something else, or by an event demo that serves
 * other origins or another day.
 */
export async function startDemoEventSites(options: StartDemoEventSitesOptions = {}): Promise<DemoEventSites> {
  const host = options.host ?? "127.0.0.1";
  const basePort = options.basePort ?? DEFAULT_EVENT_DEMO_BASE_PORT;
  const pinned = options.now;
  const clock =
    pinned === undefined ? () => new Date() : typeof pinned === "function" ? pinned : () => pinned;
  const portOf = (index: number) => (basePort === 0 ? 0 : basePort + index);
  const sites = await startLoopbackSites({
    sites: EVENT_SITE_KEYS.map((site, index) => ({ site, port: portOf(index) })),
    host,
    route: ({ site, target, origins }) => routeEventDemoRequest({ site, url: target, origins, now: clock() }),
    markerPath: EVENT_DEMO_MARKER_PATH,
    contentVersion: EVENT_DEMO_CONTENT_VERSION,
    isMarker,
    // Event dates are relative to the day: a demo started on another day shows other dates at the same URLs.
    refuseReuse: (marker) => {
      const today = anchorDate(clock());
      return marker.anchorDate === today
        ? undefined
        : `the event demo there shows events for ${marker.anchorDate}, not ${today}`;
    },
    demoName: "webscout event demo",
    labelOf: (site) => `demo event site "${site}"`,
    portOptionOf: () => "basePort",
    fetch: options.fetch ?? globalThis.fetch,
    probeTimeoutMs: options.probeTimeoutMs ?? 10_000,
  });
  const { origins } = sites;
  const profileEvents = demoProfileEvents({ origins, now: clock() });
  return {
    sites: EVENT_SITE_KEYS.map((key) => ({
      key,
      name: SITE_IDENTITIES[key].name,
      origin: origins[key],
      kind: SITE_IDENTITIES[key].kind,
      homeUrl: `${origins[key]}/`,
    })),
    origins,
    profileEvents,
    profileCsv: profileCsv(profileEvents),
    allowedDomains: profileAllowedDomains(profileEvents),
    reused: sites.reused,
    requests: sites.requests,
    close: sites.close,
  };
}
