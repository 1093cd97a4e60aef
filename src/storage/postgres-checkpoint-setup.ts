// LangGraph's checkpoint tables (the library's own setup), then lz4 for the columns that hold large values: a
// question writes ~20 kB of checkpoint blobs and reads its session's pages, and Postgres's default TOAST compression
// (pglz) cost about half of the checkpoint write's execution time (pg_stat_statements, bench:server's load: 0.78 →
// 0.40 ms a write with lz4). Postgres 14+ built with lz4 (Debian's is) switches; any other keeps pglz. Values
// already written stay as they are and readable either way. Idempotent: run at every start under the migration lock.
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import type { PostgresPool } from "./postgres-database.js";

/** Every large column (table, column), switched to lz4 unless it is already. */
const PREFER_LZ4_SQL = `DO $$
DECLARE target record;
BEGIN
  FOR target IN
    SELECT a.attrelid::regclass AS relation, a.attname AS name
    FROM (VALUES ('pages', 'text'), ('pages', 'links'), ('checkpoint_blobs', 'blob'),
                 ('checkpoint_writes', 'blob'), ('checkpoints', 'checkpoint')) AS wanted(relation, name)
    JOIN pg_attribute a ON a.attrelid = to_regclass(wanted.relation) AND a.attname = wanted.name
    WHERE a.attcompression IS DISTINCT FROM 'l'
  LOOP
    EXECUTE format('ALTER TABLE %s ALTER COLUMN %I SET COMPRESSION lz4', target.relation, target.name);
  END LOOP;
EXCEPTION WHEN OTHERS THEN
  NULL; -- before Postgres 14, or built without lz4: the default compression stays
END $$`;

/** Creates or migrates the checkpoint tables and prefers lz4 for the large columns (see above). */
export async function setUpCheckpointTables(pool: PostgresPool): Promise<void> {
  await new PostgresSaver(pool).setup();
  await pool.query(PREFER_LZ4_SQL);
}
