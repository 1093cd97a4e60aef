// What the crawlers report, one step per page, named noun-then-verb; the CLI turns them into progress lines.

/** A page was fetched and extracted. */
export interface PageFetchedProgress {
  type: "page-fetched";
  url: string;
  /** The URL after redirects. */
  finalUrl: string;
  httpStatus: number;
  title: string;
  /** Length of the extracted main text. */
  textChars: number;
  /** How many distinct links the page has. */
  links: number;
  /** Set when the text came from the DOM a browser rendered (src/render). */
  rendered?: true;
}

/** Reached, but not something webscout reads (PDF, image …). */
export interface PageSkippedProgress {
  type: "page-skipped";
  url: string;
  reason: string;
  httpStatus: number;
  contentType: string;
}

/** Refused before any request: address guard, robots.txt, allowed domains or scheme. */
export interface PageBlockedProgress {
  type: "page-blocked";
  url: string;
  reason: string;
  rule: "address" | "robots" | "domain" | "scheme";
}

/** Tried and failed (network, timeout, HTTP error, extraction error, aborted). */
export interface PageFailedProgress {
  type: "page-failed";
  url: string;
  reason: string;
  httpStatus?: number;
}

export type CrawlProgress =
  | PageFetchedProgress
  | PageSkippedProgress
  | PageBlockedProgress
  | PageFailedProgress;

/** Receives progress. It must not throw; if it does, the error is ignored so results never depend on it. */
export type CrawlProgressListener = (progress: CrawlProgress) => void;

/** Calls `listener` so that a throwing listener can never change a crawl's results. */
export function reportCrawlProgress(
  listener: CrawlProgressListener | undefined,
  progress: CrawlProgress,
): void {
  if (!listener) return;
  try {
    listener(progress);
  } catch {
    // Progress reporting is best effort by design: a crawl's outcome must not depend on its observer.
  }
}
