// Builds each event site's pages for an anchor day, once per day and set of origins.
import { aggregatorSite } from "./aggregator-site.js";
import { artsSite } from "./arts-site.js";
import { anchorDate, anchorDay } from "./event-times.js";
import type {
  EventSiteContext,
  EventSiteFile,
  EventSiteKey,
  EventSiteOrigins,
  EventSitePage,
} from "./fixture-types.js";
import { jazzSite } from "./jazz-site.js";
import { librarySite } from "./library-site.js";
import { theaterSite } from "./theater-site.js";

/** What one site serves besides robots.txt, the sitemap and the marker. */
export interface EventSiteContent {
  /** Pages with a fixed path (the sitemap lists those with `inSitemap !== false`). */
  pages: EventSitePage[];
  /** Non-HTML files (the library's .ics feed). */
  files?: EventSiteFile[];
  /** Pages that depend on the query string or an unbounded path space (pagination, the calendar trap). */
  dynamic?: (url: URL) => EventSitePage | undefined;
}

const BUILDERS: Record<EventSiteKey, (context: EventSiteContext) => EventSiteContent> = {
  jazz: jazzSite,
  theater: theaterSite,
  arts: artsSite,
  library: librarySite,
  aggregator: aggregatorSite,
};

export interface BuiltSite {
  content: EventSiteContent;
  byPath: Map<string, EventSitePage>;
  files: Map<string, EventSiteFile>;
}

// A small cache: a long-running demo rebuilds once a day; tests with several `now`s stay bounded.
const cache = new Map<string, BuiltSite>();
const CACHE_LIMIT = 50;

/** The site's content anchored to the New York day of `now`. */
export function buildEventSite(options: {
  site: EventSiteKey;
  origins: EventSiteOrigins;
  now: Date;
}): BuiltSite {
  const key = `${options.site} ${anchorDate(options.now)} ${JSON.stringify(options.origins)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const content = BUILDERS[options.site]({ origins: options.origins, anchor: anchorDay(options.now) });
  const built: BuiltSite = {
    content,
    byPath: new Map(content.pages.map((page) => [page.path, page])),
    files: new Map((content.files ?? []).map((file) => [file.path, file])),
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, built);
  return built;
}
