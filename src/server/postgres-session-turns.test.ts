// Sessions' turns across replicas, against a real Postgres: two run queues, as two replicas' servers have, each
// with its own pool and lock line on one database. Two follow-ups of one session sent to both at once run one after
// the other (the second as soon as the first ends, through NOTIFY); two sessions run side by side; a replica that
// dies mid-answer frees its session's turn.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePostgresDatabase } from "#test/helpers/postgres-database.js";
import { openPostgres, type PostgresDatabase } from "../storage/index.js";
import { createPostgresLockLine, type PostgresLockLine } from "./postgres-lock-line.js";
import { createPostgresRunSlots } from "./postgres-run-slots.js";
import { createPostgresSessionTurns } from "./postgres-session-turns.js";
import { createRunQueue, type RunQueue } from "./run-queue.js";

const database = usePostgresDatabase();
const pools: PostgresDatabase[] = [];
const lines: PostgresLockLine[] = [];
/** Polls only once a minute: within these tests, only a NOTIFY can wake a waiting question. */
const MINUTE = 60_000;

async function replica(): Promise<RunQueue> {
  const db = await openPostgres({ url: database.url(), maxConnections: 2 });
  pools.push(db);
  const line = createPostgresLockLine({ pool: db.pool });
  lines.push(line);
  return createRunQueue({
    maxConcurrent: 4,
    shared: createPostgresRunSlots({ pool: db.pool, line, slots: 8, pollMs: MINUTE }),
    turns: createPostgresSessionTurns({ line, pollMs: MINUTE }),
  });
}

/** A question whose answer takes until `finish()`; `log` records when each one starts and ends. */
function question(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish,
    task: async () => {
      log.push(`${name} started`);
      await done;
      log.push(`${name} ended`);
      return name;
    },
  };
}

describe.skipIf(!database.available)("session turns across replicas", () => {
  beforeAll(async () => {
    await openPostgres({ url: database.url() }).then((db) => db.close());
  });
  afterAll(async () => {
    for (const line of lines) await line.close();
    await Promise.all(pools.map((db) => db.close()));
  });

  it("runs two follow-ups of one session sent to two replicas at once one after the other", async () => {
    const [a, b] = [await replica(), await replica()];
    const log: string[] = [];
    const first = question("first", log);
    const second = question("second", log);
    const onA = a.run({ sessionId: "session-1" }, first.task);
    await expect.poll(() => log).toEqual(["first started"]);
    const onB = b.run({ sessionId: "session-1" }, second.task);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(log).toEqual(["first started"]);
    first.finish();
    // B's question starts when A's turn ends: woken by the NOTIFY (its poll would come a minute later).
    await expect
      .poll(() => log, { timeout: 10_000 })
      .toEqual(["first started", "first ended", "second started"]);
    second.finish();
    expect(await Promise.all([onA, onB])).toEqual(["first", "second"]);
  });

  it("runs two sessions on two replicas side by side", async () => {
    const [a, b] = [await replica(), await replica()];
    const log: string[] = [];
    const one = question("one", log);
    const other = question("other", log);
    const runs = [a.run({ sessionId: "session-a" }, one.task), b.run({ sessionId: "session-b" }, other.task)];
    await expect.poll(() => [...log].sort()).toEqual(["one started", "other started"]);
    one.finish();
    other.finish();
    expect(await Promise.all(runs)).toEqual(["one", "other"]);
  });

  it("frees the turn of a replica that dies mid-answer", async () => {
    const [a, b] = [await replica(), await replica()];
    const log: string[] = [];
    const stuck = question("stuck", log);
    void a.run({ sessionId: "session-2" }, stuck.task);
    await expect.poll(() => log).toEqual(["stuck started"]);
    const next = question("next", log);
    const onB = b.run({ sessionId: "session-2" }, next.task);
    // A holds the turn on its lock line's connection.
    const admin = new pg.Client({ connectionString: database.url() });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1",
        [0x77735354],
      );
      expect(rows).toHaveLength(1);
    } finally {
      await admin.end();
    }
    expect(log).toEqual(["stuck started"]);
    // A dying frees its locks without a NOTIFY: a third replica that polls often asks too, so that the turn is
    // seen free at its next poll; then its own end of turn wakes B at once.
    const db = await openPostgres({ url: database.url(), maxConnections: 2 });
    pools.push(db);
    const line = createPostgresLockLine({ pool: db.pool });
    lines.push(line);
    const c = createRunQueue({ turns: createPostgresSessionTurns({ line, pollMs: 20 }) });
    const third = question("third", log);
    const onC = c.run({ sessionId: "session-2" }, third.task);
    // kill -9 of A as the database sees it: the connection holding its locks ends.
    const killer = new pg.Client({ connectionString: database.url() });
    await killer.connect();
    try {
      await killer.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND classid = $1 AND pid <> pg_backend_pid()`,
        [0x77735354],
      );
    } finally {
      await killer.end();
    }
    // B or C gets the turn (C at its next 20 ms poll, B if C's NOTIFY comes first): one at a time, never both.
    await expect.poll(() => log.length, { timeout: 10_000 }).toBe(2);
    expect(["next started", "third started"]).toContain(log[1]);
    const [running, waiting] = log[1] === "next started" ? [next, third] : [third, next];
    running.finish();
    waiting.finish();
    await Promise.all([onB, onC]);
    expect(log.slice(2)).toEqual(
      log[1] === "next started"
        ? ["next ended", "third started", "third ended"]
        : ["third ended", "next started", "next ended"],
    );
  });
});
