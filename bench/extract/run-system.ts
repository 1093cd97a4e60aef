// Runs one extractor over a set of pages: a warm-up pass whose output is scored, then timed rounds.

export interface SystemRun {
  texts: string[];
  /** Pages per second of the fastest timed round, parse included. */
  pagesPerSecond: number;
}

export interface RunSystemOptions {
  htmls: readonly string[];
  extract: (html: string) => string;
  /** Timed rounds after the warm-up; 0 times the warm-up pass itself. */
  rounds: number;
}

export function runSystem({ htmls, extract, rounds }: RunSystemOptions): SystemRun {
  let started = performance.now();
  const texts = htmls.map((html) => extract(html));
  let fastestMs = performance.now() - started;
  if (rounds > 0) fastestMs = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    started = performance.now();
    for (const html of htmls) extract(html);
    fastestMs = Math.min(fastestMs, performance.now() - started);
  }
  return { texts, pagesPerSecond: htmls.length / (Math.max(fastestMs, 0.001) / 1000) };
}
