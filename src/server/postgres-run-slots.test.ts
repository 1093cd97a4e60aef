// The shared concurrency limit against a real Postgres: two replicas (two pools) share the slots, a freed slot
// goes to a waiting replica (at once, through NOTIFY), a replica whose connection dies frees its slots at once, and a waiter can give up.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { openPostgres, type PostgresDatabase } from "../storage/index.js";
import { createPostgresRunSlots, type PostgresRunSlots } from "./postgres-run-slots.js";

const database = usePostgresDatabase();
const pools: PostgresDatabase[] = [];
const opened: PostgresRunSlots[] = [];

async function replica(slots = 2, pollMs = 20): Promise<PostgresRunSlots> {
  const db = await openPostgres({ url: database.url(), maxConnections: 2 });
  pools.push(db);
  const runSlots = createPostgresRunSlots({ pool: db.pool, slots, pollMs });
  opened.push(runSlots);
  return runSlots;
}

const pending = <T>(promise: Promise<T>) => {
  const state = { settled: false, value: undefined as T | undefined };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
};

describe.skipIf(!database.available)("createPostgresRunSlots", () => {
  beforeAll(async () => {
    await openPostgres({ url: database.url() }).then((db) => db.close());
  });
  afterAll(async () => {
    for (const slots of opened) await slots.close();
    await Promise.all(pools.map((db) => db.close()));
  });

  it("shares the slots between replicas and hands a freed one to a waiting replica", async () => {
    const [a, b] = [await replica(), await replica()];
    const first = await a.acquire();
    const second = await b.acquire();
    const third = pending(a.acquire());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(third.settled).toBe(false);
    second();
    await expect.poll(() => third.settled, { timeout: 5000 }).toBe(true);
    expect(a.held).toBe(2);
    first();
    third.value?.();
    await expect.poll(() => a.held).toBe(0);
    await a.close();
    await b.close();
  });

  it("wakes a question waiting on another replica as soon as a slot is freed (NOTIFY), long before its poll", async () => {
    const minute = 60_000;
    const [a, b] = [await replica(1, minute), await replica(1, minute)];
    const releaseA = await a.acquire();
    const onB = pending(b.acquire());
    const secondOnB = pending(b.acquire());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onB.settled || secondOnB.settled).toBe(false);
    releaseA();
    // Only the freed slot's NOTIFY can wake B within this wait: its own poll would come a minute later.
    await expect.poll(() => onB.settled || secondOnB.settled, { timeout: 10_000 }).toBe(true);
    expect(b.held).toBe(1);
    // One slot, one question: the other waiter on B keeps waiting until B frees it, then runs.
    expect(onB.settled && secondOnB.settled).toBe(false);
    (onB.value ?? secondOnB.value)?.();
    await expect.poll(() => onB.settled && secondOnB.settled, { timeout: 10_000 }).toBe(true);
    expect(b.held).toBe(1);
    await a.close();
    await b.close();
  });

  it("frees the slots of a replica whose connection dies, and lets a waiter give up", async () => {
    const [a, b] = [await replica(1), await replica(1)];
    await a.acquire();
    const controller = new AbortController();
    const givenUp = b.acquire(controller.signal);
    controller.abort(new Error("client went away"));
    await expect(givenUp).rejects.toThrow("client went away");
    const waiting = pending(b.acquire());
    // kill -9 of A as the database sees it: its connection ends.
    const admin = new pg.Client({ connectionString: database.url() });
    await admin.connect();
    try {
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid() AND objid = 0",
      );
    } finally {
      await admin.end();
    }
    await expect.poll(() => waiting.settled, { timeout: 5000 }).toBe(true);
    expect(b.held).toBe(1);
  });
});
