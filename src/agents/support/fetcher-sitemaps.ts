// Sitemap URLs of a start origin, read through the fetcher's own guarded client and robots policy.
import type { Fetcher } from "../../web/create-fetcher.js";
import { discoverSitemapUrls } from "../../web/sitemaps.js";
import type { SupportDependencies } from "./dependencies.js";

export function sitemapUrlsVia(
  fetcher: Fetcher,
  maxUrls = 500,
): NonNullable<SupportDependencies["sitemapUrls"]> {
  return async (origin, signal) =>
    (await discoverSitemapUrls({ http: fetcher.http, robots: fetcher.robots, origin, maxUrls, signal })).map(
      (entry) => entry.url,
    );
}
