// Reads a Server-Sent Events response (fetch + a streaming reader, since EventSource cannot POST) and delivers
// its known events in order until `done` or `error`; shared by the chat and events clients.
import { ApiError, apiErrorFromResponse, networkError } from "./api-error.js";
import { createSseParser, type SseMessage } from "./sse-parser.js";

export interface ReadEventStreamOptions<E> {
  response: Response;
  /** SSE event names to deliver; others (and unparsable data) are skipped. */
  eventTypes: ReadonlySet<string>;
  onEvent: (event: E) => void;
  signal?: AbortSignal;
  /** What to tell the user when the stream ends before `done` or `error`. */
  incomplete: { message: string; hint: string };
}

function toStreamEvent<E>(message: SseMessage, eventTypes: ReadonlySet<string>): E | undefined {
  if (!eventTypes.has(message.event)) return undefined;
  try {
    return { type: message.event, data: JSON.parse(message.data) } as E;
  } catch {
    return undefined;
  }
}

/**
 * Resolves after `done` or `error` has been delivered; rejects with an ApiError when the response is an error,
 * has no body or ends without either event, and with the abort reason when `signal` aborts.
 */
export async function readEventStream<E extends { type: string }>(
  options: ReadEventStreamOptions<E>,
): Promise<void> {
  const { response, eventTypes, onEvent, signal, incomplete } = options;
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (!response.body) throw networkError(new Error("empty response"));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createSseParser();
  let finished = false;
  const deliver = (messages: SseMessage[]) => {
    for (const message of messages) {
      const event = toStreamEvent<E>(message, eventTypes);
      if (!event || finished) continue;
      onEvent(event);
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
    if (signal?.aborted) throw error;
    throw networkError(error);
  } finally {
    reader.cancel().catch(() => {});
  }
  if (!finished) throw new ApiError({ status: 0, code: "stream-ended", ...incomplete });
}
