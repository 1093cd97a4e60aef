// The slots that bound how many questions run at once. The run queue keeps its own count in memory (one process);
// a RunSlots adds a bound shared with other replicas (postgres-run-slots.ts).
export interface RunSlots {
  /** Waits for a free slot and returns the function that frees it; rejects with the signal's reason on abort. */
  acquire(signal?: AbortSignal): Promise<() => void>;
}

/** Whose turn it is in each session: one question of a session at a time across every replica. */
export interface SessionTurns {
  /** Waits until no other question of `sessionId` runs anywhere; returns the function that ends this turn. */
  acquire(sessionId: string, signal?: AbortSignal): Promise<() => void>;
}
