// Typed errors the HTTP layer raises; error-response.ts turns them (and every other error) into status codes.
import { WebscoutError } from "../errors/index.js";

/** A request body or parameter failed validation; `field` names the offending field ("" for the whole body). */
export class InvalidRequestError extends WebscoutError {
  readonly field: string;

  constructor(field: string, message: string) {
    super("invalid-request", field ? `${field}: ${message}` : message);
    this.field = field;
  }
}

export class NotFoundError extends WebscoutError {
  constructor(message: string) {
    super("not-found", message);
  }
}

/** The admin token is required and was missing or wrong. */
export class UnauthorizedError extends WebscoutError {
  constructor(message: string, hint?: string) {
    super("unauthorized", message, { hint });
  }
}

/** The action is not allowed for this caller whatever it sends (e.g. admin actions with no token configured). */
export class ForbiddenError extends WebscoutError {
  constructor(message: string, hint?: string) {
    super("forbidden", message, { hint });
  }
}

/** "per minute", "per hour" or "every 90 s": the rate limit's window, as people say it. */
export function perWindow(windowMs: number): string {
  if (windowMs === 60_000) return "per minute";
  if (windowMs === 3_600_000) return "per hour";
  return `every ${Math.round(windowMs / 1000)} s`;
}

export class RateLimitedError extends WebscoutError {
  readonly retryAfterSeconds: number;

  /** `requests` per `windowMs` is the limit the client went over; the wait goes in the Retry-After header. */
  constructor(options: { retryAfterSeconds: number; requests: number; windowMs: number }) {
    super(
      "rate-limited",
      `too many questions: at most ${options.requests} ${perWindow(options.windowMs)} from one address`,
    );
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export class PayloadTooLargeError extends WebscoutError {
  constructor(maxBytes: number) {
    super("payload-too-large", `the request body is larger than ${maxBytes} bytes`);
  }
}

/** A POST body that is not declared as JSON (which also keeps cross-site forms from posting without CORS). */
export class UnsupportedMediaTypeError extends WebscoutError {
  constructor() {
    super("unsupported-media-type", "the request body must be JSON", {
      hint: "send Content-Type: application/json",
    });
  }
}
