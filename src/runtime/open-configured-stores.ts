// The stores a command or the server uses, as configured: Postgres when a database URL is set (`--database-url`,
// WEBSCOUT_DATABASE_URL), else SQLite in the data dir.
import type { PostgresDatabase } from "../storage/index.js";
import { openPostgresStores } from "./open-postgres-stores.js";
import { openStores, type Stores } from "./open-stores.js";

/** The stores, and over Postgres the database itself (what replicas share beyond the stores runs over it). */
export type ConfiguredStores = Stores & { database?: PostgresDatabase };

export async function openConfiguredStores(options: {
  config: { dataDir: string; databaseUrl?: string };
  now?: () => number;
}): Promise<ConfiguredStores> {
  const { config, now } = options;
  return config.databaseUrl
    ? openPostgresStores({ url: config.databaseUrl, now })
    : openStores({ dataDir: config.dataDir, now });
}
