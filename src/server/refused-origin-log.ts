// Logs browser requests from an origin the CORS list does not allow: the browser hides the response from the
// page, so without this line a refused widget looks like a dead server on both ends. Each origin is logged once.
import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger.js";

/** Origins remembered as already logged, at most; beyond it nothing more is logged (a flood of origins). */
const MAX_LOGGED_ORIGINS = 100;

/** True when `origin` names the host the request was sent to (a same-origin request, which CORS never blocks). */
function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export function logRefusedOrigins(options: {
  allowed: ReadonlySet<string>;
  logger: Logger;
}): MiddlewareHandler {
  const logged = new Set<string>();
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (
      origin &&
      origin !== "null" &&
      !options.allowed.has(origin) &&
      !logged.has(origin) &&
      logged.size < MAX_LOGGED_ORIGINS &&
      !sameOrigin(origin, c.req.header("host"))
    ) {
      logged.add(origin);
      // The origin is the client's to choose: printed as JSON text so it cannot forge or colour a log line.
      options.logger.warn(
        `refused a browser request from origin ${JSON.stringify(origin)} (not allowed by CORS); ` +
          `to allow it, start with --cors-origin ${JSON.stringify(origin)} or add it to corsOrigins in config.json`,
      );
    }
    await next();
  };
}
