// The lock line against a real Postgres: locks freed together go in one statement, are free for another
// connection at once, and wake a waiter on another replica's line.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { createPostgresLockLine } from "./postgres-lock-line.js";

const database = usePostgresDatabase();
const NAMESPACE = 4242;

describe.skipIf(!database.available)("createPostgresLockLine", () => {
  const pools: pg.Pool[] = [];
  let statements: string[];
  beforeAll(() => {
    statements = [];
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  });
  const pool = (record = false) => {
    const created = new pg.Pool({ connectionString: database.url(), max: 2 });
    // An idle client whose connection the server ends (the test database dropped at teardown) emits "error"
    // on its pool; unheard, it would fail the run after every test passed (as the app's own pool ignores it).
    created.on("error", () => undefined);
    if (record) {
      created.on("connect", (client) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          statements.push(String(typeof args[0] === "string" ? args[0] : (args[0] as { text: string }).text));
          return query(...args);
        }) as never;
      });
    }
    pools.push(created);
    return created;
  };

  it("frees two locks in one statement and wakes another replica's waiters on both topics", async () => {
    const line = createPostgresLockLine({ pool: pool(true) });
    const other = createPostgresLockLine({ pool: pool() });
    const take = (key: number) =>
      line.run(async (client) => {
        const { rows } = await client.query("SELECT pg_try_advisory_lock($1, $2) AS ok", [NAMESPACE, key]);
        return rows[0].ok as boolean;
      });
    expect([await take(1), await take(2)]).toEqual([true, true]);
    // Another replica cannot take them, and waits to hear of each (its poll would come a minute later).
    const tryOther = (key: number) =>
      other.run(async (client) => {
        const { rows } = await client.query("SELECT pg_try_advisory_lock($1, $2) AS ok", [NAMESPACE, key]);
        return rows[0].ok as boolean;
      });
    expect(await tryOther(1)).toBe(false);
    const woken = Promise.all([
      other.waitFor({ topic: "slot", pollMs: 60_000 }),
      other.waitFor({ topic: "turn:2", pollMs: 60_000 }),
    ]);
    statements.length = 0;
    line.unlock({ namespace: NAMESPACE, key: 1, takenIn: line.generation, topic: "slot" });
    line.unlock({ namespace: NAMESPACE, key: 2, takenIn: line.generation, topic: "turn:2" });
    await woken;
    expect(statements.filter((text) => text.includes("pg_advisory_unlock"))).toHaveLength(1);
    expect([await tryOther(1), await tryOther(2)]).toEqual([true, true]);
    await line.close();
    await other.close();
  });
});
