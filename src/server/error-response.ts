// The one place that maps errors to HTTP status codes and safe JSON bodies. Deliberate errors keep their
// message and hint; anything unexpected becomes a generic 500 (the details go to the server log, never a stack).
import { WebscoutError } from "../errors/index.js";
import { RateLimitedError } from "./server-errors.js";

export interface ErrorBody {
  code: string;
  message: string;
  hint?: string;
}

export interface ErrorResponse {
  status: 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 502;
  body: ErrorBody;
  headers: Record<string, string>;
  /** True when the error was not a deliberate one: log it with its stack. */
  unexpected: boolean;
}

/** WebscoutError codes and their status; a code not listed here is treated as unexpected (500). */
const STATUS_BY_CODE: Record<string, ErrorResponse["status"]> = {
  usage: 400,
  "invalid-request": 400,
  unauthorized: 401,
  forbidden: 403,
  "budget-exceeded": 403,
  "not-found": 404,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "rate-limited": 429,
  // The sites or the model failed us: the message says which and is meant for people.
  "start-unreachable": 502,
  "fetch-failed": 502,
  "blocked-address": 502,
  "llm-output": 502,
};

const GENERIC: ErrorBody = { code: "internal", message: "something went wrong on the server" };

export function errorResponse(error: unknown): ErrorResponse {
  if (error instanceof WebscoutError) {
    // Tavily failed us (key, quota, outage): like an unreachable site, the message is meant for people.
    const status = STATUS_BY_CODE[error.code] ?? (error.code.startsWith("tavily-") ? 502 : undefined);
    if (status !== undefined) {
      const headers: Record<string, string> = {};
      if (error instanceof RateLimitedError) headers["retry-after"] = String(error.retryAfterSeconds);
      if (status === 401) headers["www-authenticate"] = 'Bearer realm="webscout"';
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.hint) body.hint = error.hint;
      return { status, body, headers, unexpected: false };
    }
  }
  return { status: 500, body: GENERIC, headers: {}, unexpected: true };
}
