// GET /sessions/:id (settings, history, pages explored) and DELETE /sessions/:id.
import type { Hono } from "hono";
import { z } from "zod";
import { parseRequest, sessionIdSchema } from "../request-schemas.js";
import type { ServerContext } from "../server-context.js";
import { NotFoundError } from "../server-errors.js";

export function registerSessionRoutes(app: Hono, context: ServerContext): void {
  const params = z.object({ id: sessionIdSchema });
  const sessionId = (raw: string) => parseRequest(params, { id: raw }).id;

  app.get("/sessions/:id", async (c) => {
    const id = sessionId(c.req.param("id"));
    const lease = await context.runtimes.acquire();
    try {
      const view = await lease.agent.getSession(id);
      if (!view) throw new NotFoundError(`no session "${id}"`);
      return c.json(view);
    } finally {
      await lease.release();
    }
  });

  app.delete("/sessions/:id", async (c) => {
    const id = sessionId(c.req.param("id"));
    // Waits for a question still running in the session, so it cannot recreate what was deleted.
    const deleted = await context.queue.run({ sessionId: id, signal: c.req.raw.signal }, async () => {
      const lease = await context.runtimes.acquire();
      try {
        return await lease.agent.deleteSession(id);
      } finally {
        await lease.release();
      }
    });
    if (!deleted) throw new NotFoundError(`no session "${id}"`);
    return c.body(null, 204);
  });
}
