// Times extractors by CPU time, each alone in a process of its own, taking turns page by page.
//
// In one process the two extractors share more than the machine: htmlparser2 (linkedom parses with it too), the
// JIT's feedback on it, and a heap whose size sets how often a major garbage collection runs. Alone in its
// process each system keeps its own compiled code and its own garbage. Taking turns page by page (A B, then B A
// on the next page) gives both the same machine state (load, clock speed, cache contention) within a fraction of
// a second, so a round's ratio does not move with the neighbours' load the way two systems timed one after the
// other do. Readability on linkedom has slow stretches of its own, in its own process too: linkedom files every
// node it creates in one module-wide WeakMap (DOMEventTarget's constructor), whose entries only a major
// collection removes, and a round that runs long without one costs it 5 to 10 times as much (its CPU profile: 88%
// in that constructor). In one process such stretches began after four to six rounds and lasted up to three: each
// counted round runs in fresh processes after their warm-up, and the goal's figure takes each system's least
// costly round (paired-ratio.ts).
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface RaceProcessesOptions {
  /** Systems by their name in race-child.ts ("webscout", "readability"). */
  systems: readonly string[];
  /** The article-benchmark folder the children read their pages from. */
  dataDir: string;
  /** The first N pages (default all). */
  pageCount?: number;
  /** Counted rounds, each in fresh processes (default 5). */
  rounds?: number;
  /** Rounds each fresh process runs first, not counted: its code is compiled by then (default 2). */
  warmupRounds?: number;
}

export interface RaceProcessesResult {
  /** Per system, per counted round: its CPU seconds over all pages (its garbage collections included). */
  roundSeconds: number[][];
  rounds: number;
}

const CHILD = fileURLToPath(new URL("./race-child.ts", import.meta.url));

/**
 * For each counted round, starts one fresh child per system (with this process's Node options, so `--import tsx`
 * too), runs the warm-up rounds and then the counted round over the pages: on each page every system in turn, in
 * an order that alternates from page to page and round to round. A fresh process per round keeps every round
 * clear of linkedom's slow stretches, which began after four to six rounds in one process. Returns each system's
 * CPU seconds per counted round.
 */
export async function raceProcesses({
  systems,
  dataDir,
  pageCount,
  rounds = 5,
  warmupRounds = 2,
}: RaceProcessesOptions): Promise<RaceProcessesResult> {
  const roundSeconds = systems.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    const children = systems.map((system) => fork(CHILD, [system, dataDir, String(pageCount ?? 0)]));
    try {
      const [ready] = (await Promise.all(children.map((child) => nextMessage(child)))) as Array<{
        ready: number;
      }>;
      const pages = ready?.ready ?? 0;
      for (let pass = 0; pass <= warmupRounds; pass++) {
        const totals = systems.map(() => 0);
        for (let page = 0; page < pages; page++) {
          const order = children.map((_, index) => index);
          if ((round + pass + page) % 2 === 1) order.reverse();
          for (const index of order) {
            const child = children[index] as ChildProcess;
            child.send({ from: page, to: page + 1 });
            const { seconds } = (await nextMessage(child)) as { seconds: number };
            totals[index] = (totals[index] ?? 0) + seconds;
          }
        }
        if (pass < warmupRounds) continue;
        totals.forEach((seconds, index) => {
          roundSeconds[index]?.push(seconds);
        });
      }
    } finally {
      for (const child of children) child.kill();
    }
  }
  return { roundSeconds, rounds };
}

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`race child exited (${code}) before answering`));
    child.once("exit", onExit);
    child.once("message", (message) => {
      child.off("exit", onExit);
      resolve(message);
    });
  });
}
