// A database of its own in the run's test cluster (test/setup/postgres.ts) for one test file: created before its
// tests, dropped after them. Where the cluster could not start, `available` is false and `skipReason` says why.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";

export interface PostgresTestDatabase {
  available: boolean;
  skipReason: string;
  /** postgres://… of this file's database; only inside tests and hooks. */
  url(): string;
}

export function usePostgresDatabase(): PostgresTestDatabase {
  // Undefined when a run did not go through test/setup/postgres.ts (another vitest config).
  const adminUrl = inject("postgresAdminUrl") ?? "";
  const skipReason =
    inject("postgresUnavailable") ?? "the run has no test cluster (vitest globalSetup not loaded)";
  const name = `webscout_test_${randomBytes(6).toString("hex")}`;
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (adminUrl) {
    beforeAll(() => admin(`CREATE DATABASE ${name}`));
    afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } else {
    console.warn(`Postgres tests skipped: ${skipReason}`);
  }
  return {
    available: adminUrl !== "",
    skipReason,
    url: () => {
      if (!adminUrl) throw new Error(`no test Postgres: ${skipReason}`);
      return url;
    },
  };
}
