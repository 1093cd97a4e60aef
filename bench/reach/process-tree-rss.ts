// Memory of this process and every process it started (the browser's), from /proc: the proportional set size
// (PSS: shared pages split between the processes that share them, so the browser's many processes are not
// counted many times over), or RSS where PSS is not readable; Linux only, else this process's RSS alone.
import { readdirSync, readFileSync } from "node:fs";

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: the parent pid is the second field after it.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

function rssBytes(pid: number): number {
  try {
    const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    if (pss) return Number(pss[1]) * 1024;
  } catch {
    // No smaps_rollup (older kernel, or not allowed): RSS below.
  }
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function processTreeRss(root = process.pid): number {
  let pids: number[];
  try {
    pids = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return process.memoryUsage().rss;
  }
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    total += rssBytes(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Samples processTreeRss every `intervalMs` until stopped; returns the peak in bytes. */
export function samplePeakRss(intervalMs = 100): { stop(): number } {
  let peak = processTreeRss();
  const timer = setInterval(() => {
    peak = Math.max(peak, processTreeRss());
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, processTreeRss());
    },
  };
}
