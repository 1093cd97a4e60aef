// The contract between the fetcher and robots.txt handling (implemented in robots.ts).

export interface RobotsVerdict {
  allowed: boolean;
  /** Why a URL is disallowed, e.g. "disallowed by robots.txt of https://x.com" or "robots.txt answered 503". */
  reason?: string;
  /** Crawl-delay for our group, already capped, in milliseconds. */
  crawlDelayMs?: number;
}

export interface RobotsPolicy {
  /** Fetches robots.txt once per origin (cached) and says whether `url` may be fetched. */
  check(url: string, options?: { signal?: AbortSignal }): Promise<RobotsVerdict>;
  /** The `Sitemap:` URLs robots.txt of `origin` lists (fetching it if needed). */
  sitemaps(origin: string): Promise<string[]>;
}
