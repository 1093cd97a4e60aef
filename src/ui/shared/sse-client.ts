// POST /chat as a Server-Sent Events stream (fetch + a streaming reader: EventSource cannot POST).
import { unreachableError } from "./api-error.js";
import type { ChatStreamEvent } from "./api-types.js";
import { readEventStream } from "./read-event-stream.js";

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
    throw await unreachableError({ cause: error, serverUrl: options.serverUrl, fetch: fetchImpl });
  }
  await readEventStream<ChatStreamEvent>({
    response,
    eventTypes: EVENT_TYPES,
    onEvent: options.onEvent,
    signal: options.signal,
    incomplete: {
      message: "The connection closed before the answer was complete.",
      hint: "Ask again; the pages read so far are kept in the session.",
    },
  });
}
