// One question at a time per session across every replica on one Postgres database: two follow-ups of one session
// sent to two replicas at once would otherwise both read the same history and each write its own. A session's turn
// is the advisory lock (namespace, hashtext(session id)) on the replica's lock line (postgres-lock-line.ts), so a
// replica that dies mid-answer frees the turn at once. A waiting question tries again when the turn is freed on any
// replica (NOTIFY), or every `pollMs`. Two sessions whose ids hash alike merely take turns. While the database
// does not answer, questions keep to this process's own per-session order (the run queue's) rather than fail.
import type { PostgresLockLine } from "./postgres-lock-line.js";
import type { SessionTurns } from "./run-slots.js";

/** Advisory lock namespace of the session turns (any int4 constant; "wsST"). */
const NAMESPACE = 0x77735354;

export function createPostgresSessionTurns(options: {
  line: PostgresLockLine;
  /** How often a waiting question tries again when no wake-up came. Default 200 ms. */
  pollMs?: number;
  /** Told when the database stops answering: once per outage. */
  onError?: (error: unknown) => void;
}): SessionTurns {
  const { line, pollMs = 200, onError } = options;
  let failing = false;
  return {
    async acquire(sessionId, signal) {
      for (;;) {
        signal?.throwIfAborted();
        let turn: { key: number; ok: boolean; takenIn: number };
        try {
          turn = await line.run(async (client) => {
            const { rows } = await client.query<{ key: number; ok: boolean }>({
              name: "webscout-take-session-turn",
              text: "SELECT hashtext($2) AS key, pg_try_advisory_lock($1, hashtext($2)) AS ok",
              values: [NAMESPACE, sessionId],
            });
            return { ...(rows[0] as { key: number; ok: boolean }), takenIn: line.generation };
          });
          failing = false;
        } catch (error) {
          if (!failing && !line.closed) onError?.(error);
          failing = true;
          return () => {};
        }
        const topic = `turn:${turn.key}`;
        if (turn.ok) {
          const { takenIn } = turn;
          let ended = false;
          return () => {
            if (ended) return;
            ended = true;
            line.unlock({ namespace: NAMESPACE, key: turn.key, takenIn, topic });
          };
        }
        await line.waitFor({ topic, pollMs, signal });
      }
    },
  };
}
