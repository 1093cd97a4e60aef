// The per-host pace of every command's fetches, as configured: over Postgres (a database URL), one pace per host
// shared by every process on that database (serve's replicas, and crawl, index, ask, events and mcp runs), so that
// N of them never hit one site N times harder; over SQLite, none beyond each fetcher's own per-host limits.
import { openPostgres } from "../storage/index.js";
import type { HostPace } from "../web/index.js";
import type { ConfiguredStores } from "./open-configured-stores.js";
import { createPostgresHostPace } from "./postgres-host-pace.js";

/** Over Postgres, request starts to one host across every process: one per 200 ms on average (5 a second). */
export const SHARED_HOST_GAP_MS = 200;

/** The shared pace over the stores' database, or undefined over SQLite. */
export function configuredHostPace(
  stores: Pick<ConfiguredStores, "database">,
  gapMs = SHARED_HOST_GAP_MS,
): HostPace | undefined {
  return stores.database ? createPostgresHostPace({ pool: stores.database.pool, gapMs }) : undefined;
}

/**
 * For a command that keeps no stores (`crawl`): with a database URL, a small pool of its own for the shared pace
 * (migrated like any other opening, so the pace's table exists), closed with `close`.
 */
export async function openConfiguredHostPace(options: {
  config: { databaseUrl?: string };
}): Promise<{ hostPace?: HostPace; close(): Promise<void> }> {
  const url = options.config.databaseUrl;
  if (!url) return { close: async () => {} };
  const database = await openPostgres({ url, maxConnections: 2 });
  return { hostPace: configuredHostPace({ database }), close: () => database.close() };
}
