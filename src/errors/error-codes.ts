// Every code a WebscoutError can carry, as one union, so that maps over codes (HTTP status, exit code) are
// checked by the compiler: a new code that nobody maps does not build.

/** Stable codes of Tavily failures, so callers (and the API) can react without parsing messages. */
export type TavilyErrorCode =
  | "tavily-missing-key"
  | "tavily-unauthorized"
  | "tavily-bad-request"
  | "tavily-forbidden"
  | "tavily-rate-limited"
  | "tavily-plan-limit"
  | "tavily-pay-as-you-go-limit"
  | "tavily-server-error"
  | "tavily-http-error"
  | "tavily-timeout"
  | "tavily-network"
  | "tavily-bad-response";

export type ErrorCode =
  /** Bad input from the user: invalid URL, missing file, bad option or setting. */
  | "usage"
  /** The CLI printed each failure itself and only needs the exit code. */
  | "already-reported"
  | "budget-exceeded"
  | "start-unreachable"
  | "crawl-failed"
  | "fetch-failed"
  | "blocked-address"
  | "llm-output"
  | "storage"
  /** The database file is damaged or not a database; the message names it, the hint says what to do. */
  | "storage-corrupt"
  /** The server could not listen on its port. */
  | "listen-failed"
  /** A demo site could not listen, and its port holds no compatible running demo (either demo). */
  | "demo-port-unavailable"
  /** Rendering was asked for and no browser is installed or it would not start; the hint says how to install one. */
  | "browser-unavailable"
  | "invalid-request"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "payload-too-large"
  | "unsupported-media-type"
  | "rate-limited"
  | TavilyErrorCode;
