// A tiny node:http server on 127.0.0.1 (port 0) driven by a route table, for tests that must never touch the internet.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A canned answer: status (200), headers, body (string or bytes). */
export interface FixtureResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/** A route is either a canned answer or a handler that writes the response itself (for stalls, streams, counters). */
export type FixtureRoute =
  | FixtureResponse
  | ((request: IncomingMessage, response: ServerResponse) => void | Promise<void>);

export interface FixtureServer {
  /** Base URL without a trailing slash, e.g. "http://127.0.0.1:41234". */
  url: string;
  port: number;
  /** Every request path (with query) received, in order. */
  requests: string[];
  /** Closes the server and destroys open connections (stalled handlers included). */
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1:0. Routes are matched on the path with its query first, then on the path alone;
 * an unknown path gets 404.
 */
export async function startFixtureServer(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const pathWithQuery = request.url ?? "/";
    requests.push(pathWithQuery);
    const path = pathWithQuery.split("?")[0] ?? "/";
    const route = routes[pathWithQuery] ?? routes[path];
    if (route === undefined) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    if (typeof route === "function") {
      try {
        await route(request, response);
      } catch (error) {
        if (!response.headersSent) response.writeHead(500);
        response.end(String(error));
      }
      return;
    }
    response.writeHead(route.status ?? 200, route.headers ?? { "content-type": "text/html; charset=utf-8" });
    response.end(route.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
