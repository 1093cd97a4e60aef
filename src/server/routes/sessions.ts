// GET /sessions/:id (settings, history with votes, pages explored), DELETE /sessions/:id, and
// POST /sessions/:id/feedback (a thumbs up or down on one answer; whoever holds the session id may vote).
import type { Hono } from "hono";
import { z } from "zod";
import { parseRequest, readJsonBody, sessionIdSchema } from "../request-schemas.js";
import type { ServerContext } from "../server-context.js";
import { NotFoundError } from "../server-errors.js";

/** POST /sessions/:id/feedback: the answer's 0-based turn and the vote. */
const answerFeedbackSchema = z.strictObject({
  turn: z.number().int().min(0).max(10_000),
  vote: z.union([z.literal(1), z.literal(-1)]),
});

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

  app.post("/sessions/:id/feedback", async (c) => {
    const id = sessionId(c.req.param("id"));
    const { turn, vote } = parseRequest(answerFeedbackSchema, await readJsonBody(c.req.raw));
    const lease = await context.runtimes.acquire();
    try {
      if (!(await lease.agent.rateAnswer(id, turn, vote))) {
        throw new NotFoundError(`no answer ${turn} in session "${id}"`);
      }
    } finally {
      await lease.release();
    }
    return c.body(null, 204);
  });
}
