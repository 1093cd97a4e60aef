// `webscout migrate`: lists the configured backend's schema steps not applied yet and, unless it is a dry run,
// applies them (Postgres: under the migration advisory lock, with LangGraph's checkpoint tables after ours).
import {
  applyMigrations,
  databaseFile,
  type MigrationStep,
  openDatabase,
  openPostgres,
  POSTGRES_MIGRATIONS,
  type PostgresPool,
  pendingMigrationsOn,
  postgresError,
  setUpCheckpointTables,
  sqliteAppliedVersion,
  sqliteMigrationSteps,
  withMigrationLock,
} from "../storage/index.js";

export interface MigrationReport {
  backend: "sqlite" | "postgres";
  /** The file, or the URL without its password. */
  database: string;
  /** Steps already applied before this run. */
  applied: MigrationStep[];
  /** Steps that were pending: applied now, or (dry run) still to apply. */
  pending: MigrationStep[];
  dryRun: boolean;
}

const stepOf = ({ version, name }: MigrationStep): MigrationStep => ({ version, name });

export async function migrateDatabase(options: {
  config: { dataDir: string; databaseUrl?: string };
  dryRun?: boolean;
}): Promise<MigrationReport> {
  const { config, dryRun = false } = options;
  if (!config.databaseUrl) {
    const steps = sqliteMigrationSteps();
    const version = sqliteAppliedVersion({ dataDir: config.dataDir });
    if (!dryRun) openDatabase({ dataDir: config.dataDir }).close();
    return {
      backend: "sqlite",
      database: databaseFile({ dataDir: config.dataDir }),
      applied: steps.slice(0, version),
      pending: steps.slice(version),
      dryRun,
    };
  }
  const database = await openPostgres({ url: config.databaseUrl, migrate: false, maxConnections: 2 });
  try {
    const pending = dryRun
      ? await inspect(database.pool)
      : await withMigrationLock(database.pool, async (client) => {
          const steps = await pendingMigrationsOn(client);
          await applyMigrations(client, steps);
          await setUpCheckpointTables(database.pool);
          return steps;
        });
    const pendingVersions = new Set(pending.map((step) => step.version));
    return {
      backend: "postgres",
      database: database.displayUrl,
      applied: POSTGRES_MIGRATIONS.filter((step) => !pendingVersions.has(step.version)).map(stepOf),
      pending: pending.map(stepOf),
      dryRun,
    };
  } catch (error) {
    throw postgresError(error, database.displayUrl);
  } finally {
    await database.close();
  }
}

async function inspect(pool: PostgresPool): Promise<MigrationStep[]> {
  const client = await pool.connect();
  try {
    return await pendingMigrationsOn(client);
  } finally {
    client.release();
  }
}
