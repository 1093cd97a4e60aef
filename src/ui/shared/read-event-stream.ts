// Reads a Server-Sent Events response (fetch + a streaming reader, since EventSource cannot POST) and delivers
// its known events in order until `done` or `error`; shared by the chat and events clients. The event-stream
// format itself is parsed by eventsource-parser (the AI SDK's parser, bundled into the UI).
import { type EventSourceMessage, EventSourceParserStream } from "eventsource-parser/stream";
import { ApiError, apiErrorFromResponse, networkError } from "./api-error.js";

export interface ReadEventStreamOptions<E> {
  response: Response;
  /** SSE event names to deliver; others (and unparsable data) are skipped. */
  eventTypes: ReadonlySet<string>;
  onEvent: (event: E) => void;
  signal?: AbortSignal;
  /** What to tell the user when the stream ends before `done` or `error`. */
  incomplete: { message: string; hint: string };
}

function toStreamEvent<E>(message: EventSourceMessage, eventTypes: ReadonlySet<string>): E | undefined {
  // A message without an `event:` field is a "message" event, as in the browser's EventSource.
  const type = message.event ?? "message";
  if (!eventTypes.has(type)) return undefined;
  try {
    return { type, data: JSON.parse(message.data) } as E;
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
  // The decoder drops a leading BOM and joins UTF-8 sequences split across chunks; the parser drops a last
  // message that never got its closing blank line, as the format requires.
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let finished = false;
  try {
    while (!finished) {
      const { value: message, done } = await reader.read();
      if (done) break;
      const event = toStreamEvent<E>(message, eventTypes);
      if (!event) continue;
      onEvent(event);
      if (event.type === "done" || event.type === "error") finished = true;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // The server was reached and the answer had begun: the connection broke (a replica that stopped mid-answer).
    throw new ApiError({ status: 0, code: "stream-ended", ...incomplete });
  } finally {
    reader.cancel().catch(() => {});
  }
  if (!finished) throw new ApiError({ status: 0, code: "stream-ended", ...incomplete });
}
