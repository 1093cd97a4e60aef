// The test cluster itself: a file gets a database of its own that accepts connections and DDL.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";

const database = usePostgresDatabase();

describe.skipIf(!database.available)("the test Postgres cluster", () => {
  it("gives this file an empty database of its own", async () => {
    const client = new pg.Client({ connectionString: database.url() });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; tables: string }>(
        "SELECT current_database() AS name, (SELECT count(*) FROM pg_tables WHERE schemaname = 'public') AS tables",
      );
      expect(rows[0]?.name).toMatch(/^webscout_test_[0-9a-f]{12}$/);
      expect(Number(rows[0]?.tables)).toBe(0);
    } finally {
      await client.end();
    }
  });
});
