// What the server's replicas share beyond the stores, as configured: over Postgres, the rate limits, the
// questions answered at once, each session's turn (one question per session at a time across replicas) and a
// per-host pace for every fetch live in the database, and settings another replica saved (POST /configure) are read
// every 2 s; over SQLite (one process) the server keeps limits in memory, as its defaults do.
import { createPostgresLockLine } from "../server/postgres-lock-line.js";
import { postgresRateLimiters } from "../server/postgres-rate-limiter.js";
import { createPostgresRunSlots } from "../server/postgres-run-slots.js";
import { createPostgresSessionTurns } from "../server/postgres-session-turns.js";
import type { RateLimiterFactory } from "../server/rate-limit.js";
import type { RunSlots, SessionTurns } from "../server/run-slots.js";
import type { ServerSettings } from "../server/server-settings.js";
import { createSettingsPoller, type SettingsFeed } from "../server/settings-poller.js";
import type { HostPace } from "../web/index.js";
import { configuredHostPace } from "./configured-host-pace.js";
import type { ConfiguredStores } from "./open-configured-stores.js";

export interface ServerSharing {
  /** Undefined: the server's in-memory limiters. */
  rateLimiters?: RateLimiterFactory;
  /** Undefined: the run queue's own bound only. */
  runSlots?: RunSlots;
  /** Undefined: one question per session at a time within this process only. */
  sessionTurns?: SessionTurns;
  /** Undefined: settings change only through this process's POST /configure. */
  settingsUpdates?: SettingsFeed;
  /** Undefined: each fetcher keeps to its own per-host limits. */
  hostPace?: HostPace;
  /** Frees what this replica holds (before the stores close). */
  close(): Promise<void>;
}

export function serverSharing(options: {
  stores: ConfiguredStores;
  /** Questions answered at once across every replica (--max-concurrent). */
  maxConcurrent: number;
  /** Reads the saved server settings. */
  loadSettings: () => Promise<ServerSettings | undefined>;
  /** The saved settings read at start (not a change). */
  initialSettings: ServerSettings | undefined;
  /** How often saved settings are read. Default 2000 ms. */
  settingsIntervalMs?: number;
  /** Average gap between request starts to one host across every replica. Default SHARED_HOST_GAP_MS. */
  hostGapMs?: number;
  onError?: (error: unknown) => void;
}): ServerSharing {
  const { database } = options.stores;
  if (!database) return { close: async () => {} };
  // One connection for the replica's advisory locks: the run slots and the sessions' turns.
  const line = createPostgresLockLine({ pool: database.pool });
  const runSlots = createPostgresRunSlots({
    pool: database.pool,
    line,
    slots: options.maxConcurrent,
    onError: options.onError,
  });
  const sessionTurns = createPostgresSessionTurns({ line, onError: options.onError });
  const settingsUpdates = createSettingsPoller({
    load: options.loadSettings,
    initial: options.initialSettings,
    intervalMs: options.settingsIntervalMs,
    onError: options.onError,
  });
  return {
    rateLimiters: postgresRateLimiters(database.pool),
    runSlots,
    sessionTurns,
    settingsUpdates,
    hostPace: configuredHostPace(options.stores, options.hostGapMs),
    async close() {
      settingsUpdates.stop();
      await line.close();
    },
  };
}
