// /mcp: the MCP tools over Streamable HTTP, stateless (one MCP server and transport per POST; a tool call's
// progress notifications and result stream back on its own response). Visitors may ask and read the configured
// sites; their own start URLs or other sites need admin rights, as on POST /chat. Each tool call draws on the
// same per-client allowance as a question.
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Context, Hono } from "hono";
import { createMcpServer } from "../../mcp/create-mcp-server.js";
import { VERSION } from "../../version.js";
import { adminRequestOf, requireAdmin } from "../admin-auth.js";
import type { EventsBackend } from "../events-backend.js";
import { type RateLimiter, takeOrThrow } from "../rate-limit.js";
import type { ServerContext } from "../server-context.js";
import { createToolsBackend, type OpenPageFetcher } from "../tools-backend.js";

export interface McpRouteOptions {
  events?: EventsBackend;
  openFetcher?: OpenPageFetcher;
  limiter: RateLimiter;
  clientKey: (context: Context) => string;
}

export function registerMcpRoutes(app: Hono, context: ServerContext, options: McpRouteOptions): void {
  app.post("/mcp", async (c) => {
    const adminRequest = adminRequestOf(c, context.admin);
    const tools = createToolsBackend({
      context,
      events: options.events,
      openFetcher: options.openFetcher,
      authorize: (action) => requireAdmin(context.admin, adminRequest, action),
      takeQuestion: () => takeOrThrow(options.limiter, options.clientKey(c)),
    });
    const server = createMcpServer({
      tools,
      version: VERSION,
      onUnexpectedError: (tool, error) => context.logger.error(`MCP ${tool} failed`, error),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await server.connect(transport);
    // A client that goes away cancels its tool call (closing the server aborts the calls in flight).
    c.req.raw.signal.addEventListener("abort", () => void server.close().catch(() => {}), { once: true });
    return transport.handleRequest(c.req.raw);
  });

  // Stateless: no stream outside a request and no session to end.
  const notAllowed = (c: Context) =>
    c.json(
      {
        jsonrpc: "2.0",
        error: { code: -32000, message: "method not allowed: POST JSON-RPC messages to /mcp" },
      },
      405,
      { allow: "POST" },
    );
  app.get("/mcp", notAllowed);
  app.delete("/mcp", notAllowed);
}
