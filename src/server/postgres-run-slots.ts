// The per-question concurrency limit shared by every replica on one Postgres database: slot i is the session
// advisory lock (namespace, i), held on the replica's lock line (postgres-lock-line.ts), so a replica that dies
// frees its slots at once. A waiting question tries again as soon as a slot is freed on any replica (NOTIFY), or
// every `pollMs` as the fallback. While the database does not answer, questions run on this process's own bound
// alone (the run queue's) rather than fail.
import type { PostgresPool } from "../storage/index.js";
import { createPostgresLockLine, type PostgresLockLine } from "./postgres-lock-line.js";
import type { RunSlots } from "./run-slots.js";

/** Advisory lock namespace of the run slots (any int4 constant; "wsRS"). */
const NAMESPACE = 0x77735253;
const TOPIC = "slot";

export interface PostgresRunSlots extends RunSlots {
  /** Slots this process holds now. */
  readonly held: number;
  /** Frees this process's slots and, when it opened it, the lock line's connection. */
  close(): Promise<void>;
}

export function createPostgresRunSlots(options: {
  pool: PostgresPool;
  /** The replica's lock line (shared with its session turns). Default: one of its own over `pool`. */
  line?: PostgresLockLine;
  /** Questions at once across every replica. */
  slots: number;
  /** How often a waiting question tries again when no wake-up came. Default 200 ms. */
  pollMs?: number;
  /** Told when the database stops answering (questions then run on the local bound): once per outage. */
  onError?: (error: unknown) => void;
}): PostgresRunSlots {
  const { slots, pollMs = 200, onError } = options;
  const ownLine = options.line === undefined;
  const line = options.line ?? createPostgresLockLine({ pool: options.pool });
  /** Slot → the line's generation it was taken in (a slot of an earlier one went with its connection). */
  const taken = new Map<number, number>();
  const held = () =>
    [...taken].filter(([, generation]) => generation === line.generation).map(([slot]) => slot);
  let failing = false;

  const sweep = () =>
    line.run(async (client) => {
      const mine = new Set(held());
      const free = Array.from({ length: slots }, (_, slot) => slot).filter((slot) => !mine.has(slot));
      const { rows } = await client.query<{ slot: number | null }>({
        name: "webscout-take-run-slot",
        text: "SELECT webscout_take_run_slot($1, $2::int[]) AS slot",
        values: [NAMESPACE, free],
      });
      const slot = rows[0]?.slot ?? null;
      if (slot !== null) taken.set(slot, line.generation);
      return slot;
    });

  return {
    async acquire(signal) {
      for (;;) {
        signal?.throwIfAborted();
        let slot: number | null;
        try {
          slot = await sweep();
          failing = false;
        } catch (error) {
          if (!failing && !line.closed) onError?.(error);
          failing = true;
          return () => {};
        }
        if (slot !== null) {
          const mine = slot;
          const takenIn = taken.get(mine) as number;
          let freed = false;
          return () => {
            if (freed) return;
            freed = true;
            if (taken.get(mine) === takenIn) taken.delete(mine);
            line.unlock({ namespace: NAMESPACE, key: mine, takenIn, topic: TOPIC });
          };
        }
        await line.waitFor({ topic: TOPIC, pollMs, signal });
      }
    },
    get held() {
      return held().length;
    },
    async close() {
      if (ownLine) await line.close();
    },
  };
}
