// One HTTP attempt on undici: a GET bounded by a total timeout (headers and body), its body read under the size
// cap, and every failure turned into a reason plus whether trying again could help.
import { type Dispatcher, request } from "undici";
import { BodyTooLargeError, readCappedBody, UnsupportedEncodingError } from "./read-capped-body.js";

export type Attempt =
  | { kind: "response"; status: number; headers: Record<string, string>; bytes: Uint8Array }
  | { kind: "error"; reason: string; retryable: boolean };

export interface SendAttemptOptions {
  url: string;
  dispatcher: Dispatcher;
  headers: Record<string, string>;
  /** Total time for the attempt, body included. */
  timeoutMs: number;
  /** Only for the message: the connect timeout itself is set on the dispatcher. */
  connectTimeoutMs: number;
  maxBytes: number;
  /** Keep the first `maxBytes` of a larger body instead of failing. */
  truncateBody?: boolean;
  /** Whether a 2xx body is worth downloading; bodies of other statuses are never read. Default: always. */
  readBody?: (response: { httpStatus: number; headers: Record<string, string> }) => boolean;
  /** The caller's signal: when it aborts, `sendAttempt` rejects with its reason instead of returning. */
  signal?: AbortSignal;
}

// Network failures a later attempt may not hit; TLS and protocol errors are not among them.
const RETRYABLE_CODES = new Set([
  ...["ECONNRESET", "ECONNREFUSED", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"],
  ...["EAI_AGAIN", "UND_ERR_SOCKET", "UND_ERR_CLOSED", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT"],
  "UND_ERR_BODY_TIMEOUT",
]);

class AttemptTimeout extends Error {}

/** Sends one GET. Never throws, except with the caller's abort reason. */
export async function sendAttempt(options: SendAttemptOptions): Promise<Attempt> {
  const { signal, timeoutMs } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AttemptTimeout()), timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onCallerAbort, { once: true });
  try {
    const response = await request(options.url, {
      method: "GET",
      dispatcher: options.dispatcher,
      headers: options.headers,
      signal: controller.signal,
    });
    const headers = flattenHeaders(response.headers);
    const status = response.statusCode;
    const wanted =
      status >= 200 && status < 300 && (options.readBody?.({ httpStatus: status, headers }) ?? true);
    if (!wanted) {
      // Not read: drain a little so the connection can be reused, else drop it.
      await response.body.dump({ limit: 64 * 1024 }).catch(() => {});
      return { kind: "response", status, headers, bytes: new Uint8Array() };
    }
    const bytes = await readCappedBody({
      body: response.body,
      contentEncoding: headers["content-encoding"],
      contentLength: headers["content-length"],
      maxBytes: options.maxBytes,
      truncate: options.truncateBody,
    });
    if (headers["content-encoding"] !== undefined) {
      // The bytes are decoded now; these headers would describe what they no longer are.
      delete headers["content-encoding"];
      delete headers["content-length"];
    }
    return { kind: "response", status, headers, bytes };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    return describeError(error, controller.signal.reason instanceof AttemptTimeout, options);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
}

function describeError(error: unknown, timedOut: boolean, options: SendAttemptOptions): Attempt {
  if (timedOut) return { kind: "error", reason: `timed out after ${options.timeoutMs} ms`, retryable: true };
  if (error instanceof BodyTooLargeError || error instanceof UnsupportedEncodingError) {
    return { kind: "error", reason: error.message, retryable: false };
  }
  const code = (error as { code?: unknown })?.code;
  if (code === "UND_ERR_CONNECT_TIMEOUT") {
    return { kind: "error", reason: `connect timeout after ${options.connectTimeoutMs} ms`, retryable: true };
  }
  if (typeof code === "string" && code.startsWith("Z_")) {
    return { kind: "error", reason: `could not decode the compressed body (${code})`, retryable: false };
  }
  const detail = typeof code === "string" ? code : error instanceof Error ? error.message : String(error);
  const retryable = typeof code === "string" && RETRYABLE_CODES.has(code);
  return { kind: "error", reason: `network error: ${detail}`, retryable };
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}
