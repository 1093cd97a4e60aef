import type { ErrorCode } from "./error-codes.js";

/** Base class for every error webscout raises on purpose: carries a stable code and a hint on how to react. */
export class WebscoutError extends Error {
  readonly code: ErrorCode;
  /** What the user can do about it, in one sentence. */
  readonly hint?: string;

  constructor(code: ErrorCode, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.hint = options.hint;
  }
}
