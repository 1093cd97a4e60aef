// Serves the demo shop and help center as two node:http servers on loopback (two origins). Fixed default
// ports keep URLs stable across processes, so a follow-up question in a new process finds the same pages; a
// port already held by a compatible running demo is reused instead of failing.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { DemoPortError } from "./demo-port-error.js";
import { DEMO_CONTENT_VERSION, DEMO_MARKER_PATH, type DemoMarker, routeDemoRequest } from "./demo-routes.js";
import type { DemoOrigins, DemoSite } from "./types.js";

// Below 32768 on purpose: Linux hands out 32768-60999 (and macOS/Windows 49152+) as ephemeral client ports,
// so a busy machine can hold a port up there in TIME_WAIT and the demo could not listen.
export const DEFAULT_DEMO_SHOP_PORT = 28310;
export const DEFAULT_DEMO_HELP_PORT = 28311;

/** Requests kept in `DemoSites.requests` (the oldest are dropped beyond this). */
const MAX_RECORDED_REQUESTS = 10_000;

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
export interface DemoRequestRecord {
  site: DemoSite;
  method: string;
  /** Request target as received, e.g. "/help/returns?utm_source=x". */
  path: string;
}

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

type Listening = { kind: "started"; server: Server } | { kind: "reused"; marker: DemoMarker };

function originFor(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return reachable.includes(":") ? `http://[${reachable}]:${port}` : `http://${reachable}:${port}`;
}

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

async function probeDemo(options: {
  origin: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
}): Promise<DemoMarker | undefined> {
  try {
    const response = await options.fetch(`${options.origin}${DEMO_MARKER_PATH}`, {
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isDemoMarker(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function handle(
  site: DemoSite,
  origins: DemoOrigins,
  requests: DemoRequestRecord[],
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const method = request.method ?? "GET";
    const target = request.url ?? "/";
    requests.push({ site, method, path: target });
    if (requests.length > MAX_RECORDED_REQUESTS) requests.shift();
    if (method !== "GET" && method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
      response.end("Method not allowed\n");
      return;
    }
    try {
      const result = routeDemoRequest({ site, url: target.startsWith("/") ? target : `/${target}`, origins });
      const body = typeof result.body === "string" ? Buffer.from(result.body, "utf8") : result.body;
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
  site: DemoSite;
  host: string;
  port: number;
  origins: DemoOrigins;
  requests: DemoRequestRecord[];
  fetch: typeof globalThis.fetch;
  probeTimeoutMs: number;
}): Promise<Listening> {
  const { site, host, port } = options;
  const server = createServer(handle(site, options.origins, options.requests));
  const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    server.once("error", resolve);
    server.listen(port, host, () => resolve(undefined));
  });
  if (!error) {
    options.origins[site] = originFor(host, (server.address() as AddressInfo).port);
    return { kind: "started", server };
  }
  if (error.code !== "EADDRINUSE" || port === 0) {
    throw new DemoPortError({
      site,
      port,
      reason: `listen failed (${error.code ?? error.message})`,
      cause: error,
    });
  }
  const marker = await probeDemo({
    origin: originFor(host, port),
    fetch: options.fetch,
    timeoutMs: options.probeTimeoutMs,
  });
  if (!marker) {
    throw new DemoPortError({
      site,
      port,
      reason: "the port is in use by another program (it did not answer as a webscout demo)",
    });
  }
  if (marker.site !== site) {
    throw new DemoPortError({
      site,
      port,
      reason: `the port serves the webscout demo ${marker.site === "help" ? "help center" : "shop"} instead`,
    });
  }
  if (marker.contentVersion !== DEMO_CONTENT_VERSION) {
    throw new DemoPortError({
      site,
      port,
      reason: `the port serves a different webscout demo (content v${marker.contentVersion})`,
    });
  }
  return { kind: "reused", marker };
}

async function stop(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Starts the demo shop and help center (or joins a demo already running on the same ports) and resolves
 * once both answer. Throws `DemoPortError` when a port is held by something else.
 */
export async function startDemoSites(options: StartDemoSitesOptions = {}): Promise<DemoSites> {
  const host = options.host ?? "127.0.0.1";
  const ports: Record<DemoSite, number> = {
    shop: options.shopPort ?? DEFAULT_DEMO_SHOP_PORT,
    help: options.helpPort ?? DEFAULT_DEMO_HELP_PORT,
  };
  const origins: DemoOrigins = { shop: originFor(host, ports.shop), help: originFor(host, ports.help) };
  const requests: DemoRequestRecord[] = [];
  const common = {
    host,
    origins,
    requests,
    fetch: options.fetch ?? globalThis.fetch,
    probeTimeoutMs: options.probeTimeoutMs ?? 10_000,
  };
  const settled = await Promise.allSettled(
    (["shop", "help"] as const).map((site) => listenOrReuse({ ...common, site, port: ports[site] })),
  );
  const servers = settled.flatMap((result) =>
    result.status === "fulfilled" && result.value.kind === "started" ? [result.value.server] : [],
  );
  const closeAll = async () => {
    await Promise.all(servers.map(stop));
  };
  const [shop, help] = settled;
  if (shop?.status !== "fulfilled" || help?.status !== "fulfilled") {
    await closeAll();
    throw shop?.status === "rejected"
      ? shop.reason
      : help?.status === "rejected"
        ? help.reason
        : new Error("unreachable");
  }
  // A reused host links to the partner it was started with; it must be the one we serve now.
  for (const [site, listening] of [
    ["shop", shop.value],
    ["help", help.value],
  ] as const) {
    if (
      listening.kind === "reused" &&
      (listening.marker.origins.shop !== origins.shop || listening.marker.origins.help !== origins.help)
    ) {
      await closeAll();
      throw new DemoPortError({
        site,
        port: ports[site],
        reason: `the webscout demo there is paired with ${JSON.stringify(listening.marker.origins)}, not ${JSON.stringify(origins)}`,
      });
    }
  }
  let closing: Promise<void> | undefined;
  return {
    shopUrl: `${origins.shop}/`,
    helpUrl: `${origins.help}/help/`,
    origins,
    reused: { shop: shop.value.kind === "reused", help: help.value.kind === "reused" },
    requests,
    close: () => {
      closing ??= closeAll();
      return closing;
    },
  };
}
