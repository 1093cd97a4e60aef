import { type TavilyErrorCode, WebscoutError } from "../../errors/index.js";

export type { TavilyErrorCode };

/**
 * A Tavily call that failed. `status` is the HTTP status (undefined for network errors and timeouts);
 * `isRetryable` says whether the same call can succeed later (rate limit, server error, network), not
 * whether it was already retried.
 */
export class TavilyError extends WebscoutError {
  declare readonly code: TavilyErrorCode;
  readonly status?: number;
  readonly isRetryable: boolean;
  /** The wait Tavily asked for on a 429, in ms, when it said. */
  readonly retryAfterMs?: number;

  constructor(options: {
    code: TavilyErrorCode;
    message: string;
    status?: number;
    isRetryable: boolean;
    retryAfterMs?: number;
    hint?: string;
    cause?: unknown;
  }) {
    super(options.code, options.message, { hint: options.hint, cause: options.cause });
    this.status = options.status;
    this.isRetryable = options.isRetryable;
    this.retryAfterMs = options.retryAfterMs;
  }
}

const WEB_SOURCE_HINT = "or use --source web, which crawls the allowlisted sites without Tavily";

/** Maps an HTTP error status (and Tavily's `detail.error` text) to a TavilyError with a clear message. */
export function tavilyErrorForStatus(options: {
  status: number;
  endpoint: string;
  detail?: string;
  retryAfterMs?: number;
}): TavilyError {
  const { status, endpoint, detail, retryAfterMs } = options;
  const said = detail ? ` (Tavily said: ${detail})` : "";
  switch (status) {
    case 401:
      return new TavilyError({
        code: "tavily-unauthorized",
        status,
        isRetryable: false,
        message: `Tavily rejected the API key (HTTP 401): check TAVILY_API_KEY${said}`,
        hint: `set TAVILY_API_KEY to a valid key from app.tavily.com, ${WEB_SOURCE_HINT}`,
      });
    case 429:
      return new TavilyError({
        code: "tavily-rate-limited",
        status,
        isRetryable: true,
        retryAfterMs,
        message: `Tavily is rate-limiting requests (HTTP 429 on /${endpoint})${said}`,
        hint: "wait a minute and run again",
      });
    case 432:
      return new TavilyError({
        code: "tavily-plan-limit",
        status,
        isRetryable: false,
        message: `the Tavily plan's credit limit is used up (HTTP 432)${said}`,
        hint: `upgrade the Tavily plan or wait for its monthly reset, ${WEB_SOURCE_HINT}`,
      });
    case 433:
      return new TavilyError({
        code: "tavily-pay-as-you-go-limit",
        status,
        isRetryable: false,
        message: `the Tavily pay-as-you-go spending limit is reached (HTTP 433)${said}`,
        hint: `raise the limit in the Tavily dashboard, ${WEB_SOURCE_HINT}`,
      });
    case 400:
      return new TavilyError({
        code: "tavily-bad-request",
        status,
        isRetryable: false,
        message: `Tavily refused the /${endpoint} request as invalid (HTTP 400)${said}`,
      });
    case 403:
      return new TavilyError({
        code: "tavily-forbidden",
        status,
        isRetryable: false,
        message: `Tavily refused access to /${endpoint} (HTTP 403)${said}`,
        hint: "check that the key's plan includes this endpoint",
      });
    default:
      return status >= 500
        ? new TavilyError({
            code: "tavily-server-error",
            status,
            isRetryable: true,
            message: `Tavily failed on /${endpoint} (HTTP ${status})${said}`,
            hint: "try again in a moment",
          })
        : new TavilyError({
            code: "tavily-http-error",
            status,
            isRetryable: false,
            message: `Tavily answered /${endpoint} with HTTP ${status}${said}`,
          });
  }
}
