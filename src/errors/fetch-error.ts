import { WebscoutError } from "./webscout-error.js";

/** A request that did not produce a usable page. `isRetryable` tells the caller whether trying again can help. */
export class FetchError extends WebscoutError {
  readonly url: string;
  readonly status?: number;
  readonly isRetryable: boolean;

  constructor(options: {
    url: string;
    message: string;
    status?: number;
    isRetryable: boolean;
    cause?: unknown;
  }) {
    super("fetch-failed", options.message, { cause: options.cause });
    this.url = options.url;
    this.status = options.status;
    this.isRetryable = options.isRetryable;
  }
}
