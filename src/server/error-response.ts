// The one place that maps errors to HTTP status codes and safe JSON bodies. Deliberate errors keep their
// message and hint; anything unexpected becomes a generic 500 (the details go to the server log, never a stack).
import { type ErrorCode, WebscoutError } from "../errors/index.js";
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

/**
 * Every WebscoutError code and its status; `undefined` marks a code that should never reach the API (treated as
 * unexpected: 500). The compiler checks that every code is listed.
 */
const STATUS_BY_CODE: Record<ErrorCode, ErrorResponse["status"] | undefined> = {
  usage: 400,
  "invalid-request": 400,
  unauthorized: 401,
  forbidden: 403,
  "budget-exceeded": 403,
  "not-found": 404,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "rate-limited": 429,
  // The sites, the model or Tavily failed us: the message says which and is meant for people.
  "start-unreachable": 502,
  "fetch-failed": 502,
  "blocked-address": 502,
  "llm-output": 502,
  "tavily-missing-key": 502,
  "tavily-unauthorized": 502,
  "tavily-bad-request": 502,
  "tavily-forbidden": 502,
  "tavily-rate-limited": 502,
  "tavily-plan-limit": 502,
  "tavily-pay-as-you-go-limit": 502,
  "tavily-server-error": 502,
  "tavily-http-error": 502,
  "tavily-timeout": 502,
  "tavily-network": 502,
  "tavily-bad-response": 502,
  // CLI-only outcomes and broken storage: a server log matter, not a message for visitors.
  "already-reported": undefined,
  "crawl-failed": undefined,
  storage: undefined,
  "storage-corrupt": undefined,
  "listen-failed": undefined,
  "demo-port-unavailable": undefined,
  "browser-unavailable": undefined,
};

const GENERIC: ErrorBody = { code: "internal", message: "something went wrong on the server" };

export function errorResponse(error: unknown): ErrorResponse {
  if (error instanceof WebscoutError) {
    const status = STATUS_BY_CODE[error.code];
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
