// POST /events as a Server-Sent Events stream (fetch + a streaming reader: EventSource cannot POST), and
// POST /events/feedback.
import { apiErrorFromResponse, networkError } from "../shared/api-error.js";
import { readEventStream } from "../shared/read-event-stream.js";
import type { EventsQuery, EventsStreamEvent, EventVote } from "./events-types.js";

const EVENT_TYPES = new Set<string>(["progress", "done", "error"]);

export interface EventsClientOptions {
  /** Base URL of the server; "" for the page's own origin. */
  serverUrl: string;
  /** Sent as a bearer token when set (a profile naming other sites needs it on a server with a token). */
  adminToken?: () => string | undefined;
  /** Default: the global fetch. */
  fetch?: typeof globalThis.fetch;
}

export interface EventsClient {
  /**
   * Streams one query. Resolves after `done` or `error` was delivered; rejects with an ApiError when the request
   * fails or the stream ends without either, and with the abort reason when `signal` aborts.
   */
  stream(
    query: EventsQuery,
    onEvent: (event: EventsStreamEvent) => void,
    signal?: AbortSignal,
  ): Promise<void>;
  /** Resolves once the server recorded the vote. */
  sendFeedback(vote: EventVote): Promise<void>;
}

export function createEventsClient(options: EventsClientOptions): EventsClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const post = async (path: string, body: unknown, accept: string, signal?: AbortSignal) => {
    const headers: Record<string, string> = { "content-type": "application/json", accept };
    const token = options.adminToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await fetchImpl(`${options.serverUrl}${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        credentials: "omit",
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw networkError(error);
    }
  };

  return {
    async stream(query, onEvent, signal) {
      const response = await post("/events", query, "text/event-stream", signal);
      await readEventStream<EventsStreamEvent>({
        response,
        eventTypes: EVENT_TYPES,
        onEvent,
        signal,
        incomplete: {
          message: "The connection closed before the search was complete.",
          hint: "Search again.",
        },
      });
    },

    async sendFeedback(vote) {
      const response = await post("/events/feedback", vote, "application/json");
      if (!response.ok) throw await apiErrorFromResponse(response);
    },
  };
}
