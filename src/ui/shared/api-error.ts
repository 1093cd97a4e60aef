// A failed call to the webscout server, with what the user can do about it.

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; 0 when the server could not be reached or the stream broke. */
  readonly status: number;
  readonly code: string;
  readonly hint?: string;
  /** From a 429's Retry-After header. */
  readonly retryAfterSeconds?: number;

  constructor(options: {
    message: string;
    status: number;
    code: string;
    hint?: string;
    retryAfterSeconds?: number;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.hint = options.hint;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const STATUS_HINTS: Record<number, string> = {
  401: "Enter the admin token in Settings.",
  403: "The admin token is wrong, or the server does not allow changes from here.",
};

/** Turns a non-2xx response into an ApiError, reading `{error: {code, message, hint}}` or `{code, message}`. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = (body ?? {}) as Record<string, unknown>;
  const detail = (
    typeof record.error === "object" && record.error !== null ? record.error : record
  ) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
  const retryHeader = Number(response.headers.get("retry-after"));
  const retryAfterSeconds = Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined;
  return new ApiError({
    status: response.status,
    code: text(detail.code) ?? `http-${response.status}`,
    message:
      text(detail.message) ??
      text(record.error) ??
      `The server answered ${response.status} ${response.statusText}`,
    // A 429 with Retry-After: the views say "Try again in N s." themselves.
    hint:
      text(detail.hint) ??
      STATUS_HINTS[response.status] ??
      (response.status === 429 && !retryAfterSeconds ? "Wait a moment, then ask again." : undefined),
    retryAfterSeconds,
  });
}

export function networkError(cause: unknown): ApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({
    status: 0,
    code: "network",
    message: `Could not reach the server (${reason}).`,
    hint: "Check that webscout is running, then try again.",
  });
}

/** The page's origin when `serverUrl` is on another one (a cross-origin call that CORS may refuse). */
function crossOrigin(serverUrl: string): string | undefined {
  if (serverUrl === "" || typeof location === "undefined") return undefined;
  try {
    const page = location.origin;
    return new URL(serverUrl, location.href).origin === page ? undefined : page;
  } catch {
    return undefined;
  }
}

/**
 * What a failed fetch to the server means. A browser reports a CORS refusal as a plain network failure, so for
 * a cross-origin server this probes GET /health without CORS (an opaque response, whose arrival proves the server
 * is up): then the page's origin is not allowed, and the hint says how to allow it.
 */
export async function unreachableError(options: {
  cause: unknown;
  serverUrl: string;
  fetch: typeof globalThis.fetch;
}): Promise<ApiError> {
  const origin = crossOrigin(options.serverUrl);
  if (origin) {
    const reachable = await options
      .fetch(`${options.serverUrl}/health`, { mode: "no-cors", credentials: "omit", cache: "no-store" })
      .then(
        () => true,
        () => false,
      );
    if (reachable) {
      return new ApiError({
        status: 0,
        code: "cors-refused",
        message: `The webscout server does not allow this page's origin (${origin}).`,
        hint: `Start it with --cors-origin ${origin} (or add "${origin}" to corsOrigins in config.json).`,
      });
    }
  }
  return networkError(options.cause);
}
