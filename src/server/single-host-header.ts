// RFC 9112 §3.2: a request with more than one Host header is answered 400. Node keeps only the first, so the
// admin check (which reads the host) could see a different host than a proxy in front of us did.
import type { MiddlewareHandler } from "hono";
import { WebscoutError } from "../errors/index.js";

/** How many Host headers a raw header list (name, value, name, value…) holds. */
export function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === "host") count++;
  }
  return count;
}

/** Refuses a request with several Host headers; on @hono/node-server, whose env carries the Node request. */
export function singleHostHeader(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming;
    if (incoming?.rawHeaders && hostHeaderCount(incoming.rawHeaders) > 1) {
      throw new WebscoutError("invalid-request", "the request has more than one Host header", {
        hint: "send exactly one Host header (RFC 9112 §3.2)",
      });
    }
    await next();
  };
}
