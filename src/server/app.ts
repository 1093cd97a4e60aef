// Builds the HTTP API and UI server as a Hono app from its dependencies, without listening (tests call
// `app.request()`; main.ts listens).
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { SupportAgent } from "../agents/support/support-agent.js";
import type { AdminPolicy } from "./admin-auth.js";
import { clientAddressResolver } from "./client-address.js";
import type { DatabaseProbe } from "./database-probe.js";
import { errorResponse } from "./error-response.js";
import type { EventsBackend } from "./events-backend.js";
import { MAX_PROFILE_CSV_BYTES } from "./events-request-schemas.js";
import { type Logger, stderrLogger } from "./logger.js";
import { createMemoryRateLimiter } from "./memory-rate-limiter.js";
import {
  DEFAULT_RATE_LIMIT,
  type RateLimiterFactory,
  type RateLimitSettings,
  rateLimit,
} from "./rate-limit.js";
import { logRefusedOrigins } from "./refused-origin-log.js";
import { registerChatRoutes } from "./routes/chat.js";
import { registerConfigRoutes } from "./routes/config.js";
import { registerEventsRoutes } from "./routes/events.js";
import { registerHealthRoutes } from "./routes/health.js";
import { registerMcpRoutes } from "./routes/mcp.js";
import { registerOpenAiRoutes } from "./routes/openai-chat.js";
import { registerSessionRoutes } from "./routes/sessions.js";
import { registerStarterRoutes } from "./routes/starters.js";
import { registerStaticRoutes } from "./routes/static.js";
import { createRunQueue } from "./run-queue.js";
import type { RunSlots, SessionTurns } from "./run-slots.js";
import { fixedRuntimeManager, type RuntimeManager } from "./runtime-manager.js";
import { baseSecurityHeaders } from "./security-headers.js";
import type { ServerContext } from "./server-context.js";
import { PayloadTooLargeError } from "./server-errors.js";
import { resolveServerSettings, type ServerSettings, type SettingsInput } from "./server-settings.js";
import type { SettingsFeed } from "./settings-poller.js";
import { singleHostHeader } from "./single-host-header.js";
import type { OpenPageFetcher } from "./tools-backend.js";

export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;
/** POST /events may carry a profile CSV of up to 64 KB, which JSON escaping can nearly double. */
export const EVENTS_MAX_BODY_BYTES = 2 * MAX_PROFILE_CSV_BYTES + 16 * 1024;
/** OpenAI clients resend the whole conversation, sources included, on every turn. */
export const CHAT_COMPLETIONS_MAX_BODY_BYTES = 1024 * 1024;

export interface AppDependencies {
  /** The agent runtimes (main.ts builds them from the config). Give this or `agent`. */
  runtimes?: RuntimeManager;
  /** One fixed agent, for tests and embedding; /configure then changes settings but not the fetcher. */
  agent?: SupportAgent;
  /** Start URLs, allowed domains (default: their hosts), instruction and limits. Default: none configured. */
  settings?: SettingsInput;
  /** Shown by /health. Default "offline". */
  engine?: string;
  /** Required as `Authorization: Bearer …` for admin actions when set. Default: none. */
  adminToken?: string;
  /** Where the server listens; with no admin token, admin actions are open on loopback only. Default 127.0.0.1. */
  listenHost?: string;
  /** The event scout behind POST /events and /events/feedback. Default: none (those routes answer 404). */
  events?: EventsBackend;
  /** Questions (and event queries) per client. Default 20 per 60 s; event feedback may be 3 times as frequent. */
  rateLimit?: Partial<RateLimitSettings>;
  /** Where allowances are counted. Default: in this process's memory; over Postgres, shared by every replica. */
  rateLimiters?: RateLimiterFactory;
  /** Proxies (addresses, CIDRs, `loopback`) whose X-Forwarded-For names the client. Default: none. */
  trustProxy?: readonly string[];
  /** The client identity the rate limit counts. Default: the client address (see `trustProxy`). */
  clientKey?: (context: Context) => string;
  /** Larger request bodies get 413. Default 32 KiB. */
  maxBodyBytes?: number;
  /** Origins allowed to call the API from a browser (the widget's host pages). Default: none. */
  corsOrigins?: string[];
  /** The built UI. Default <package>/dist/ui. */
  uiDir?: string;
  /** Questions answered at once; more wait their turn. Default 8. */
  maxConcurrentRuns?: number;
  /** Slots shared with other replicas, held by each question as well. Default: none (this process's bound only). */
  runSlots?: RunSlots;
  /** Sessions' turns shared with other replicas: one question per session at a time across all. Default: none. */
  sessionTurns?: SessionTurns;
  /** SSE keep-alive comment interval. Default 15 000 ms. */
  keepAliveMs?: number;
  /** A guarded fetcher for the MCP tools read_page and crawl_site. Default: none (they say so). */
  openFetcher?: OpenPageFetcher;
  /** WEBSCOUT_API_KEY: required as `Authorization: Bearer …` by /v1/… when set. Default: none. */
  apiKey?: string;
  /** The stores' database, checked by GET /health and GET /ready. Default: none. */
  database?: DatabaseProbe;
  /** Keeps the settings of each POST /configure (read back at the next start). Default: memory only. */
  saveSettings?: (settings: ServerSettings) => Promise<void>;
  /** Settings saved by another replica's POST /configure, applied here as they come. Default: none. */
  settingsUpdates?: SettingsFeed;
  /** Default Date.now. */
  now?: () => number;
  /** Default: stderr. */
  logger?: Logger;
}

export function createApp(deps: AppDependencies): Hono {
  const now = deps.now ?? Date.now;
  const logger = deps.logger ?? stderrLogger;
  const runtimes = deps.runtimes ?? (deps.agent ? fixedRuntimeManager(deps.agent) : undefined);
  if (!runtimes) throw new TypeError("createApp needs `runtimes` or `agent`");
  const maxBodyBytes = deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const clientOf = clientAddressResolver({ trustProxy: deps.trustProxy });
  const admin: AdminPolicy = {
    token: deps.adminToken,
    listenHost: deps.listenHost ?? "127.0.0.1",
    clientOf,
  };
  let settings = resolveServerSettings(deps.settings ?? {});
  const context: ServerContext = {
    runtimes,
    getSettings: () => settings,
    setSettings: (next) => {
      settings = next;
    },
    ...(deps.saveSettings ? { saveSettings: deps.saveSettings } : {}),
    ...(deps.database ? { database: deps.database } : {}),
    admin,
    queue: createRunQueue({
      maxConcurrent: deps.maxConcurrentRuns,
      shared: deps.runSlots,
      turns: deps.sessionTurns,
    }),
    engine: deps.engine ?? "offline",
    now,
    startedAt: now(),
    logger,
    keepAliveMs: deps.keepAliveMs ?? 15_000,
  };

  deps.settingsUpdates?.subscribe((saved) => {
    try {
      const next = resolveServerSettings(saved);
      runtimes.reconfigure(next.allowedDomains);
      settings = next;
    } catch (error) {
      logger.error("settings saved by another replica are not valid here", error);
    }
  });

  const app = new Hono();
  app.use(baseSecurityHeaders());
  app.use(singleHostHeader());
  const corsOrigins = new Set(deps.corsOrigins ?? []);
  app.use(logRefusedOrigins({ allowed: corsOrigins, logger }));
  if (corsOrigins.size > 0) {
    app.use(
      cors({
        origin: (origin) => (corsOrigins.has(origin) ? origin : null),
        allowMethods: ["GET", "POST", "DELETE"],
        allowHeaders: ["Content-Type", "Authorization", "Accept", "X-Webscout-Session"],
        exposeHeaders: ["X-Webscout-Session"],
        maxAge: 600,
      }),
    );
  }
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new PayloadTooLargeError(maxSize);
      },
    });
  const defaultBodyLimit = limitBody(maxBodyBytes);
  const eventsBodyLimit = limitBody(Math.max(maxBodyBytes, EVENTS_MAX_BODY_BYTES));
  const completionsBodyLimit = limitBody(Math.max(maxBodyBytes, CHAT_COMPLETIONS_MAX_BODY_BYTES));
  app.use((c, next) =>
    (c.req.path === "/events"
      ? eventsBodyLimit
      : c.req.path === "/v1/chat/completions"
        ? completionsBodyLimit
        : defaultBodyLimit)(c, next),
  );

  const rateSettings = { ...DEFAULT_RATE_LIMIT, ...deps.rateLimit };
  const newLimiter: RateLimiterFactory =
    deps.rateLimiters ?? ((options) => createMemoryRateLimiter({ ...options, now }));
  const limiter = newLimiter({ ...rateSettings, name: "questions" });
  registerHealthRoutes(app, context);
  registerStarterRoutes(app, context);
  registerConfigRoutes(app, context);
  const clientKey = deps.clientKey ?? ((c: Context) => clientOf(c).address);
  // Chat questions and event queries draw on the same per-client allowance.
  const questionLimit = rateLimit({ limiter, clientKey });
  registerChatRoutes(app, context, { rateLimit: questionLimit });
  registerSessionRoutes(app, context);
  registerOpenAiRoutes(app, context, { rateLimit: questionLimit, clientKey, apiKey: deps.apiKey });
  registerMcpRoutes(app, context, { events: deps.events, openFetcher: deps.openFetcher, limiter, clientKey });
  if (deps.events) {
    const feedbackLimiter = newLimiter({
      ...rateSettings,
      requests: rateSettings.requests * 3,
      name: "feedback",
    });
    registerEventsRoutes(app, context, {
      events: deps.events,
      rateLimit: questionLimit,
      feedbackRateLimit: rateLimit({ limiter: feedbackLimiter, clientKey }),
    });
  }
  registerStaticRoutes(app, { uiDir: deps.uiDir });

  app.notFound((c) =>
    c.json({ code: "not-found", message: `no route for ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ code: "http", message: error.message || "request refused" }, error.status);
    }
    const response = errorResponse(error);
    if (response.unexpected && !c.req.raw.signal.aborted) {
      logger.error(`${c.req.method} ${c.req.path} failed`, error);
    }
    return c.json(response.body, response.status, response.headers);
  });
  return app;
}
