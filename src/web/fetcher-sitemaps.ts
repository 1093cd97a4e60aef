// Sitemap URLs of a start origin, read through the fetcher's own guarded client and robots policy.
import type { Fetcher } from "./create-fetcher.js";
import { discoverSitemapUrls } from "./sitemaps.js";

export type SitemapUrls = (origin: string, signal?: AbortSignal) => Promise<string[]>;

export function sitemapUrlsVia(fetcher: Fetcher, maxUrls = 500): SitemapUrls {
  return async (origin, signal) =>
    (await discoverSitemapUrls({ http: fetcher.http, robots: fetcher.robots, origin, maxUrls, signal })).map(
      (entry) => entry.url,
    );
}
