// GET /config (public settings), GET /admin (whether this client may change them: the UI shows its Settings button
// only then) and POST /configure (admin: replace them; new domains rebuild the fetcher).
import type { Hono } from "hono";
import { adminAccess, adminRequestOf, requireAdmin } from "../admin-auth.js";
import { configureRequestSchema, parseRequest, readJsonBody } from "../request-schemas.js";
import type { ServerContext } from "../server-context.js";
import { resolveServerSettings } from "../server-settings.js";

export function registerConfigRoutes(app: Hono, context: ServerContext): void {
  app.get("/config", (c) => c.json(context.getSettings()));

  app.get("/admin", (c) => c.json({ access: adminAccess(context.admin, adminRequestOf(c, context.admin)) }));

  app.post("/configure", async (c) => {
    requireAdmin(context.admin, adminRequestOf(c, context.admin), "POST /configure");
    const body = parseRequest(configureRequestSchema, await readJsonBody(c.req.raw));
    const next = resolveServerSettings(body, context.getSettings());
    // Stored first: a database that refuses them fails the request, and nothing changes.
    await context.saveSettings?.(next);
    context.runtimes.reconfigure(next.allowedDomains);
    context.setSettings(next);
    return c.json(next);
  });
}
