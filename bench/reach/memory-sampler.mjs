// Samples the memory of a process tree in its own process, so that reading /proc (slow for a browser's many
// processes: ~0.2 s a sample on a loaded machine) never blocks the measured process. Usage:
// node memory-sampler.mjs <root pid> <interval ms>; on SIGTERM it prints the peak in bytes and exits.
// Memory is PSS (shared pages split between the processes that share them), or RSS where PSS is not readable.
import { readdirSync, readFileSync } from "node:fs";

const root = Number(process.argv[2]);
const intervalMs = Number(process.argv[3] ?? 200);

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: the parent pid is the second field after it.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

function memoryOf(pid) {
  try {
    const pss = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    if (pss) return Number(pss[1]) * 1024;
  } catch {
    // No smaps_rollup: RSS below.
  }
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return rss ? Number(rss[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function treeMemory() {
  const children = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const parent = parentOf(Number(name));
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop();
    if (pid === process.pid) continue;
    total += memoryOf(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

let peak = treeMemory();
const timer = setInterval(() => {
  peak = Math.max(peak, treeMemory());
}, intervalMs);
process.on("SIGTERM", () => {
  clearInterval(timer);
  process.stdout.write(`${Math.max(peak, treeMemory())}\n`);
  process.exit(0);
});
process.stdout.write("ready\n");
