// One POST to the Tavily API with our error mapping: a 429 is retried once after Retry-After (capped),
// everything else that fails becomes a TavilyError carrying its status.
import { USER_AGENT } from "../../version.js";
import { parseRetryAfter } from "../../web/index.js";
import { TavilyError, tavilyErrorForStatus } from "./tavily-error.js";

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface TavilyRequestConfig {
  apiKey: string;
  /** Without a trailing slash. */
  apiBaseURL: string;
  fetchImpl: FetchFunction;
  timeoutMs: number;
  /** The longest Retry-After we wait before the one retry of a 429; a longer one fails at once. */
  maxRetryAfterMs: number;
  /** The wait when a 429 carries no readable Retry-After. */
  defaultRetryAfterMs: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
}

const MAX_DETAIL_CHARS = 200;

/** Tavily's error body is `{"detail": {"error": "…"}}`; keep the text short and on one line. */
async function errorDetail(response: Response): Promise<string | undefined> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  let detail: unknown = text;
  try {
    const body = JSON.parse(text) as { detail?: unknown; error?: unknown };
    const inner = body.detail ?? body.error;
    detail = typeof inner === "object" && inner !== null ? (inner as { error?: unknown }).error : inner;
  } catch {
    // Not JSON: the text itself.
  }
  if (typeof detail !== "string") return undefined;
  const oneLine = detail.replace(/[\p{Cc}\s]+/gu, " ").trim();
  if (oneLine === "") return undefined;
  return oneLine.length > MAX_DETAIL_CHARS ? `${oneLine.slice(0, MAX_DETAIL_CHARS)}…` : oneLine;
}

async function send(
  endpoint: string,
  body: unknown,
  config: TavilyRequestConfig,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  try {
    return await config.fetchImpl(`${config.apiBaseURL}/${endpoint}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        "content-type": "application/json",
        accept: "application/json",
        "user-agent": USER_AGENT,
      },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    // The caller's own cancellation is not a Tavily failure: pass it on untouched.
    if (signal?.aborted) throw signal.reason ?? error;
    if (timeout.aborted) {
      throw new TavilyError({
        code: "tavily-timeout",
        isRetryable: true,
        message: `Tavily did not answer /${endpoint} within ${Math.round(config.timeoutMs / 1000)} s`,
        cause: error,
      });
    }
    const reason = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new TavilyError({
      code: "tavily-network",
      isRetryable: true,
      message: `cannot reach Tavily at ${config.apiBaseURL}: ${reason?.code ?? reason?.message ?? (error as Error).message}`,
      hint: "check the network connection (and a proxy, if one is needed)",
      cause: error,
    });
  }
}

/** POSTs `body` as JSON to `<apiBaseURL>/<endpoint>` and returns the parsed JSON answer. */
export async function postTavily(options: {
  endpoint: "search" | "extract";
  body: Record<string, unknown>;
  config: TavilyRequestConfig;
  signal?: AbortSignal;
}): Promise<unknown> {
  const { endpoint, body, config, signal } = options;
  let response = await send(endpoint, body, config, signal);
  if (response.status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after") ?? undefined, config.now());
    const waitMs = retryAfterMs ?? config.defaultRetryAfterMs;
    if (waitMs > config.maxRetryAfterMs) {
      throw tavilyErrorForStatus({
        status: 429,
        endpoint,
        detail: await errorDetail(response),
        retryAfterMs,
      });
    }
    await response.body?.cancel();
    await config.sleep(waitMs, signal);
    response = await send(endpoint, body, config, signal);
  }
  if (!response.ok) {
    const retryAfter = response.headers.get("retry-after") ?? undefined;
    throw tavilyErrorForStatus({
      status: response.status,
      endpoint,
      detail: await errorDetail(response),
      retryAfterMs: parseRetryAfter(retryAfter, config.now()),
    });
  }
  try {
    return await response.json();
  } catch (error) {
    throw new TavilyError({
      code: "tavily-bad-response",
      status: response.status,
      isRetryable: true,
      message: `Tavily's answer to /${endpoint} is not valid JSON`,
      cause: error,
    });
  }
}
