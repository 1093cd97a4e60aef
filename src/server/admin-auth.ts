// Who may change the bot: the holder of the admin token, or (with no token set) a local client of a
// loopback-only server. On a public address with no token, admin actions are refused outright.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { type ClientAddress, type ClientAddressOf, clientAddressResolver } from "./client-address.js";
import { ForbiddenError, UnauthorizedError } from "./server-errors.js";

export interface AdminPolicy {
  /** WEBSCOUT_ADMIN_TOKEN / --admin-token; undefined or "" = none. */
  token?: string;
  /** The interface the server listens on; decides whether a missing token means "open" or "closed". */
  listenHost: string;
  /** Who the client is (through trusted proxies, --trust-proxy). Default: the connection's address. */
  clientOf?: ClientAddressOf;
}

export type AdminMode = "token" | "open-on-loopback" | "closed";

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(?:\.\d{1,3}){3}$/.test(bare);
}

export function adminMode(policy: AdminPolicy): AdminMode {
  if (policy.token) return "token";
  return isLoopbackHost(policy.listenHost) ? "open-on-loopback" : "closed";
}

/** Why admin actions are refused, for the start-up log; undefined when they are not. */
export function adminWarning(policy: AdminPolicy): string | undefined {
  if (adminMode(policy) !== "closed") return undefined;
  return `no admin token set while listening on ${policy.listenHost} (not loopback): POST /configure and per-request start URLs or instructions answer 403; set WEBSCOUT_ADMIN_TOKEN (or --admin-token) to enable them`;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The headers that decide admin rights. */
export interface AdminRequest {
  authorization?: string;
  host?: string;
  origin?: string;
  /** The client, as far as the trusted proxies say. Default: not known (the Host alone decides). */
  client?: ClientAddress;
  /** Whether the request says it passed through a proxy (X-Forwarded-For or Forwarded), trusted or not. */
  proxied?: boolean;
}

const direct = clientAddressResolver({});

/** The admin-relevant headers of a request; the host comes from the request URL (built from Host by the server). */
export function adminRequestOf(context: Context, policy?: Pick<AdminPolicy, "clientOf">): AdminRequest {
  return {
    authorization: context.req.header("authorization"),
    host: new URL(context.req.url).host,
    origin: context.req.header("origin"),
    client: (policy?.clientOf ?? direct)(context),
    proxied: Boolean(context.req.header("x-forwarded-for") ?? context.req.header("forwarded")),
  };
}

/**
 * Tokenless admin on loopback is for the person at this machine, not for web pages they visit: the Host must
 * be a loopback name (a DNS-rebound hostile domain is not), and a browser's Origin must be this server itself.
 * A request through a proxy (whose Host is the visitor's to choose) is local only when a trusted proxy says its
 * client is this machine; an untrusted proxy's word is not taken for that.
 */
function isLocalClient(request: AdminRequest): boolean {
  if (request.proxied || request.client?.forwarded) {
    if (!request.client?.forwarded || !isLoopbackHost(request.client.address)) return false;
  }
  const host = (request.host ?? "").toLowerCase();
  const hostname = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : (host.split(":")[0] ?? "");
  if (!isLoopbackHost(hostname)) return false;
  if (request.origin === undefined) return true;
  return (
    request.origin.toLowerCase() === `http://${host}` || request.origin.toLowerCase() === `https://${host}`
  );
}

/**
 * How this request's client may change settings, for the UI to offer them or not: "open" (a local client of a
 * loopback server with no token), "token" (with the admin token), "closed" (not at all).
 */
export function adminAccess(policy: AdminPolicy, request: AdminRequest): "open" | "token" | "closed" {
  const mode = adminMode(policy);
  if (mode === "open-on-loopback") return isLocalClient(request) ? "open" : "closed";
  return mode;
}

/** Throws UnauthorizedError (401) or ForbiddenError (403) unless the request may perform admin actions. */
export function requireAdmin(policy: AdminPolicy, request: AdminRequest, action: string): void {
  const mode = adminMode(policy);
  if (mode === "open-on-loopback") {
    if (isLocalClient(request)) return;
    throw new ForbiddenError(
      `${action} without a token is only for clients on this machine`,
      "open the UI at http://127.0.0.1:<port>/ or http://localhost:<port>/, or set WEBSCOUT_ADMIN_TOKEN",
    );
  }
  if (mode === "closed") {
    throw new ForbiddenError(
      `${action} is disabled on this server`,
      "the operator must set WEBSCOUT_ADMIN_TOKEN",
    );
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? "");
  // Compare digests so the time taken says nothing about the token's length or prefix.
  if (!match?.[1] || !timingSafeEqual(digest(match[1]), digest(policy.token as string))) {
    throw new UnauthorizedError(
      `${action} needs the admin token`,
      "send Authorization: Bearer <admin token>",
    );
  }
}
