// POST /chat as a Server-Sent Events stream (fetch + a streaming reader: EventSource cannot POST).
import { ApiError, apiErrorFromResponse, networkError } from "./api-error.js";
import type { ChatStreamEvent } from "./api-types.js";
import { createSseParser, type SseMessage } from "./sse-parser.js";

const EVENT_TYPES = new Set<string>(["progress", "answer-delta", "sources", "done", "error"]);

export interface StreamChatOptions {
  /** Base URL of the server; "" for the page's own origin. */
  serverUrl: string;
  question: string;
  /** Continue this session (follow-up); omitted for a new conversation. */
  session?: string;
  /** Called for every known event, in order. */
  onEvent: (event: ChatStreamEvent) => void;
  /** Aborting cancels the request; the server then cancels the run. */
  signal?: AbortSignal;
  /** Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
}

function toStreamEvent(message: SseMessage): ChatStreamEvent | undefined {
  if (!EVENT_TYPES.has(message.event)) return undefined;
  try {
    return { type: message.event, data: JSON.parse(message.data) } as ChatStreamEvent;
  } catch {
    return undefined;
  }
}

/**
 * Streams one question. Resolves after `done` or `error` has been delivered; rejects with an ApiError when the
 * request fails or the stream ends without either, and with the abort reason when `signal` aborts.
 */
export async function streamChat(options: StreamChatOptions): Promise<void> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const body: Record<string, string> = { question: options.question };
  if (options.session) body.session = options.session;
  let response: Response;
  try {
    response = await fetchImpl(`${options.serverUrl}/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      credentials: "omit",
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError(error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (!response.body) throw networkError(new Error("empty response"));

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  let finished = false;
  const deliver = (messages: SseMessage[]) => {
    for (const message of messages) {
      const event = toStreamEvent(message);
      if (!event || finished) continue;
      options.onEvent(event);
      if (event.type === "done" || event.type === "error") finished = true;
    }
  };
  try {
    while (!finished) {
      const { value, done } = await reader.read();
      if (done) break;
      deliver(parser.push(value));
    }
    deliver(parser.end());
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError(error);
  } finally {
    reader.cancel().catch(() => {});
  }
  if (!finished) {
    throw new ApiError({
      status: 0,
      code: "stream-ended",
      message: "The connection closed before the answer was complete.",
      hint: "Ask again; the pages read so far are kept in the session.",
    });
  }
}
