// Response headers that keep the UI safe to open: a strict CSP (own origin only, no inline scripts) on HTML,
// and no MIME sniffing or referrers anywhere.
import type { MiddlewareHandler } from "hono";

export const HTML_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

export const HTML_SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": HTML_CONTENT_SECURITY_POLICY,
  "x-frame-options": "DENY",
};

/** On every response. */
export function baseSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("x-content-type-options", "nosniff");
    c.res.headers.set("referrer-policy", "no-referrer");
  };
}
