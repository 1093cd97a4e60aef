// The two store backends for the contract tests: each store's suite runs once per backend, SQLite in a temp data
// dir and Postgres in this file's database of the run's test cluster (skipped, saying why, where it cannot start).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import {
  createEventCache,
  createEventStore,
  createFeedbackStore,
  createPostgresEventCache,
  createPostgresEventStore,
  createPostgresFeedbackStore,
  createPostgresTelemetryStore,
  createTelemetryStore,
  type EventCache,
  type EventStore,
  type FeedbackStore,
  type TelemetryStore,
} from "../../src/events/store/index.js";
import {
  createPageStore,
  createPostgresPageStore,
  createPostgresSessionStore,
  createPostgresSettingsStore,
  createSessionStore,
  createSettingsStore,
  openDatabase,
  openPostgres,
  type PageFreshnessOptions,
  type PageStore,
  type SessionStore,
  type SettingsStore,
} from "../../src/storage/index.js";
import { usePostgresDatabase } from "./postgres-database.js";

type Clock = { now?: () => number };

/** One open database of a backend and the stores over it. */
export interface BackendDatabase {
  pages(options?: PageFreshnessOptions): PageStore;
  sessions(options?: Clock): SessionStore;
  eventCache(options?: Clock & { ttlMs?: number }): EventCache;
  events(options?: Clock): EventStore;
  feedback(options?: Clock): FeedbackStore;
  telemetry(): TelemetryStore;
  settings(options?: Clock): SettingsStore;
  /** Rows in a table, read directly (to check what a store left behind). */
  countRows(table: string): Promise<number>;
  /** Closes this database and opens the same one again: what a restart sees. */
  reopen(): Promise<BackendDatabase>;
  close(): Promise<void>;
}

export interface StoreBackend {
  name: "sqlite" | "postgres";
  available: boolean;
  skipReason: string;
  /** A new, empty, migrated database. */
  open(): Promise<BackendDatabase>;
}

function sqliteBackend(): StoreBackend {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const openAt = (dataDir: string): BackendDatabase => {
    const db = openDatabase({ dataDir });
    return {
      pages: (options = {}) => createPageStore({ db, ...options }),
      sessions: (options = {}) => createSessionStore({ db, ...options }),
      eventCache: (options = {}) => createEventCache({ db, ...options }),
      events: (options = {}) => createEventStore({ db, ...options }),
      feedback: (options = {}) => createFeedbackStore({ db, ...options }),
      telemetry: () => createTelemetryStore({ db }),
      settings: (options = {}) => createSettingsStore({ db, ...options }),
      countRows: async (table) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
      reopen: async () => {
        db.close();
        return openAt(dataDir);
      },
      close: async () => void db.close(),
    };
  };
  return {
    name: "sqlite",
    available: true,
    skipReason: "",
    open: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "webscout-contract-"));
      dirs.push(dataDir);
      return openAt(dataDir);
    },
  };
}

function postgresBackend(): StoreBackend {
  const database = usePostgresDatabase();
  const openAt = async (url: string): Promise<BackendDatabase> => {
    const { pool, close } = await openPostgres({ url, maxConnections: 4 });
    return {
      pages: (options = {}) => createPostgresPageStore({ pool, ...options }),
      sessions: (options = {}) => createPostgresSessionStore({ pool, ...options }),
      eventCache: (options = {}) => createPostgresEventCache({ pool, ...options }),
      events: (options = {}) => createPostgresEventStore({ pool, ...options }),
      feedback: (options = {}) => createPostgresFeedbackStore({ pool, ...options }),
      telemetry: () => createPostgresTelemetryStore({ pool }),
      settings: (options = {}) => createPostgresSettingsStore({ pool, ...options }),
      countRows: async (table) =>
        Number((await pool.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n),
      reopen: async () => {
        await close();
        return openAt(url);
      },
      close,
    };
  };
  return {
    name: "postgres",
    available: database.available,
    skipReason: database.skipReason,
    open: async () => {
      // Each test starts from an empty schema, migrated again.
      const { pool, close } = await openPostgres({ url: database.url(), migrate: false, maxConnections: 1 });
      await pool.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
      await close();
      return openAt(database.url());
    },
  };
}

/** Both backends; call once at the top of a test file (it registers the hooks that make and drop databases). */
export function storeBackends(): StoreBackend[] {
  return [sqliteBackend(), postgresBackend()];
}
