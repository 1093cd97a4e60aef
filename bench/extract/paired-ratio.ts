// Speed ratios from rounds that two systems ran close together in time (taking turns page by page).
import { median } from "../median.js";

/**
 * How many times faster extractor `fast` is than `slow`, given each one's CPU seconds per round
 * (`roundSeconds[system][round]`): the median over the rounds of the ratio of their seconds in that round.
 * The two ran close together in time in each round (taking turns page by page), so each round's ratio is taken
 * at one machine state (load, clock speed, cache contention) and counts each one's garbage collections; the
 * median drops a round a busy neighbour or a slow stretch of one system (see race-processes.ts) landed in.
 */
export function pairedRatio(roundSeconds: readonly number[][], fast: number, slow: number): number {
  const fastRounds = roundSeconds[fast] ?? [];
  const slowRounds = roundSeconds[slow] ?? [];
  const ratios = fastRounds.map((seconds, round) => (slowRounds[round] ?? 0) / Math.max(seconds, 1e-9));
  return ratios.length === 0 ? 0 : median(ratios);
}

/**
 * How many times faster extractor `fast` is than `slow` by each one's least costly round: the speed goal's figure.
 * A system's least costly round is its code's cost without the stretches a busy neighbour, or a heap that went long
 * without a major collection (see race-processes.ts), added to it; with both taking turns page by page, both had
 * the same quiet moments to be timed in.
 */
export function bestRoundRatio(roundSeconds: readonly number[][], fast: number, slow: number): number {
  const fastest = Math.min(...(roundSeconds[fast] ?? []));
  const slowest = Math.min(...(roundSeconds[slow] ?? []));
  return Number.isFinite(fastest) && Number.isFinite(slowest) ? slowest / Math.max(fastest, 1e-9) : 0;
}
