// Switches a SQLite connection to WAL mode when other processes may be opening the same new file. The switch
// needs the file's exclusive lock, and SQLite answers SQLITE_BUSY at once, without calling the busy handler,
// when waiting could deadlock (another process holds a lock while asking for more): so the switch is retried
// here for as long as the busy timeout would have waited.

/** The part of a better-sqlite3 connection the switch uses. */
export interface PragmaRunner {
  pragma(source: string): unknown;
}

/** Pause between tries. */
const RETRY_MS = 20;

/** Blocks the thread for `ms` milliseconds (opening the database is synchronous). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Sets `journal_mode = WAL`, retrying while the file is busy (SQLITE_BUSY and its extended codes, such as another
 * process's WAL recovery) for at most `timeoutMs`; other errors throw at once.
 */
export function enableWal(db: PragmaRunner, timeoutMs: number, now: () => number = Date.now): void {
  const deadline = now() + timeoutMs;
  for (;;) {
    try {
      db.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== "string" || !code.startsWith("SQLITE_BUSY") || now() >= deadline) throw error;
      sleepSync(RETRY_MS);
    }
  }
}
