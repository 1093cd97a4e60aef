// Opens the Postgres backend: a connection pool for a postgres:// URL, checked at once (a bad URL or an unreachable
// server fails here with one clear line), and its migrations applied under an advisory lock so that replicas
// starting together never race.
import pg from "pg";
import { WebscoutError } from "../errors/index.js";
import { POSTGRES_MIGRATIONS, type PostgresMigration } from "./postgres-migrations.js";

export type PostgresPool = pg.Pool;

export interface PostgresDatabase {
  pool: PostgresPool;
  /** The URL without its password, for messages. */
  displayUrl: string;
  close(): Promise<void>;
}

/** Key of the advisory lock held while migrating (any constant; "webscout" in ASCII). */
const MIGRATION_LOCK_KEY = 0x77656273636f7574n;

/** BIGINT (counts, epoch ms) as a number, not the string pg gives by default: every value here fits. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

const HINT = "check --database-url (WEBSCOUT_DATABASE_URL): postgres://USER:PASSWORD@HOST:PORT/DATABASE";

/** The URL with any password replaced by "***". */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

/** Throws a usage error unless `url` is a postgres:// (or postgresql://) URL. */
export function parseDatabaseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebscoutError("usage", `the database URL is not a URL: ${redactDatabaseUrl(url)}`, {
      hint: HINT,
    });
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new WebscoutError(
      "usage",
      `the database URL must start with postgres://, not ${parsed.protocol}//`,
      {
        hint: HINT,
      },
    );
  }
  return parsed;
}

/** A WebscoutError for what pg threw while connecting or querying, naming the database without its password. */
export function postgresError(error: unknown, displayUrl: string): WebscoutError {
  if (error instanceof WebscoutError) return error;
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const reason =
    code === "ECONNREFUSED"
      ? "connection refused (is Postgres running there?)"
      : code === "ENOTFOUND" || code === "EAI_AGAIN"
        ? "the host name does not resolve"
        : code === "28P01" || code === "28000"
          ? `the server refused the login (${message})`
          : code === "3D000"
            ? `${message} (create it first: createdb, or CREATE DATABASE)`
            : message;
  return new WebscoutError("storage", `cannot use the database ${displayUrl}: ${reason}`, {
    hint: HINT,
    cause: error,
  });
}

export interface OpenPostgresOptions {
  url: string;
  /** Apply pending migrations (and `setup`) at open. Default true; `webscout migrate` passes false. */
  migrate?: boolean;
  /** Schema steps of other owners (the LangGraph checkpointer's), run under the same lock after ours. */
  setup?: (pool: PostgresPool) => Promise<void>;
  /** Most connections held at once. Default 10. */
  maxConnections?: number;
  /** How long to wait for a connection. Default 5 s. */
  connectTimeoutMs?: number;
}

export async function openPostgres(options: OpenPostgresOptions): Promise<PostgresDatabase> {
  parseDatabaseUrl(options.url);
  const displayUrl = redactDatabaseUrl(options.url);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    types,
  });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool replaces it.
  pool.on("error", () => undefined);
  try {
    await pool.query("SELECT 1");
    if (options.migrate ?? true) {
      await withMigrationLock(pool, async (client) => {
        await applyMigrations(client, await pendingMigrationsOn(client));
        await options.setup?.(pool);
      });
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw postgresError(error, displayUrl);
  }
  return { pool, displayUrl, close: () => pool.end() };
}

/** Runs `task` holding the migration advisory lock (other replicas wait for it), on one pooled connection. */
export async function withMigrationLock<T>(
  pool: PostgresPool,
  task: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await task(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

/** The steps not applied yet on this database, in order (reads only: a dry run changes nothing). */
export async function pendingMigrationsOn(client: pg.ClientBase): Promise<PostgresMigration[]> {
  const { rows: found } = await client.query<{ table: string | null }>(
    "SELECT to_regclass('webscout_migrations')::text AS table",
  );
  if (!found[0]?.table) return [...POSTGRES_MIGRATIONS];
  const { rows } = await client.query<{ version: number }>("SELECT version FROM webscout_migrations");
  const applied = new Set(rows.map((row) => row.version));
  return POSTGRES_MIGRATIONS.filter((migration) => !applied.has(migration.version));
}

/** Applies each step in its own transaction, recording it. Call it holding the migration lock. */
export async function applyMigrations(
  client: pg.ClientBase,
  steps: readonly PostgresMigration[],
): Promise<void> {
  await client.query(
    `CREATE TABLE IF NOT EXISTS webscout_migrations (
       version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`,
  );
  for (const step of steps) {
    await client.query("BEGIN");
    try {
      await client.query(step.sql);
      await client.query("INSERT INTO webscout_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        step.version,
        step.name,
        Date.now(),
      ]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  }
}
