// Runs one extractor over a set of pages: a warm-up pass whose output is scored, then timed rounds.

export interface SystemRun {
  texts: string[];
  /** Pages per second of the fastest timed round by the clock, parse included. */
  pagesPerSecond: number;
  /** Pages per second of the round that took the least CPU time (this process's user + system). */
  cpuPagesPerSecond: number;
}

export interface RunSystemOptions {
  htmls: readonly string[];
  extract: (html: string) => string;
  /** Timed rounds after the warm-up; 0 times the warm-up pass itself. */
  rounds: number;
}

export function runSystem({ htmls, extract, rounds }: RunSystemOptions): SystemRun {
  let started = performance.now();
  let cpuBefore = process.cpuUsage();
  const texts = htmls.map((html) => extract(html));
  let fastestMs = performance.now() - started;
  let leastCpuMs = cpuMs(process.cpuUsage(cpuBefore));
  if (rounds > 0) {
    fastestMs = Number.POSITIVE_INFINITY;
    leastCpuMs = Number.POSITIVE_INFINITY;
  }
  for (let round = 0; round < rounds; round++) {
    started = performance.now();
    cpuBefore = process.cpuUsage();
    for (const html of htmls) extract(html);
    fastestMs = Math.min(fastestMs, performance.now() - started);
    leastCpuMs = Math.min(leastCpuMs, cpuMs(process.cpuUsage(cpuBefore)));
  }
  const perSecond = (ms: number) => htmls.length / (Math.max(ms, 0.001) / 1000);
  return { texts, pagesPerSecond: perSecond(fastestMs), cpuPagesPerSecond: perSecond(leastCpuMs) };
}

function cpuMs({ user, system }: NodeJS.CpuUsage): number {
  return (user + system) / 1000;
}
