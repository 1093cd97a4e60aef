// Serves the demo event web — four venue sites and an aggregator — as node:http servers on loopback, one
// origin each on consecutive fixed ports (so `webscout events --demo` in a new process finds the same URLs and
// its cache stays valid). A port already held by a compatible running event demo is reused.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ProfileEvent } from "../../events/event-types.js";
import { demoProfileEvents, profileAllowedDomains, profileCsv } from "./demo-profile.js";
import { EventDemoPortError } from "./event-demo-port-error.js";
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
  readonly requests: readonly { site: EventSiteKey; method: string; path: string }[];
  /** Stops the servers this call started; reused ones keep running. Safe to call twice. */
  close(): Promise<void>;
}

const MAX_RECORDED_REQUESTS = 10_000;

type Listening = { kind: "started"; server: Server } | { kind: "reused"; marker: EventDemoMarker };

function originFor(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return reachable.includes(":") ? `http://[${reachable}]:${port}` : `http://${reachable}:${port}`;
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

async function probe(origin: string, fetcher: typeof globalThis.fetch, timeoutMs: number) {
  try {
    const response = await fetcher(`${origin}${EVENT_DEMO_MARKER_PATH}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isMarker(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function handler(options: {
  site: EventSiteKey;
  origins: EventSiteOrigins;
  clock: () => Date;
  requests: { site: EventSiteKey; method: string; path: string }[];
}): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const method = request.method ?? "GET";
    const target = request.url ?? "/";
    options.requests.push({ site: options.site, method, path: target });
    if (options.requests.length > MAX_RECORDED_REQUESTS) options.requests.shift();
    if (method !== "GET" && method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
      response.end("Method not allowed\n");
      return;
    }
    try {
      const result = routeEventDemoRequest({
        site: options.site,
        url: target,
        origins: options.origins,
        now: options.clock(),
      });
      const body = Buffer.from(result.body, "utf8");
      response.writeHead(result.status, {
        ...result.headers,
        "content-length": String(body.byteLength),
        "cache-control": "no-cache",
      });
      response.end(method === "HEAD" ? undefined : body);
    } catch {
      response.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      response.end("Bad request\n");
    }
  };
}

async function listenOrReuse(options: {
  site: EventSiteKey;
  host: string;
  port: number;
  server: Server;
  fetch: typeof globalThis.fetch;
  probeTimeoutMs: number;
}): Promise<Listening & { port: number }> {
  const { site, host, port, server } = options;
  const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    server.once("error", resolve);
    server.listen(port, host, () => resolve(undefined));
  });
  if (!error) return { kind: "started", server, port: (server.address() as AddressInfo).port };
  if (error.code !== "EADDRINUSE" || port === 0) {
    throw new EventDemoPortError({
      site,
      port,
      reason: `listen failed (${error.code ?? error.message})`,
      cause: error,
    });
  }
  const marker = await probe(originFor(host, port), options.fetch, options.probeTimeoutMs);
  if (!marker) throw new EventDemoPortError({ site, port, reason: "the port is in use by another program" });
  if (marker.site !== site) {
    throw new EventDemoPortError({
      site,
      port,
      reason: `the port serves the demo event site "${marker.site}" instead`,
    });
  }
  if (marker.contentVersion !== EVENT_DEMO_CONTENT_VERSION) {
    throw new EventDemoPortError({
      site,
      port,
      reason: `the port serves a different webscout event demo (content v${marker.contentVersion})`,
    });
  }
  return { kind: "reused", marker, port };
}

async function stop(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Starts the demo event web (or joins one already running on the same ports) and resolves once every site
 * answers. Throws `EventDemoPortError` when a port is held by something else, or by an event demo that serves
 * other origins or another day.
 */
export async function startDemoEventSites(options: StartDemoEventSitesOptions = {}): Promise<DemoEventSites> {
  const host = options.host ?? "127.0.0.1";
  const basePort = options.basePort ?? DEFAULT_EVENT_DEMO_BASE_PORT;
  const pinned = options.now;
  const clock =
    pinned === undefined ? () => new Date() : typeof pinned === "function" ? pinned : () => pinned;
  const portOf = (index: number) => (basePort === 0 ? 0 : basePort + index);
  // Origins are filled in as servers listen (ephemeral ports are only known then); handlers read them lazily.
  const origins = Object.fromEntries(
    EVENT_SITE_KEYS.map((site, index) => [site, originFor(host, portOf(index))]),
  ) as EventSiteOrigins;
  const requests: { site: EventSiteKey; method: string; path: string }[] = [];
  const servers = EVENT_SITE_KEYS.map((site) => createServer(handler({ site, origins, clock, requests })));
  const settled = await Promise.allSettled(
    EVENT_SITE_KEYS.map((site, index) =>
      listenOrReuse({
        site,
        host,
        port: portOf(index),
        server: servers[index] as Server,
        fetch: options.fetch ?? globalThis.fetch,
        probeTimeoutMs: options.probeTimeoutMs ?? 10_000,
      }),
    ),
  );
  const started = settled.flatMap((result) =>
    result.status === "fulfilled" && result.value.kind === "started" ? [result.value.server] : [],
  );
  const closeAll = async () => {
    await Promise.all(started.map(stop));
  };
  const failure = settled.find((result) => result.status === "rejected");
  if (failure) {
    await closeAll();
    throw failure.reason;
  }
  const listening = settled.map(
    (result) => (result as PromiseFulfilledResult<Listening & { port: number }>).value,
  );
  EVENT_SITE_KEYS.forEach((site, index) => {
    origins[site] = originFor(host, listening[index]?.port ?? 0);
  });
  const today = anchorDate(clock());
  for (const [index, entry] of listening.entries()) {
    if (entry.kind !== "reused") continue;
    const site = EVENT_SITE_KEYS[index] as EventSiteKey;
    const reason =
      JSON.stringify(entry.marker.origins) !== JSON.stringify(origins)
        ? `the event demo there is paired with ${JSON.stringify(entry.marker.origins)}, not ${JSON.stringify(origins)}`
        : entry.marker.anchorDate !== today
          ? `the event demo there shows events for ${entry.marker.anchorDate}, not ${today}`
          : undefined;
    if (reason) {
      await closeAll();
      throw new EventDemoPortError({ site, port: entry.port, reason });
    }
  }
  const profileEvents = demoProfileEvents({ origins, now: clock() });
  let closing: Promise<void> | undefined;
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
    reused: Object.fromEntries(
      EVENT_SITE_KEYS.map((site, index) => [site, listening[index]?.kind === "reused"]),
    ) as Record<EventSiteKey, boolean>,
    requests,
    close: () => {
      closing ??= closeAll();
      return closing;
    },
  };
}
