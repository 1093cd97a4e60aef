// CPU accounting for bench:server from /proc (Linux): CPU seconds of given processes, the processes of one
// Postgres cluster (its postmaster, found by its port, and the postmaster's children), and the whole machine's
// busy share, so that each load step can say whose CPU the figure is spent on.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

function stat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: split after its closing one.
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** User + system CPU seconds of these processes (0 for one that has exited). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = stat(pid);
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

function allPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The postmaster listening on this port and its children (backends, background workers). */
export function postgresPids(port: number): number[] {
  const pids = allPids();
  const postmaster = pids.find((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      return command[0]?.endsWith("postgres") === true && command.includes(String(port));
    } catch {
      return false;
    }
  });
  if (postmaster === undefined) return [];
  return [postmaster, ...pids.filter((pid) => stat(pid)?.[1] === String(postmaster))];
}

/**
 * CPU seconds the cluster on this port has used so far: its live processes' own, plus what its backends that have
 * exited used (the postmaster reaps them, so their time is in its cutime/cstime). Backends come and go during a
 * step (a pool closes idle connections, a replica opens new ones): summing the live ones alone would lose theirs.
 * One reading is taken between two looks at the reaped time that agree: a backend reaped while its siblings were
 * being read would otherwise be in neither sum (gone from /proc, not yet in the reaped time read before), and the
 * step's CPU would come out short, even negative.
 */
export function postgresCpuSeconds(port: number): number {
  const [postmaster] = postgresPids(port);
  if (postmaster === undefined) return 0;
  const reaped = () => {
    const fields = stat(postmaster);
    // cutime(13) cstime(14): children that have exited and been waited for.
    return fields ? (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND : 0;
  };
  let reading = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = reaped();
    const live = cpuSeconds([postmaster, ...postgresChildren(postmaster)]);
    const after = reaped();
    reading = live + after;
    if (after === before) break;
  }
  return reading;
}

/** The postmaster's children as they are now (a retry lists them again). */
function postgresChildren(postmaster: number): number[] {
  return allPids().filter((pid) => stat(pid)?.[1] === String(postmaster));
}

/** Busy and total jiffies of the whole machine, for the busy share between two readings. */
export function machineTicks(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}
