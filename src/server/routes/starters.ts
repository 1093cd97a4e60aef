// GET /starters: questions to start a chat with, from the titles of the configured sites' pages already read.
// Nothing is fetched: before the first question the list is empty and the chat shows the sites instead.
import type { Hono } from "hono";
import type { ServerContext } from "../server-context.js";

export function registerStarterRoutes(app: Hono, context: ServerContext): void {
  app.get("/starters", async (c) => {
    const lease = await context.runtimes.acquire();
    try {
      const questions =
        (await lease.agent.starterQuestions?.({ startUrls: context.getSettings().urls })) ?? [];
      return c.json({ questions });
    } finally {
      await lease.release();
    }
  });
}
