// The address a request came from, used as the rate-limit key and for the admin "this machine" check.
// X-Forwarded-For is believed only when the connection comes from a proxy the operator trusts (--trust-proxy):
// anyone else can write it.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** The client of one request: its address, and whether a trusted proxy forwarded it. */
export interface ClientAddress {
  address: string;
  forwarded: boolean;
}

export type ClientAddressOf = (context: Context) => ClientAddress;

/** A --trust-proxy entry that is not an address, a CIDR or `loopback`. */
export class TrustProxyError extends Error {
  override name = "TrustProxyError";
}

const LOOPBACK = ["127.0.0.0/8", "::1/128"];
/** The client key of a forwarded request whose X-Forwarded-For holds something that is not an address. */
export const UNREADABLE = "unreadable-forwarded-for";

/** Checks and parses --trust-proxy entries (`10.0.0.0/8`, `127.0.0.1`, `::1`, `loopback`). */
export function parseTrustedProxies(entries: readonly string[]): Range[] {
  return entries.flatMap((entry) => {
    const text = entry.trim();
    if (text.toLowerCase() === "loopback") return LOOPBACK.map((cidr) => ipaddr.parseCIDR(cidr));
    try {
      if (text.includes("/")) return [ipaddr.parseCIDR(text)];
      const address = ipaddr.process(text);
      return [[address, address.kind() === "ipv4" ? 32 : 128] as Range];
    } catch {
      throw new TrustProxyError(
        `--trust-proxy: "${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or "loopback"`,
      );
    }
  });
}

/** An address in canonical form (IPv4-mapped IPv6 as plain IPv4), or undefined when it is not one. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = text.trim().replace(/^\[|\]$/g, "");
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : undefined;
}

function isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6 | undefined, trusted: readonly Range[]): boolean {
  return (
    address !== undefined &&
    trusted.some((range) => address.kind() === range[0].kind() && address.match(range))
  );
}

/**
 * The client behind `peer` (the connection's address): the peer itself unless it is a trusted proxy; then the
 * right-most X-Forwarded-For entry that is not a trusted proxy (each proxy appends the address it saw).
 */
export function resolveClientAddress(options: {
  peer: string;
  forwardedFor?: string;
  trusted: readonly Range[];
}): ClientAddress {
  const peer = parseAddress(options.peer);
  const own = { address: peer?.toString() ?? options.peer, forwarded: false };
  if (!isTrusted(peer, options.trusted) || !options.forwardedFor) return own;
  let client = own;
  for (const hop of options.forwardedFor.split(",").reverse()) {
    const address = parseAddress(hop);
    // Not an address: one shared key (never the sender's own text) that is not this machine either.
    if (!address) return { address: UNREADABLE, forwarded: true };
    client = { address: address.toString(), forwarded: true };
    if (!isTrusted(address, options.trusted)) break;
  }
  return client;
}

/** The client address of a request, through the proxies in `trustProxy` (none: the connection's address). */
export function clientAddressResolver(options: { trustProxy?: readonly string[] }): ClientAddressOf {
  const trusted = parseTrustedProxies(options.trustProxy ?? []);
  return (context) => {
    const bindings = context.env as { incoming?: IncomingMessage } | undefined;
    const peer = bindings?.incoming?.socket?.remoteAddress ?? "unknown";
    if (trusted.length === 0) return { address: peer, forwarded: false };
    return resolveClientAddress({ peer, forwardedFor: context.req.header("x-forwarded-for"), trusted });
  };
}
