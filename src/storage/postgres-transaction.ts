// Runs a function inside one Postgres transaction on one pooled connection: committed when it returns, rolled back
// when it throws.
import type pg from "pg";
import type { PostgresPool } from "./postgres-database.js";

export async function withTransaction<T>(
  pool: PostgresPool,
  task: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await task(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
