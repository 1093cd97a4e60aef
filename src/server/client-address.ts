// The address a request came from, used as the rate-limit key. Forwarded-for headers are not trusted: any
// client can write them.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

export function clientAddress(context: Context): string {
  const bindings = context.env as { incoming?: IncomingMessage } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? "unknown";
}
