// Every store over one Postgres database (`--database-url`): the same interfaces as open-stores.ts, so agents
// and the server never know which backend holds them. Migrations (ours, then LangGraph's checkpoint tables) run
// at open under an advisory lock, so replicas starting together never race.
import {
  createPostgresEventCache,
  createPostgresEventStore,
  createPostgresFeedbackStore,
  createPostgresTelemetryStore,
} from "../events/store/index.js";
import {
  BatchedPostgresSaver,
  createPostgresPageStore,
  createPostgresSessionStore,
  createPostgresSettingsStore,
  openPostgres,
  type PostgresDatabase,
  setUpCheckpointTables,
} from "../storage/index.js";
import type { Stores } from "./open-stores.js";

export interface OpenPostgresStoresOptions {
  /** postgres://USER:PASSWORD@HOST:PORT/DATABASE */
  url: string;
  /** Clock in ms for freshness, TTLs and timestamps. Default Date.now. */
  now?: () => number;
  /** Most connections this process holds. Default 10. */
  maxConnections?: number;
}

/** Opens the pool (a bad URL or an unreachable server throws a one-line WebscoutError), migrates, builds the stores. */
export async function openPostgresStores(
  options: OpenPostgresStoresOptions,
): Promise<Stores & { database: PostgresDatabase }> {
  const { now } = options;
  const database = await openPostgres({
    url: options.url,
    maxConnections: options.maxConnections,
    setup: setUpCheckpointTables,
  });
  const { pool } = database;
  return {
    database,
    pages: createPostgresPageStore({ pool, now }),
    sessions: createPostgresSessionStore({ pool, now }),
    checkpointer: new BatchedPostgresSaver(pool),
    eventCache: createPostgresEventCache({ pool, now }),
    events: createPostgresEventStore({ pool, now }),
    feedback: createPostgresFeedbackStore({ pool, now }),
    telemetry: createPostgresTelemetryStore({ pool }),
    settings: createPostgresSettingsStore({ pool, now }),
    ping: async () => void (await pool.query("SELECT 1")),
    backend: "postgres",
    close: () => database.close(),
  };
}
