// Opens (and migrates) the one SQLite database in the data dir that holds pages, sessions and checkpoints.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { WebscoutError } from "../errors/index.js";

export type WebscoutDatabase = Database.Database;

const MIGRATIONS: string[] = [
  `CREATE TABLE pages (
     url TEXT PRIMARY KEY,
     final_url TEXT NOT NULL,
     status TEXT NOT NULL,
     http_status INTEGER,
     reason TEXT,
     content_type TEXT,
     title TEXT NOT NULL DEFAULT '',
     description TEXT,
     text TEXT NOT NULL DEFAULT '',
     links TEXT NOT NULL DEFAULT '[]',
     etag TEXT,
     last_modified TEXT,
     fetched_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     settings TEXT NOT NULL
   );`,
  // Event scout (src/events/store): result cache, canonical events with the pages they were seen on,
  // feedback votes, and telemetry of query runs and of each graph node within them.
  `CREATE TABLE event_cache (
     key TEXT PRIMARY KEY,
     payload TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE events (
     id TEXT PRIMARY KEY,
     title TEXT NOT NULL,
     start TEXT NOT NULL,
     "end" TEXT,
     time_zone TEXT NOT NULL,
     location TEXT NOT NULL DEFAULT '',
     city TEXT,
     organizer TEXT NOT NULL DEFAULT '',
     url TEXT NOT NULL,
     source TEXT NOT NULL,
     source_url TEXT NOT NULL,
     status TEXT NOT NULL,
     first_seen INTEGER NOT NULL,
     last_seen INTEGER NOT NULL,
     deleted_at INTEGER,
     payload TEXT NOT NULL
   );
   CREATE INDEX events_start ON events (start);
   CREATE INDEX events_url ON events (url);
   CREATE TABLE event_sightings (
     event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
     source_url TEXT NOT NULL,
     last_seen INTEGER NOT NULL,
     PRIMARY KEY (event_id, source_url)
   );
   CREATE INDEX event_sightings_source ON event_sightings (source_url);
   CREATE TABLE event_feedback (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     event_id TEXT,
     url TEXT,
     title TEXT NOT NULL DEFAULT '',
     organizer TEXT NOT NULL DEFAULT '',
     location TEXT NOT NULL DEFAULT '',
     vote INTEGER NOT NULL CHECK (vote IN (-1, 1)),
     created_at INTEGER NOT NULL,
     CHECK (event_id IS NOT NULL OR url IS NOT NULL)
   );
   CREATE TABLE query_runs (
     id TEXT PRIMARY KEY,
     query TEXT NOT NULL,
     started_at INTEGER NOT NULL,
     duration_ms INTEGER NOT NULL DEFAULT 0,
     cached INTEGER NOT NULL DEFAULT 0,
     revisions INTEGER NOT NULL DEFAULT 0,
     credits REAL NOT NULL DEFAULT 0,
     tokens_in INTEGER NOT NULL DEFAULT 0,
     tokens_out INTEGER NOT NULL DEFAULT 0,
     usd_projected REAL NOT NULL DEFAULT 0,
     usd_actual REAL NOT NULL DEFAULT 0,
     blocked INTEGER NOT NULL DEFAULT 0,
     result_count INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX query_runs_started ON query_runs (started_at);
   CREATE TABLE agent_runs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     query_run_id TEXT NOT NULL REFERENCES query_runs (id) ON DELETE CASCADE,
     node TEXT NOT NULL,
     duration_ms INTEGER NOT NULL DEFAULT 0,
     tokens_in INTEGER NOT NULL DEFAULT 0,
     tokens_out INTEGER NOT NULL DEFAULT 0,
     credits REAL NOT NULL DEFAULT 0,
     usd REAL NOT NULL DEFAULT 0,
     cache_hit INTEGER NOT NULL DEFAULT 0,
     note TEXT
   );
   CREATE INDEX agent_runs_query ON agent_runs (query_run_id);`,
  // Graph node names became snake_case in both graphs; earlier telemetry rows follow, so one node has one name.
  `UPDATE agent_runs SET node = CASE node
     WHEN 'InputGuard' THEN 'input_guard' WHEN 'CacheCheck' THEN 'cache_check'
     WHEN 'BudgetGate' THEN 'budget_gate' WHEN 'Planner' THEN 'planner'
     WHEN 'Retriever' THEN 'retriever' WHEN 'Extractor' THEN 'extractor'
     WHEN 'Recommender' THEN 'recommender' WHEN 'CanonicalizeMerge' THEN 'canonicalize_merge'
     WHEN 'UIFormatter' THEN 'ui_formatter' WHEN 'TelemetryLogger' THEN 'telemetry_logger'
     ELSE node END;`,
];

/** Opens `<dataDir>/webscout.db` (or ":memory:"), creating the folder and applying pending migrations. */
export function openDatabase(options: { dataDir: string } | { memory: true }): WebscoutDatabase {
  let db: WebscoutDatabase;
  try {
    if ("memory" in options) {
      db = new Database(":memory:");
    } else {
      mkdirSync(options.dataDir, { recursive: true });
      db = new Database(join(options.dataDir, "webscout.db"));
    }
  } catch (error) {
    const where = "dataDir" in options ? options.dataDir : ":memory:";
    throw new WebscoutError("storage", `cannot open the database in ${where}: ${(error as Error).message}`, {
      hint: "pass --data-dir or set WEBSCOUT_DATA_DIR to a writable folder",
      cause: error,
    });
  }
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  const version = db.pragma("user_version", { simple: true }) as number;
  for (let step = version; step < MIGRATIONS.length; step++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[step] as string);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
  return db;
}
