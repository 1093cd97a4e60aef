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

export class RateLimitedError extends WebscoutError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("rate-limited", `too many questions; try again in ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
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
