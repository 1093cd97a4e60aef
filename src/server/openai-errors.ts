// Errors in OpenAI's format ({"error": {message, type, param, code}}) for the OpenAI-compatible endpoint, so
// that OpenAI clients and SDKs show them as they would OpenAI's own. Statuses come from error-response.ts.
import { errorResponse } from "./error-response.js";
import { InvalidRequestError } from "./server-errors.js";

export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/** A request OpenAI's API would accept that this endpoint does not support (tools, images, n > 1, …). */
export class UnsupportedParameterError extends InvalidRequestError {
  constructor(param: string, message: string) {
    super(param, message);
  }
}

const TYPE_BY_STATUS: Record<number, string> = {
  400: "invalid_request_error",
  401: "invalid_request_error",
  403: "permission_error",
  404: "invalid_request_error",
  413: "invalid_request_error",
  415: "invalid_request_error",
  429: "rate_limit_error",
};

const CODE_BY_STATUS: Record<number, string> = {
  401: "invalid_api_key",
  429: "rate_limit_exceeded",
};

export function openAiErrorOf(error: unknown): {
  status: ReturnType<typeof errorResponse>["status"];
  body: OpenAiErrorBody;
  headers: Record<string, string>;
  unexpected: boolean;
} {
  const response = errorResponse(error);
  const param = error instanceof InvalidRequestError && error.field ? error.field : null;
  const code =
    error instanceof UnsupportedParameterError
      ? "unsupported_parameter"
      : (CODE_BY_STATUS[response.status] ?? response.body.code);
  const message = response.body.hint
    ? `${response.body.message} (${response.body.hint})`
    : response.body.message;
  return {
    status: response.status,
    body: { error: { message, type: TYPE_BY_STATUS[response.status] ?? "server_error", param, code } },
    headers: response.headers,
    unexpected: response.unexpected,
  };
}
