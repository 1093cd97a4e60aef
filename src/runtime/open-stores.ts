// Every store webscout keeps, opened over one SQLite database (open-postgres-stores.ts: the same over Postgres): pages, sessions and agent checkpoints for the
// support bot; result cache, events, feedback and telemetry for the event scout. Agents receive these objects
// and never open a database themselves, so another backend can stand behind the same interfaces.
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import {
  createEventCache,
  createEventStore,
  createFeedbackStore,
  createTelemetryStore,
  type EventCache,
  type EventStore,
  type FeedbackStore,
  type TelemetryStore,
} from "../events/store/index.js";
import {
  createPageStore,
  createSessionStore,
  createSettingsStore,
  databaseError,
  databaseFile,
  openDatabase,
  type PageStore,
  type SessionStore,
  type SettingsStore,
  type WebscoutDatabase,
} from "../storage/index.js";

export interface Stores {
  pages: PageStore;
  sessions: SessionStore;
  /** LangGraph checkpoints of the support agent's sessions. */
  checkpointer: BaseCheckpointSaver;
  eventCache: EventCache;
  events: EventStore;
  feedback: FeedbackStore;
  telemetry: TelemetryStore;
  /** Settings that outlive the process (the server's POST /configure). */
  settings: SettingsStore;
  /** Resolves when the database answers a trivial query (GET /ready); rejects with why not. */
  ping(): Promise<void>;
  /** Which backend holds them: SQLite in the data dir, or Postgres (`--database-url`). */
  backend: "sqlite" | "postgres";
  /** Closes the database when these stores opened it (not when it was passed in). */
  close(): Promise<void>;
}

export type OpenStoresOptions = ({ dataDir: string } | { memory: true } | { db: WebscoutDatabase }) & {
  /** Clock in ms for freshness, TTLs and timestamps. Default Date.now. */
  now?: () => number;
};

/**
 * Opens the database (see `openDatabase`: a damaged file fails here with a `CorruptDatabaseError` naming it, so a
 * server never starts on it) and the stores over it. Any SQLite failure while preparing the stores also names the
 * file, and closes the database the call opened.
 */
export function openStores(options: OpenStoresOptions): Stores {
  const { now } = options;
  const owned = !("db" in options);
  const db = "db" in options ? options.db : openDatabase(options);
  try {
    return {
      pages: createPageStore({ db, now }),
      sessions: createSessionStore({ db, now }),
      checkpointer: new SqliteSaver(db),
      eventCache: createEventCache({ db, now }),
      events: createEventStore({ db, now }),
      feedback: createFeedbackStore({ db, now }),
      telemetry: createTelemetryStore({ db }),
      settings: createSettingsStore({ db, now }),
      ping: async () => void db.prepare("SELECT 1").get(),
      backend: "sqlite",
      async close() {
        if (owned && db.open) db.close();
      },
    };
  } catch (error) {
    if (owned && db.open) db.close();
    throw databaseError(error, "db" in options ? db.name : databaseFile(options));
  }
}
