// Listens: serves the app built by createApp with @hono/node-server and reports the URL to open.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { WebscoutError } from "../errors/index.js";
import { type AppDependencies, createApp } from "./app.js";
import type { RuntimeManager } from "./runtime-manager.js";

export interface StartServerOptions extends Omit<AppDependencies, "listenHost" | "runtimes" | "agent"> {
  runtimes: RuntimeManager;
  /** Default 3000; 0 picks a free port (the URL says which). */
  port?: number;
  /** Default "127.0.0.1" (this machine only). */
  host?: string;
  /** Time a client has to send a whole request (headers and body); responses, streams included, are not
   * bounded by it. Default 60 s. */
  requestTimeoutMs?: number;
  /** Time a client has to send the request headers. Default 15 s (at most `requestTimeoutMs`). */
  headersTimeoutMs?: number;
}

const REQUEST_TIMEOUT_MS = 60_000;
const HEADERS_TIMEOUT_MS = 15_000;

export interface RunningServer {
  /** e.g. "http://127.0.0.1:3000/". */
  url: string;
  port: number;
  /** Stops accepting, ends open connections (streams included) and closes the runtimes and the event scout. */
  close(): Promise<void>;
}

function urlFor(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return reachable.includes(":") ? `http://[${reachable}]:${port}/` : `http://${reachable}:${port}/`;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const {
    port = 3000,
    host = "127.0.0.1",
    runtimes,
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
    headersTimeoutMs = HEADERS_TIMEOUT_MS,
    ...deps
  } = options;
  const app = createApp({ ...deps, runtimes, listenHost: host });
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({
      fetch: app.fetch,
      port,
      hostname: host,
      // Node's default lets a client that sends a byte a second hold a socket for 300 s; the timeouts are checked
      // every `connectionsCheckingInterval`, so that is kept well below them.
      serverOptions: {
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
        connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(requestTimeoutMs / 4))),
      },
    }) as Server;
    created.once("listening", () => resolve(created));
    created.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        new WebscoutError(
          "listen-failed",
          `cannot listen on ${host}:${port}: ${error.code ?? error.message}`,
          {
            hint:
              error.code === "EADDRINUSE"
                ? "choose another port with --port (0 picks a free one)"
                : undefined,
            cause: error,
          },
        ),
      );
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: urlFor(host, actualPort),
    port: actualPort,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await Promise.all([runtimes.close(), deps.events?.close()]);
      })();
      return closing;
    },
  };
}
