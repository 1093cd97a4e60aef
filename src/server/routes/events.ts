// POST /events: one event query (the `events --json` object), as JSON or as Server-Sent Events (`progress` per
// scout event, then `done` | `error`). A budget block is a normal result with `blocked` set. POST /events/feedback:
// a thumbs up or down that revises the profile. A client that goes away cancels its run.
import type { Hono, MiddlewareHandler } from "hono";
import type { ProfileEvent } from "../../events/event-types.js";
import { parseProfileCsv } from "../../events/profile/index.js";
import { adminRequestOf, requireAdmin } from "../admin-auth.js";
import type { EventsBackend, EventsRunRequest } from "../events-backend.js";
import {
  type EventsRequestBody,
  eventFeedbackSchema,
  eventsRequestSchema,
} from "../events-request-schemas.js";
import { parseRequest, readJsonBody } from "../request-schemas.js";
import { respondJsonOrStream } from "../respond-json-or-stream.js";
import type { ServerContext } from "../server-context.js";

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
        requireAdmin(
          context.admin,
          adminRequestOf(c, context.admin),
          `a profile with other sites (${extra.join(", ")})`,
        );
      }
    }
    const request = runRequestOf(body, profileEvents);
    return respondJsonOrStream({
      honoContext: c,
      run: ({ signal, send }) =>
        context.queue.run({ signal }, () =>
          events.run({
            ...request,
            onProgress: send && ((progress) => send({ event: "progress", data: progress })),
            signal,
          }),
        ),
      keepAliveMs: context.keepAliveMs,
      logger: context.logger,
      route: "POST /events",
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
