// Times extractors by the CPU time each call takes, not by the clock: on a shared machine the clock also counts
// the time other processes hold the CPU, and that share changes from one round (and system) to the next.

export interface RaceCpuOptions {
  htmls: readonly string[];
  /** The extractors to race, each called on every page in every round. */
  extracts: ReadonlyArray<(html: string) => string>;
  /** Rounds; each page's figure is the median of its rounds (default 5). */
  rounds?: number;
}

export interface RaceCpuResult {
  /** Per extractor: pages over the sum of each page's median CPU time. */
  pagesPerSecond: number[];
  /** Per extractor: pages over the mean CPU time of a round (every garbage collection counted). */
  meanPagesPerSecond: number[];
  rounds: number;
}

/**
 * Calls every extractor on page 1, then page 2 …, in an order that alternates from page to page and round to
 * round (so neither always runs on a warm cache or pays for the other's garbage), measuring each call's CPU
 * time (process.cpuUsage: user + system, this process). A page's time is its median over the rounds, which
 * drops the calls a garbage collection or a busy neighbour slowed down.
 */
export function raceCpu({ htmls, extracts, rounds = 5 }: RaceCpuOptions): RaceCpuResult {
  const samples = extracts.map(() => htmls.map(() => [] as number[]));
  for (let round = 0; round < rounds; round++) {
    htmls.forEach((html, page) => {
      const forward = (round + page) % 2 === 0;
      for (let step = 0; step < extracts.length; step++) {
        const system = forward ? step : extracts.length - 1 - step;
        const before = process.cpuUsage();
        (extracts[system] as (html: string) => string)(html);
        const spent = process.cpuUsage(before);
        samples[system]?.[page]?.push((spent.user + spent.system) / 1_000_000);
      }
    });
  }
  const pagesPerSecond = samples.map((pages) => {
    const seconds = pages.reduce((sum, times) => sum + median(times), 0);
    return htmls.length / Math.max(seconds, 1e-6);
  });
  const meanPagesPerSecond = samples.map((pages) => {
    const seconds = pages.reduce((sum, times) => sum + times.reduce((total, time) => total + time, 0), 0);
    return (htmls.length * rounds) / Math.max(seconds, 1e-6);
  });
  return { pagesPerSecond, meanPagesPerSecond, rounds };
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
