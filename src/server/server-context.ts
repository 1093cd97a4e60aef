// What the route modules share: the agent runtimes, the live settings and the policies built by createApp.
import type { AdminPolicy } from "./admin-auth.js";
import type { DatabaseProbe } from "./database-probe.js";
import type { Logger } from "./logger.js";
import type { RunQueue } from "./run-queue.js";
import type { RuntimeManager } from "./runtime-manager.js";
import type { ServerSettings } from "./server-settings.js";

export interface ServerContext {
  runtimes: RuntimeManager;
  getSettings(): ServerSettings;
  setSettings(settings: ServerSettings): void;
  /** Keeps settings from POST /configure for the next start (and other replicas); none: memory only. */
  saveSettings?(settings: ServerSettings): Promise<void>;
  /** The stores' database, for /health and /ready; none: reported as not configured. */
  database?: DatabaseProbe;
  admin: AdminPolicy;
  queue: RunQueue;
  /** "offline" or "provider:model". */
  engine: string;
  now: () => number;
  startedAt: number;
  logger: Logger;
  /** Interval of SSE keep-alive comments. */
  keepAliveMs: number;
}
