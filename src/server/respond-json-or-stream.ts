// One long run answered as JSON or as Server-Sent Events, as the client's Accept header asks: POST /chat and
// POST /events. A client that goes away (or cancels the stream) aborts the run.
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { errorResponse } from "./error-response.js";
import type { Logger } from "./logger.js";
import { type ChatStreamEvent, createSseWriter } from "./sse.js";

/** True when the client asked for `text/event-stream`. */
export function wantsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream");
}

export interface RespondJsonOrStreamOptions<Result> {
  /** The request's Hono context (not the routes' ServerContext). */
  honoContext: Context;
  /**
   * Does the work. `send` is there only for a stream: it queues a wire event (progress) without blocking.
   * `signal` is aborted when the client disconnects or cancels the stream.
   */
  run(options: { signal: AbortSignal; send?: (event: ChatStreamEvent) => void }): Promise<Result>;
  /** The events that end a successful stream. Default: one `done` with the result. */
  finalEvents?: (result: Result) => ChatStreamEvent[];
  /** Interval of keep-alive comments on a stream. */
  keepAliveMs: number;
  /** Where an unexpected failure of a stream goes (a JSON reply's failure is the app's error handler's). */
  logger: Logger;
  /** Names the route in the log, e.g. "POST /chat". */
  route: string;
}

/** Aborted when the request's own signal is (the client disconnected); `detach` stops listening. */
function runSignalFor(request: Request): { controller: AbortController; detach(): void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) onAbort();
  else request.signal.addEventListener("abort", onAbort, { once: true });
  return { controller, detach: () => request.signal.removeEventListener("abort", onAbort) };
}

/**
 * JSON: the result, or the error thrown on to the app's error handler. SSE: whatever the run sends, then the
 * final events, or one `error` event with the same body a JSON error would have (nothing when the client left).
 */
export async function respondJsonOrStream<Result>(
  options: RespondJsonOrStreamOptions<Result>,
): Promise<Response> {
  const { honoContext, run } = options;
  const { controller, detach } = runSignalFor(honoContext.req.raw);

  if (!wantsEventStream(honoContext.req.raw)) {
    try {
      return honoContext.json(await run({ signal: controller.signal }));
    } finally {
      detach();
    }
  }

  const finalEvents = options.finalEvents ?? ((result: Result) => [{ event: "done", data: result }]);
  return streamSSE(honoContext, async (stream) => {
    stream.onAbort(() => controller.abort(new Error("the client closed the event stream")));
    const writer = createSseWriter(stream);
    const keepAlive = setInterval(() => writer.comment("keep-alive"), options.keepAliveMs);
    try {
      const result = await run({ signal: controller.signal, send: (event) => writer.send(event) });
      for (const event of finalEvents(result)) writer.send(event);
    } catch (error) {
      if (controller.signal.aborted) return; // nobody is listening any more
      const response = errorResponse(error);
      if (response.unexpected) options.logger.error(`${options.route} (stream) failed`, error);
      writer.send({ event: "error", data: response.body });
    } finally {
      clearInterval(keepAlive);
      detach();
    }
    await writer.flush();
  });
}
