// GET /health: liveness plus what is running (version, engine, uptime, the database's state); GET /ready: 200 while
// the database answers, 503 while it does not, so a load balancer takes this replica out.
import type { Hono } from "hono";
import { VERSION } from "../../version.js";
import { probeDatabase } from "../database-probe.js";
import type { ServerContext } from "../server-context.js";

export function registerHealthRoutes(app: Hono, context: ServerContext): void {
  app.get("/health", async (c) =>
    c.json({
      status: "ok",
      version: VERSION,
      engine: context.engine,
      uptimeSeconds: Math.floor((context.now() - context.startedAt) / 1000),
      ...(context.database ? { database: await probeDatabase(context.database) } : {}),
    }),
  );

  app.get("/ready", async (c) => {
    const database = context.database ? await probeDatabase(context.database) : undefined;
    const ready = database === undefined || database.status === "ok";
    return c.json({ ready, ...(database ? { database } : {}) }, ready ? 200 : 503);
  });
}
