// Sitemap URLs kept in memory per origin for a while, shared by the site index and the support agents of one
// process (`serve --index`): once the index has read a site's sitemaps, a new chat on it asks for none.
import type { SitemapUrls } from "../web/index.js";

export interface SitemapMemo {
  /** `source` answered from memory while an origin's list is younger than the memo's age limit. */
  through(source: SitemapUrls): SitemapUrls;
  /** `source` always asked, and what it gives remembered (an index refresh). */
  refreshing(source: SitemapUrls): SitemapUrls;
}

export function createSitemapMemo(options: { maxAgeMs: number; now?: () => number }): SitemapMemo {
  const { maxAgeMs, now = Date.now } = options;
  const lists = new Map<string, { urls: string[]; at: number }>();
  const remember =
    (source: SitemapUrls): SitemapUrls =>
    async (origin, signal) => {
      const urls = await source(origin, signal);
      lists.set(origin, { urls, at: now() });
      return urls;
    };
  return {
    through: (source) => async (origin, signal) => {
      const known = lists.get(origin);
      if (known && now() - known.at <= maxAgeMs) return known.urls;
      return remember(source)(origin, signal);
    },
    refreshing: remember,
  };
}
