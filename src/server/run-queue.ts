// Orders the questions the server runs: one at a time per session (a follow-up waits for the question before
// it, so a session's history stays linear), and at most `maxConcurrent` at once overall so a burst of
// visitors queues instead of exhausting memory. A caller that aborts while waiting leaves the queue. With `shared`
// slots (several replicas on one database), a question also holds one of those while it runs, and with `turns`
// its session's turn, so that a follow-up sent to another replica waits too.
import type { RunSlots, SessionTurns } from "./run-slots.js";

export interface RunQueue {
  run<T>(options: { sessionId?: string; signal?: AbortSignal }, task: () => Promise<T>): Promise<T>;
  /** Questions running now. */
  readonly running: number;
}

function abortable(promise: Promise<unknown>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return promise.then(() => {});
  signal.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      () => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      },
      () => {
        signal.removeEventListener("abort", onAbort);
        resolve();
      },
    );
  });
}

export function createRunQueue(
  options: {
    /** Default 8. */
    maxConcurrent?: number;
    /** A bound shared with other processes, taken after this process's own. Default: none. */
    shared?: RunSlots;
    /** Sessions' turns shared with other processes, taken after this process's own order. Default: none. */
    turns?: SessionTurns;
  } = {},
): RunQueue {
  const { maxConcurrent = 8, shared, turns } = options;
  let running = 0;
  const waiters: Array<() => void> = [];
  const tails = new Map<string, Promise<void>>();

  async function acquireSlot(signal: AbortSignal | undefined): Promise<void> {
    if (running < maxConcurrent) {
      running++;
      return;
    }
    let wake!: () => void;
    const turn = new Promise<void>((resolve) => {
      wake = resolve;
    });
    waiters.push(wake);
    try {
      await abortable(turn, signal);
    } catch (error) {
      const position = waiters.indexOf(wake);
      if (position >= 0) waiters.splice(position, 1);
      else releaseSlot(); // woken and aborted at the same moment: pass the slot on.
      throw error;
    }
  }

  function releaseSlot(): void {
    const next = waiters.shift();
    if (next) next();
    else running--;
  }

  return {
    async run({ sessionId, signal }, task) {
      const previous = sessionId ? tails.get(sessionId) : undefined;
      let finished!: () => void;
      const mine = new Promise<void>((resolve) => {
        finished = resolve;
      });
      if (sessionId) {
        // The next question of this session waits for the previous one and for this one.
        const tail = Promise.all([previous, mine]).then(() => {});
        tails.set(sessionId, tail);
        void tail.then(() => {
          if (tails.get(sessionId) === tail) tails.delete(sessionId);
        });
      }
      try {
        if (previous) await abortable(previous, signal);
        // The session's turn before any slot: a question waiting for its turn holds no slot others could use.
        const endTurn = sessionId ? await turns?.acquire(sessionId, signal) : undefined;
        try {
          await acquireSlot(signal);
          let releaseShared: (() => void) | undefined;
          try {
            releaseShared = await shared?.acquire(signal);
            return await task();
          } finally {
            releaseShared?.();
            releaseSlot();
          }
        } finally {
          endTurn?.();
        }
      } finally {
        finished();
      }
    },
    get running() {
      return running;
    },
  };
}
