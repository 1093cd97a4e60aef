// The Postgres backend's schema steps, in order, each applied once (recorded in webscout_migrations). Append only:
// an applied step never changes. Times are epoch milliseconds (BIGINT), as in the SQLite schema.

export interface PostgresMigration {
  /** 1, 2, 3 … in order. */
  version: number;
  /** What the step does, shown by `webscout migrate`. */
  name: string;
  sql: string;
}

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 1,
    name: "pages, sessions, answer feedback, event cache, events, event feedback, telemetry",
    sql: `CREATE TABLE pages (
       url TEXT PRIMARY KEY,
       final_url TEXT NOT NULL,
       status TEXT NOT NULL,
       http_status INTEGER,
       reason TEXT,
       content_type TEXT,
       title TEXT NOT NULL DEFAULT '',
       description TEXT,
       text TEXT NOT NULL DEFAULT '',
       links JSONB NOT NULL DEFAULT '[]',
       etag TEXT,
       last_modified TEXT,
       fetched_at BIGINT NOT NULL,
       rendered BOOLEAN NOT NULL DEFAULT FALSE
     );
     CREATE TABLE sessions (
       id TEXT PRIMARY KEY,
       created_at BIGINT NOT NULL,
       updated_at BIGINT NOT NULL,
       settings JSONB NOT NULL
     );
     CREATE INDEX sessions_updated ON sessions (updated_at);
     CREATE TABLE answer_feedback (
       session_id TEXT NOT NULL,
       turn INTEGER NOT NULL CHECK (turn >= 0),
       vote SMALLINT NOT NULL CHECK (vote IN (-1, 1)),
       created_at BIGINT NOT NULL,
       PRIMARY KEY (session_id, turn)
     );
     CREATE TABLE event_cache (
       key TEXT PRIMARY KEY,
       payload TEXT NOT NULL,
       created_at BIGINT NOT NULL
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
       first_seen BIGINT NOT NULL,
       last_seen BIGINT NOT NULL,
       deleted_at BIGINT,
       payload TEXT NOT NULL
     );
     CREATE INDEX events_start ON events (start);
     CREATE INDEX events_url ON events (url);
     CREATE TABLE event_sightings (
       event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
       source_url TEXT NOT NULL,
       last_seen BIGINT NOT NULL,
       PRIMARY KEY (event_id, source_url)
     );
     CREATE INDEX event_sightings_source ON event_sightings (source_url);
     CREATE TABLE event_feedback (
       id BIGSERIAL PRIMARY KEY,
       event_id TEXT,
       url TEXT,
       title TEXT NOT NULL DEFAULT '',
       organizer TEXT NOT NULL DEFAULT '',
       location TEXT NOT NULL DEFAULT '',
       vote SMALLINT NOT NULL CHECK (vote IN (-1, 1)),
       created_at BIGINT NOT NULL,
       CHECK (event_id IS NOT NULL OR url IS NOT NULL)
     );
     CREATE TABLE query_runs (
       id TEXT PRIMARY KEY,
       seq BIGSERIAL NOT NULL,
       query TEXT NOT NULL,
       started_at BIGINT NOT NULL,
       duration_ms BIGINT NOT NULL DEFAULT 0,
       cached SMALLINT NOT NULL DEFAULT 0,
       revisions INTEGER NOT NULL DEFAULT 0,
       credits DOUBLE PRECISION NOT NULL DEFAULT 0,
       tokens_in BIGINT NOT NULL DEFAULT 0,
       tokens_out BIGINT NOT NULL DEFAULT 0,
       usd_projected DOUBLE PRECISION NOT NULL DEFAULT 0,
       usd_actual DOUBLE PRECISION NOT NULL DEFAULT 0,
       blocked SMALLINT NOT NULL DEFAULT 0,
       result_count INTEGER NOT NULL DEFAULT 0
     );
     CREATE INDEX query_runs_started ON query_runs (started_at);
     CREATE TABLE agent_runs (
       id BIGSERIAL PRIMARY KEY,
       query_run_id TEXT NOT NULL REFERENCES query_runs (id) ON DELETE CASCADE,
       node TEXT NOT NULL,
       duration_ms BIGINT NOT NULL DEFAULT 0,
       tokens_in BIGINT NOT NULL DEFAULT 0,
       tokens_out BIGINT NOT NULL DEFAULT 0,
       credits DOUBLE PRECISION NOT NULL DEFAULT 0,
       usd DOUBLE PRECISION NOT NULL DEFAULT 0,
       cache_hit SMALLINT NOT NULL DEFAULT 0,
       note TEXT
     );
     CREATE INDEX agent_runs_query ON agent_runs (query_run_id);`,
  },
  {
    version: 2,
    name: "settings (the server's POST /configure, shared by every replica)",
    sql: `CREATE TABLE settings (
       key TEXT PRIMARY KEY,
       value TEXT NOT NULL,
       updated_at BIGINT NOT NULL
     );`,
  },
  {
    version: 3,
    name: "rate limits (rate-limiter-flexible's table, shared by every replica)",
    // The schema RateLimiterPostgres expects (it is told the table exists, so only migrations create tables).
    sql: `CREATE TABLE rate_limits (
       key VARCHAR(255) PRIMARY KEY,
       points INTEGER NOT NULL DEFAULT 0,
       expire BIGINT
     );`,
  },
  {
    version: 4,
    name: "run slots (the questions answered at once across every replica)",
    // Takes the first free slot's session advisory lock (namespace `ns`, slot numbers `slots`) and returns its number,
    // or NULL when all are held. One call, so a sweep never locks more than one slot.
    sql: `CREATE FUNCTION webscout_take_run_slot(ns INTEGER, slots INTEGER[]) RETURNS INTEGER
       LANGUAGE plpgsql AS $$
       DECLARE slot INTEGER;
       BEGIN
         FOREACH slot IN ARRAY slots LOOP
           IF pg_try_advisory_lock(ns, slot) THEN RETURN slot; END IF;
         END LOOP;
         RETURN NULL;
       END $$;`,
  },
];
