// The median the benchmarks report (pages read, speed rounds, cache-hit latency): shared so each figure is the
// same statistic.

/** The middle value, or the mean of the two middle ones; 0 for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
