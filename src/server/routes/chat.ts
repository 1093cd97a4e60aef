// POST /chat: one question (or a follow-up) to the agent, as JSON or as Server-Sent Events. Visitors can
// only ask; start URLs, domains and instructions per request need admin rights. A client that goes away
// cancels its run.
import type { Hono, MiddlewareHandler } from "hono";
import type { AskResult } from "../../agents/support/support-agent.js";
import type { SupportProgressListener } from "../../agents/support/support-progress.js";
import { UsageError } from "../../errors/index.js";
import { defaultAllowedDomains } from "../../web/index.js";
import { adminRequestOf, requireAdmin } from "../admin-auth.js";
import { type ChatRequest, chatRequestSchema, parseRequest, readJsonBody } from "../request-schemas.js";
import { respondJsonOrStream } from "../respond-json-or-stream.js";
import type { ServerContext } from "../server-context.js";
import { streamEventFor } from "../sse.js";

/** One question through the queue and the runtimes (also the OpenAI-compatible endpoint's and MCP's). */
export async function answer(
  context: Pick<ServerContext, "getSettings" | "queue" | "runtimes"> & Partial<Pick<ServerContext, "logger">>,
  body: ChatRequest,
  signal: AbortSignal,
  onProgress?: SupportProgressListener,
): Promise<AskResult> {
  const settings = context.getSettings();
  const sessionId = body.session ?? undefined;
  return context.queue.run({ sessionId, signal }, async () => {
    // An admin's own start URLs get a fetcher for their domains, closed after the question.
    const lease = body.urls
      ? await context.runtimes.acquireFor(body.allowedDomains ?? defaultAllowedDomains(body.urls))
      : await context.runtimes.acquire();
    try {
      const result = await lease.agent.ask({
        question: body.question,
        sessionId,
        startUrls: body.urls,
        allowedDomains: body.urls ? body.allowedDomains : undefined,
        // A session keeps the instruction it started with unless an admin overrides it.
        instruction: body.instruction,
        // A new session (or an unknown id) starts on the configured site: the agent tells, from the one read a
        // follow-up makes anyway, so the route does not look the session up first.
        newSession: {
          startUrls: settings.urls,
          allowedDomains: settings.allowedDomains,
          instruction: settings.instruction,
          noStartUrls: () =>
            new UsageError("no start URLs are configured on this server", {
              hint: 'an admin must POST /configure with {"urls": [...]} (or start the server with --url)',
            }),
        },
        limits: settings.limits,
        signal,
        onProgress,
      });
      // The answer came (partly) from the offline engine: an operator should know the model is misbehaving.
      if (result.fallbacks?.length) {
        context.logger?.warn(
          `session ${result.session}: the offline engine stood in after unusable model output ` +
            `(${result.fallbacks.map((fallback) => JSON.stringify(fallback)).join(", ")})`,
        );
      }
      return result;
    } finally {
      await lease.release();
    }
  });
}

export function registerChatRoutes(
  app: Hono,
  context: ServerContext,
  options: { rateLimit: MiddlewareHandler },
): void {
  app.post("/chat", options.rateLimit, async (c) => {
    const body = parseRequest(chatRequestSchema, await readJsonBody(c.req.raw));
    if (body.urls || body.allowedDomains || body.instruction !== undefined) {
      requireAdmin(context.admin, adminRequestOf(c, context.admin), "per-request start URLs or instructions");
    }
    return respondJsonOrStream({
      honoContext: c,
      run: ({ signal, send }) =>
        answer(
          context,
          body,
          signal,
          send &&
            ((progress) => {
              const wire = streamEventFor(progress);
              if (wire) send(wire);
            }),
        ),
      finalEvents: (result) => [
        { event: "sources", data: result.sources },
        { event: "done", data: result },
      ],
      keepAliveMs: context.keepAliveMs,
      logger: context.logger,
      route: "POST /chat",
    });
  });
}
