// What each bench:crawl runner measures in its own process (pages/second, peak RSS) and how it reports it to run.ts.
import { readFileSync } from "node:fs";

export interface RunnerReport {
  crawler: string;
  /** Pages fetched and handled successfully. */
  pagesOk: number;
  /** Pages that ended in any other way (failed, skipped, blocked). */
  pagesOther: number;
  /** Distinct URLs the crawler handled (ok or not). */
  distinctUrls: number;
  /** Milliseconds from the first request going out to the last page being done. */
  wallMs: number;
  pagesPerSecond: number;
  /** Peak resident set size in MB: the kernel's high-water mark (VmHWM) where available, else the 50 ms samples' max. */
  peakRssMb: number;
  sampledPeakRssMb: number;
}

export interface RunnerMetrics {
  /** Call when a request is about to go out (the first call starts the clock). */
  requestStarted(): void;
  /** Call when a page is done, whatever its outcome. */
  pageDone(url: string, ok: boolean): void;
  finish(crawler: string): RunnerReport;
}

function kernelPeakRssBytes(): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync("/proc/self/status", "utf8"));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function startRunnerMetrics(): RunnerMetrics {
  let sampledPeak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
  }, 50);
  sampler.unref();
  let firstRequestAt: number | undefined;
  let lastDoneAt: number | undefined;
  let pagesOk = 0;
  let pagesOther = 0;
  const urls = new Set<string>();
  return {
    requestStarted() {
      firstRequestAt ??= performance.now();
    },
    pageDone(url, ok) {
      lastDoneAt = performance.now();
      urls.add(url);
      if (ok) pagesOk++;
      else pagesOther++;
    },
    finish(crawler) {
      clearInterval(sampler);
      sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
      const wallMs =
        firstRequestAt !== undefined && lastDoneAt !== undefined ? lastDoneAt - firstRequestAt : 0;
      const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
      return {
        crawler,
        pagesOk,
        pagesOther,
        distinctUrls: urls.size,
        wallMs: Math.round(wallMs),
        pagesPerSecond: wallMs > 0 ? Math.round((pagesOk / wallMs) * 1000 * 10) / 10 : 0,
        peakRssMb: toMb(kernelPeakRssBytes() ?? sampledPeak),
        sampledPeakRssMb: toMb(sampledPeak),
      };
    },
  };
}

/** Reads `--name value` from argv. */
export function readFlag(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

/** Sends the report to the parent over IPC when there is one, else prints it as one JSON line. */
export function sendReport(report: RunnerReport): Promise<void> {
  return new Promise((resolve) => {
    if (process.send) process.send({ type: "report", report }, undefined, {}, () => resolve());
    else process.stdout.write(`${JSON.stringify(report)}\n`, () => resolve());
  });
}
