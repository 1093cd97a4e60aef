// GET /health: liveness plus what is running (version, engine, uptime).
import type { Hono } from "hono";
import { VERSION } from "../../version.js";
import type { ServerContext } from "../server-context.js";

export function registerHealthRoutes(app: Hono, context: ServerContext): void {
  app.get("/health", (c) =>
    c.json({
      status: "ok",
      version: VERSION,
      engine: context.engine,
      uptimeSeconds: Math.floor((context.now() - context.startedAt) / 1000),
    }),
  );
}
