// The per-question concurrency limit shared by every replica on one Postgres database: slot i is the session
// advisory lock (namespace, i), held on one connection this process keeps for them. A replica that dies (kill -9,
// a lost network) loses its connection, and Postgres frees its locks at once: no lease to expire. A waiting
// question tries again every `pollMs`, or as soon as this process frees a slot. While the database does not
// answer, questions run on this process's own bound alone (the run queue's) rather than fail.
import type { PoolClient } from "pg";
import type { PostgresPool } from "../storage/index.js";
import type { RunSlots } from "./run-slots.js";

/** Advisory lock namespace of the run slots (any int4 constant; "wsRS"). */
const NAMESPACE = 0x77735253;

export interface PostgresRunSlots extends RunSlots {
  /** Slots this process holds now. */
  readonly held: number;
  /** Frees this process's slots and its connection. */
  close(): Promise<void>;
}

function sleep(ms: number, signal: AbortSignal | undefined, wake: Set<() => void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      wake.delete(done);
      signal?.removeEventListener("abort", onAbort);
      resolve();
    };
    const onAbort = () => {
      done();
      reject(signal?.reason);
    };
    const timer = setTimeout(done, ms);
    wake.add(done);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export function createPostgresRunSlots(options: {
  pool: PostgresPool;
  /** Questions at once across every replica. */
  slots: number;
  /** How often a waiting question tries again. Default 200 ms. */
  pollMs?: number;
  /** Told when the database stops answering (questions then run on the local bound): once per outage. */
  onError?: (error: unknown) => void;
}): PostgresRunSlots {
  const { pool, slots, pollMs = 200, onError } = options;
  const held = new Set<number>();
  const wake = new Set<() => void>();
  let connection: Promise<PoolClient> | undefined;
  let current: PoolClient | undefined;
  let closed = false;
  let failing = false;
  /** Counts connections: a slot taken on a connection that has since ended is not this process's any more. */
  let generation = 0;
  // One query at a time on the connection: a sweep must know which slots this process already holds (a session's
  // advisory locks stack, so a second sweep would take a held slot again).
  let line: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const result = line.then(task);
    line = result.catch(() => undefined);
    return result;
  };

  function connect(): Promise<PoolClient> {
    connection ??= pool.connect().then((client) => {
      current = client;
      client.on("error", () => forget(client));
      return client;
    });
    connection.catch(() => {
      connection = undefined;
    });
    return connection;
  }

  /** The connection is gone and its locks with it. */
  function forget(client: PoolClient): void {
    if (current !== client) return;
    current = undefined;
    generation++;
    held.clear();
    connection = undefined;
    client.release(true);
  }

  async function sweep(): Promise<number | null> {
    const client = await connect();
    const free = Array.from({ length: slots }, (_, slot) => slot).filter((slot) => !held.has(slot));
    try {
      const { rows } = await client.query<{ slot: number | null }>(
        "SELECT webscout_take_run_slot($1, $2::int[]) AS slot",
        [NAMESPACE, free],
      );
      const slot = rows[0]?.slot ?? null;
      if (slot !== null) held.add(slot);
      return slot;
    } catch (error) {
      forget(client);
      throw error;
    }
  }

  function release(slot: number, takenIn: number): void {
    void serial(async () => {
      if (takenIn !== generation || !held.delete(slot) || !connection) return;
      const client = await connection;
      await client.query("SELECT pg_advisory_unlock($1, $2)", [NAMESPACE, slot]);
    })
      .catch(() => undefined)
      .finally(() => {
        for (const waiter of [...wake]) waiter();
      });
  }

  return {
    async acquire(signal) {
      for (;;) {
        signal?.throwIfAborted();
        let slot: number | null;
        try {
          slot = await serial(sweep);
          failing = false;
        } catch (error) {
          if (!failing) onError?.(error);
          failing = true;
          return () => {};
        }
        if (slot !== null) {
          const taken = slot;
          const takenIn = generation;
          let freed = false;
          return () => {
            if (freed) return;
            freed = true;
            release(taken, takenIn);
          };
        }
        await sleep(pollMs, signal, wake);
      }
    },
    get held() {
      return held.size;
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
