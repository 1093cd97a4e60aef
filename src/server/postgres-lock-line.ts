// The one connection a replica keeps for its advisory locks (the shared run slots, the session turns). Session-level
// advisory locks live as long as their connection: a replica that dies (kill -9, a lost network) loses it, and
// Postgres frees its locks at once, with no lease to expire. Queries on it run one at a time (a caller must know
// which locks it holds before taking more: they stack). The connection LISTENs on one channel: whoever frees a lock
// NOTIFYs it with what was freed, so a waiter on any replica wakes at once; its poll stays as the fallback (a
// replica that dies frees its locks without a word).
import type { PoolClient } from "pg";
import type { PostgresPool } from "../storage/index.js";

/** The NOTIFY channel of freed locks. */
const CHANNEL = "webscout_locks";

export interface PostgresLockLine {
  /** Runs `task` on the connection after every earlier one; a failure drops the connection (and its locks). */
  run<T>(task: (client: PoolClient) => Promise<T>): Promise<T>;
  /** Counts lost connections: a lock taken in an earlier generation is gone. */
  readonly generation: number;
  /** True once closed (the replica is stopping): a failure then is no outage to report. */
  readonly closed: boolean;
  /**
   * Frees lock (`namespace`, `key`) if it is still held (taken in generation `takenIn`), and tells the waiters on
   * `topic`, here and on every replica. Locks freed together (a question's slot and turn) go in one statement.
   */
  unlock(lock: Unlock): void;
  /** Resolves when the lock a waiter on `topic` wants may be free: a wake-up, or `pollMs` passed. */
  waitFor(options: { topic: string; pollMs: number; signal?: AbortSignal }): Promise<void>;
  close(): Promise<void>;
}

export interface Unlock {
  namespace: number;
  key: number;
  takenIn: number;
  topic: string;
}

interface Waiter {
  topic: string;
  done: () => void;
}

export function createPostgresLockLine(options: { pool: PostgresPool }): PostgresLockLine {
  const { pool } = options;
  /** Tells this process's own notifications from other replicas' (its own waiters are woken directly). */
  const self = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const waiters: Waiter[] = [];
  /** Locks to free, in one statement at the line's next turn. */
  const pending: Unlock[] = [];
  let connection: Promise<PoolClient> | undefined;
  let current: PoolClient | undefined;
  let generation = 0;
  let closed = false;
  let line: Promise<unknown> = Promise.resolve();

  /** Wakes the first waiter on `topic` (a slot: one may take it) or, for a session turn, its waiters. */
  function wake(topic: string): void {
    const all = !topic.startsWith("slot");
    for (const waiter of [...waiters]) {
      if (waiter.topic !== topic) continue;
      waiter.done();
      if (!all) return;
    }
  }

  function connect(): Promise<PoolClient> {
    connection ??= (async () => {
      const client = await pool.connect();
      client.on("error", () => forget(client));
      client.on("notification", (message) => {
        const [from, topic] = (message.payload ?? "").split(" ");
        if (from !== self && topic) wake(topic);
      });
      try {
        await client.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        client.release(true);
        throw error;
      }
      current = client;
      return client;
    })();
    connection.catch(() => {
      connection = undefined;
    });
    return connection;
  }

  /** The connection is gone and its locks with it. */
  function forget(client: PoolClient): void {
    if (current !== client) return;
    current = undefined;
    connection = undefined;
    generation++;
    client.release(true);
  }

  function run<T>(task: (client: PoolClient) => Promise<T>): Promise<T> {
    const result = line.then(async () => {
      const client = await connect();
      try {
        return await task(client);
      } catch (error) {
        forget(client);
        throw error;
      }
    });
    line = result.catch(() => undefined);
    return result;
  }

  return {
    run,
    get generation() {
      return generation;
    },
    get closed() {
      return closed;
    },
    unlock(lock) {
      pending.push(lock);
      // A flush is queued already and will free this one too (a question frees its slot and its turn together).
      if (pending.length > 1) return;
      let freed: Unlock[] = [];
      void run(async (client) => {
        freed = pending.splice(0);
        const held = freed.filter((entry) => entry.takenIn === generation);
        if (held.length === 0) return;
        await client.query({
          name: "webscout-unlock",
          text: `SELECT pg_advisory_unlock(namespace, key), pg_notify($1, $4 || ' ' || topic)
           FROM unnest($2::int[], $3::int[], $5::text[]) AS freed(namespace, key, topic)`,
          values: [
            CHANNEL,
            held.map((entry) => entry.namespace),
            held.map((entry) => entry.key),
            self,
            held.map((entry) => entry.topic),
          ],
        });
      })
        .catch(() => undefined)
        .finally(() => {
          for (const entry of freed) wake(entry.topic);
        });
    },
    waitFor({ topic, pollMs, signal }) {
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          topic,
          done: () => {
            clearTimeout(timer);
            const position = waiters.indexOf(waiter);
            if (position >= 0) waiters.splice(position, 1);
            signal?.removeEventListener("abort", onAbort);
            resolve();
          },
        };
        const onAbort = () => {
          waiter.done();
          reject(signal?.reason);
        };
        const timer = setTimeout(waiter.done, pollMs);
        waiters.push(waiter);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await line;
      const client = await connection?.catch(() => undefined);
      // Destroyed rather than returned to the pool: its session locks go with it.
      if (client) forget(client);
    },
  };
}
