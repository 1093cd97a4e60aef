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
  429: "Too many questions at once: wait a moment and ask again.",
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
  return new ApiError({
    status: response.status,
    code: text(detail.code) ?? `http-${response.status}`,
    message:
      text(detail.message) ??
      text(record.error) ??
      `The server answered ${response.status} ${response.statusText}`,
    hint: text(detail.hint) ?? STATUS_HINTS[response.status],
    retryAfterSeconds: Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined,
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
