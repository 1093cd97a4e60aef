// The node:http plumbing both bundled demos share: one loopback server per site on a fixed port (so another
// process finds the same URLs), a port already held by a compatible running demo reused instead of failing,
// GET and HEAD only, the requests served kept for tests, and one close for what this call started.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { DemoPortError } from "./demo-port-error.js";

/** Requests kept in `LoopbackSites.requests` (the oldest are dropped beyond this). */
const MAX_RECORDED_REQUESTS = 10_000;

/** What a demo's marker path answers: enough to tell whether a running demo can be joined. */
export interface LoopbackMarker<Site extends string> {
  site: Site;
  contentVersion: number;
  /** The origins of every site of the running demo. */
  origins: Record<Site, string>;
}

export interface LoopbackResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** One request served by a server this process started. */
export interface LoopbackRequestRecord<Site extends string> {
  site: Site;
  method: string;
  /** Request target as received, e.g. "/help/returns?utm_source=x". */
  path: string;
}

export interface StartLoopbackSitesOptions<Site extends string, Marker extends LoopbackMarker<Site>> {
  /** The sites in order, each with its port; port 0 picks a free one (and never reuses). */
  sites: ReadonlyArray<{ site: Site; port: number }>;
  /** Interface to listen on, e.g. "127.0.0.1". */
  host: string;
  /** Answers one GET or HEAD; `target` is the request target as received. A throw answers 400. */
  route(request: { site: Site; target: string; origins: Record<Site, string> }): LoopbackResponse;
  /** Where a running demo answers with its marker. */
  markerPath: string;
  /** This build's content version: a running demo with another one is not joined. */
  contentVersion: number;
  /** Whether a marker path's JSON is this demo's marker. */
  isMarker(value: unknown): value is Marker;
  /** Why a running demo that serves the right site, content and origins still cannot be joined (e.g. another day). */
  refuseReuse?: (marker: Marker) => string | undefined;
  /** The demo in messages, e.g. "webscout demo". */
  demoName: string;
  /** A site in messages, e.g. "demo help center". */
  labelOf(site: Site): string;
  /** The option that sets a site's port, named in the error's hint, e.g. "helpPort". */
  portOptionOf(site: Site): string;
  /** Used to ask a taken port for its marker. */
  fetch: typeof globalThis.fetch;
  /** How long that probe may take. */
  probeTimeoutMs: number;
}

export interface LoopbackSites<Site extends string> {
  /** The live origin of every site, e.g. "http://127.0.0.1:28310". */
  origins: Record<Site, string>;
  /** Which sites were already served by another running demo (their requests are not recorded here). */
  reused: Record<Site, boolean>;
  /** Requests served by the servers this call started, oldest first (the last 10,000). */
  readonly requests: readonly LoopbackRequestRecord<Site>[];
  /** Stops the servers this call started; reused sites keep running. Safe to call twice. */
  close(): Promise<void>;
}

type Listening<Marker> =
  | { kind: "started"; server: Server; port: number }
  | { kind: "reused"; marker: Marker };

function originFor(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return reachable.includes(":") ? `http://[${reachable}]:${port}` : `http://${reachable}:${port}`;
}

function handle<Site extends string>(options: {
  site: Site;
  route: (request: { site: Site; target: string }) => LoopbackResponse;
  requests: LoopbackRequestRecord<Site>[];
}): (request: IncomingMessage, response: ServerResponse) => void {
  const { site, route, requests } = options;
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
      const result = route({ site, target });
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

async function probe<Marker>(options: {
  url: string;
  isMarker: (value: unknown) => value is Marker;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
}): Promise<Marker | undefined> {
  try {
    const response = await options.fetch(options.url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return options.isMarker(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

async function stop(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function sameOrigins(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(b);
  return Object.keys(a).length === keys.length && keys.every((key) => a[key] === b[key]);
}

/**
 * Starts a server per site (or joins a running demo on the same ports) and resolves once every site answers.
 * Throws `DemoPortError` when a port is held by something else, or by a demo that serves another site, other
 * content or other origins, or that `refuseReuse` turns down; servers it started are closed first.
 */
export async function startLoopbackSites<Site extends string, Marker extends LoopbackMarker<Site>>(
  options: StartLoopbackSitesOptions<Site, Marker>,
): Promise<LoopbackSites<Site>> {
  const { host, sites } = options;
  // Filled in as servers listen (free ports are only known then); the handlers read them per request.
  const origins = Object.fromEntries(sites.map(({ site, port }) => [site, originFor(host, port)])) as Record<
    Site,
    string
  >;
  const requests: LoopbackRequestRecord<Site>[] = [];
  const route = (request: { site: Site; target: string }) => options.route({ ...request, origins });
  const portError = (site: Site, port: number, reason: string, cause?: unknown) =>
    new DemoPortError({
      site,
      siteLabel: options.labelOf(site),
      port,
      portOption: options.portOptionOf(site),
      reason,
      cause,
    });

  const listenOrReuse = async (site: Site, port: number): Promise<Listening<Marker>> => {
    const server = createServer(handle({ site, route, requests }));
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once("error", resolve);
      server.listen(port, host, () => resolve(undefined));
    });
    if (!error) return { kind: "started", server, port: (server.address() as AddressInfo).port };
    if (error.code !== "EADDRINUSE" || port === 0) {
      throw portError(site, port, `listen failed (${error.code ?? error.message})`, error);
    }
    const marker = await probe({
      url: `${originFor(host, port)}${options.markerPath}`,
      isMarker: options.isMarker,
      fetch: options.fetch,
      timeoutMs: options.probeTimeoutMs,
    });
    if (!marker) {
      const reason = `the port is in use by another program (it did not answer as a ${options.demoName})`;
      throw portError(site, port, reason);
    }
    if (marker.site !== site) {
      throw portError(site, port, `the port serves the ${options.labelOf(marker.site)} instead`);
    }
    if (marker.contentVersion !== options.contentVersion) {
      const reason = `the port serves a different ${options.demoName} (content v${marker.contentVersion})`;
      throw portError(site, port, reason);
    }
    return { kind: "reused", marker };
  };

  const settled = await Promise.allSettled(sites.map(({ site, port }) => listenOrReuse(site, port)));
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
  const listening = settled.map((result) => (result as PromiseFulfilledResult<Listening<Marker>>).value);
  sites.forEach(({ site }, index) => {
    const entry = listening[index];
    if (entry?.kind === "started") origins[site] = originFor(host, entry.port);
  });
  // A reused site links to the partners it was started with; they must be the ones served now.
  for (const [index, entry] of listening.entries()) {
    if (entry.kind !== "reused") continue;
    const { site, port } = sites[index] as { site: Site; port: number };
    const reason = !sameOrigins(entry.marker.origins, origins)
      ? `the ${options.demoName} there is paired with ${JSON.stringify(entry.marker.origins)}, not ${JSON.stringify(origins)}`
      : options.refuseReuse?.(entry.marker);
    if (reason) {
      await closeAll();
      throw portError(site, port, reason);
    }
  }
  let closing: Promise<void> | undefined;
  return {
    origins,
    reused: Object.fromEntries(
      sites.map(({ site }, index) => [site, listening[index]?.kind === "reused"]),
    ) as Record<Site, boolean>,
    requests,
    close: () => {
      closing ??= closeAll();
      return closing;
    },
  };
}
