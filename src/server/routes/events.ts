// POST /events: one event query (the `events --json` object), as JSON or as Server-Sent Events (`progress` per
// scout event, then `done` | `error`). A budget block is a normal result with `blocked` set. POST /events/feedback:
// a thumbs up or down that revises the profile. A client that goes away cancels its run.
import type { Context, Hono, MiddlewareHandler } from "hono";
import { streamSSE } from "hono/streaming";
import type { ScoutProgressListener } from "../../agents/events/scout-progress.js";
import type { EventsResult } from "../../agents/events/state.js";
import type { ProfileEvent } from "../../events/event-types.js";
import { parseProfileCsv } from "../../events/profile/index.js";
import { adminRequestOf, requireAdmin } from "../admin-auth.js";
import { errorResponse } from "../error-response.js";
import type { EventsBackend, EventsRunRequest } from "../events-backend.js";
import {
  type EventsRequestBody,
  eventFeedbackSchema,
  eventsRequestSchema,
} from "../events-request-schemas.js";
import { parseRequest, readJsonBody } from "../request-schemas.js";
import type { ServerContext } from "../server-context.js";
import { createSseWriter } from "../sse.js";

function wantsEventStream(c: Context): boolean {
  return (c.req.header("accept") ?? "").toLowerCase().includes("text/event-stream");
}

function runRequestOf(body: EventsRequestBody, profileEvents: ProfileEvent[] | undefined): EventsRunRequest {
  return {
    query: { text: body.text, city: body.city, from: body.from, to: body.to },
    options: {
      source: body.source,
      budgetUsd: body.budgetUsd,
      confirmCost: body.confirmCost,
      useCache: body.noCache !== true,
    },
    profileEvents,
  };
}

/** Aborted when the request's own signal is (the client disconnected); `detach` stops listening. */
function runSignalFor(request: Request): { controller: AbortController; detach(): void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) onAbort();
  else request.signal.addEventListener("abort", onAbort, { once: true });
  return { controller, detach: () => request.signal.removeEventListener("abort", onAbort) };
}

export function registerEventsRoutes(
  app: Hono,
  context: ServerContext,
  options: { events: EventsBackend; rateLimit: MiddlewareHandler; feedbackRateLimit: MiddlewareHandler },
): void {
  const { events } = options;

  app.post("/events", options.rateLimit, async (c) => {
    const body = parseRequest(eventsRequestSchema, await readJsonBody(c.req.raw));
    const profileEvents =
      body.profileCsv === undefined
        ? undefined
        : parseProfileCsv(body.profileCsv, "the uploaded profile CSV");
    if (profileEvents) {
      // Tastes are anyone's to upload; sites beyond the server's own are an admin's decision, as on /chat.
      const extra = await events.newHostsIn(profileEvents);
      if (extra.length > 0) {
        requireAdmin(context.admin, adminRequestOf(c), `a profile with other sites (${extra.join(", ")})`);
      }
    }
    const request = runRequestOf(body, profileEvents);
    const { controller, detach } = runSignalFor(c.req.raw);
    const run = (onProgress?: ScoutProgressListener): Promise<EventsResult> =>
      context.queue.run({ signal: controller.signal }, () =>
        events.run({ ...request, onProgress, signal: controller.signal }),
      );

    if (!wantsEventStream(c)) {
      try {
        return c.json(await run());
      } finally {
        detach();
      }
    }

    return streamSSE(c, async (stream) => {
      stream.onAbort(() => controller.abort(new Error("the client closed the event stream")));
      const writer = createSseWriter(stream);
      const keepAlive = setInterval(() => writer.comment("keep-alive"), context.keepAliveMs);
      try {
        const result = await run((event) => writer.send({ event: "progress", data: event }));
        writer.send({ event: "done", data: result });
      } catch (error) {
        if (controller.signal.aborted) return; // nobody is listening any more
        const response = errorResponse(error);
        if (response.unexpected) context.logger.error("POST /events (stream) failed", error);
        writer.send({ event: "error", data: response.body });
      } finally {
        clearInterval(keepAlive);
        detach();
      }
      await writer.flush();
    });
  });

  app.post("/events/feedback", options.feedbackRateLimit, async (c) => {
    const body = parseRequest(eventFeedbackSchema, await readJsonBody(c.req.raw));
    await events.recordFeedback({
      url: body.url,
      vote: body.vote,
      event: { title: body.title, organizer: body.organizer, location: body.location },
    });
    return c.body(null, 204);
  });
}
