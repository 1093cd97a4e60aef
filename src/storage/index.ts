export { databaseError } from "./database-error.js";
export { type ExportCounts, exportRecords, type TransferStores } from "./export-records.js";
export { type ImportReport, importRecords, type SkippedLine } from "./import-records.js";
export {
  DATABASE_FILE_NAME,
  databaseFile,
  MIGRATIONS,
  type OpenDatabaseOptions,
  openDatabase,
  type WebscoutDatabase,
} from "./open-database.js";
export {
  createPageStore,
  isLastingFailure,
  type PageFreshnessOptions,
  type PageStore,
  type PageStoreOptions,
  pageFreshness,
  type StoredPage,
} from "./page-store.js";
export { createPostgresPageStore } from "./pg-page-store.js";
export { createPostgresSessionStore } from "./pg-session-store.js";
export { BatchedPostgresSaver } from "./postgres-checkpoint-saver.js";
export { setUpCheckpointTables } from "./postgres-checkpoint-setup.js";
export {
  applyMigrations,
  type OpenPostgresOptions,
  openPostgres,
  type PostgresDatabase,
  type PostgresPool,
  parseDatabaseUrl,
  pendingMigrationsOn,
  postgresError,
  redactDatabaseUrl,
  withMigrationLock,
} from "./postgres-database.js";
export { POSTGRES_MIGRATIONS, type PostgresMigration } from "./postgres-migrations.js";
export { withTransaction } from "./postgres-transaction.js";
export {
  type AnswerFeedbackTotals,
  type AnswerVote,
  createSessionStore,
  type SessionRecord,
  type SessionSettings,
  type SessionStore,
} from "./session-store.js";
export { createPostgresSettingsStore, createSettingsStore, type SettingsStore } from "./settings-store.js";
export { type MigrationStep, sqliteAppliedVersion, sqliteMigrationSteps } from "./sqlite-migration-status.js";
export { TRANSFER_FORMAT, TRANSFER_VERSION } from "./transfer-format.js";
