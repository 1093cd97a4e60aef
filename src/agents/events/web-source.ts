// The `web` source: reads the allowlisted sites directly through the guarded fetcher, within a page budget:
// home pages → event listing pages (links and sitemap URLs that look like events, calendars, what's on) → event
// pages, plus iCalendar feeds (read through the fetcher's `http.get`: fetchPage skips text/calendar).
import { crawlBatch, type PageFetcher } from "../../crawl/index.js";
import type { ExtractedLink } from "../../extract/index.js";
import { extractPage } from "../../extract/index.js";
import type { HttpClient, RobotsPolicy } from "../../web/index.js";
import { discoverSitemapUrls, normalizeUrl } from "../../web/index.js";
import type { RetrievedDocument } from "./state.js";

/** Words in a URL or link text that say "a list of events". */
const LISTING =
  /\b(events?|calendar|what-?s-?on|whats on|what's on|schedule|programs?|programmes?|shows|concerts|performances|lineup|agenda|upcoming|listings?|happenings)\b/i;
/** A link to an iCalendar feed. */
const FEED = /\.ics(?:$|[?#])|[?&]format=ical|^webcal:|\/ical(?:$|[/?])/i;
const FEED_TEXT = /\bi?cal(?:endar)? feed\b|\bsubscribe\b|\.ics\b|\bical\b/i;
/** Links that never lead to events. */
const NOT_EVENTS =
  /\/(?:login|logout|signin|sign-in|register|cart|checkout|account|privacy|terms|cookies?|contact|about|donate|press|jobs|careers|membership|faq|private-events|rentals)(?:\/|$)|\/(?:past|archives?|previous)(?:[-_][^/]*)?(?:\/|$)|\.(?:pdf|jpe?g|png|gif|svg|zip|css|js)$/i;
const NEXT_PAGE = /^(?:next|more events|older|load more|›|»|next page)\b|[?&]page=\d+/i;
const FEED_LINK_TAG = /<link\b[^>]*type=["']?text\/calendar["']?[^>]*>/gi;

export interface WebEventSource {
  retrieve(options: WebRetrieveOptions): Promise<RetrievedDocument[]>;
}

export interface WebRetrieveOptions {
  /** Where to start, one per allowlisted site (e.g. "https://venue.example/"). */
  startUrls: string[];
  /** Pages and feeds read at most, sitemaps not counted. */
  pageBudget: number;
  /** Documents an earlier retrieval of this run brought back: reused for their links, not fetched or returned again. */
  knownDocuments?: readonly RetrievedDocument[];
  signal?: AbortSignal;
  onProgress?: (progress: { url: string; kind: "page" | "feed"; ok: boolean; reason?: string }) => void;
}

export interface CreateWebEventSourceOptions {
  /** createFetcher's result (its allowlist, address guard and robots.txt apply to every page and feed). */
  fetcher: PageFetcher & { http: HttpClient; robots?: RobotsPolicy };
  /** Page URLs from an origin's sitemaps. Default: discoverSitemapUrls through the fetcher. */
  sitemapUrls?: (origin: string, signal?: AbortSignal) => Promise<string[]>;
  /** Pages in flight at once. Default 4. */
  concurrency?: number;
  /** Listing pages read per site at most. Default 4. */
  listingsPerSite?: number;
  /** Feeds read per site at most. Default 3. */
  feedsPerSite?: number;
  /** Largest feed read, in bytes. Default 2 MB. */
  maxFeedBytes?: number;
}

interface PageRead {
  url: string;
  html: string;
  links: ExtractedLink[];
}

const pathOf = (url: string) => new URL(url).pathname;
const originOf = (url: string) => new URL(url).origin;

export function looksLikeFeed(link: ExtractedLink): boolean {
  return FEED.test(link.url) || (FEED_TEXT.test(link.text) && !/\.html?$/.test(pathOf(link.url)));
}

function looksLikeListing(link: ExtractedLink): boolean {
  const path = pathOf(link.url).replace(/[-_/]+/g, " ");
  return LISTING.test(path) || LISTING.test(link.text);
}

/** A page one level below an events path, e.g. /events/jazz-night or /shows/2026/hamlet. */
function looksLikeEventPage(url: string): boolean {
  const segments = pathOf(url).split("/").filter(Boolean);
  return segments.length >= 2 && LISTING.test(segments.slice(0, -1).join(" ").replace(/[-_]+/g, " "));
}

/** Calendar feeds a page announces in its <head> (`<link rel="alternate" type="text/calendar" href>`). */
export function feedLinksInHead(html: string, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(FEED_LINK_TAG) ?? []) {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (!href) continue;
    try {
      const url = normalizeUrl(new URL(href.replace(/^webcal:/i, "https:"), pageUrl).href);
      if (url) urls.push(url);
    } catch {
      // A broken href is skipped like any broken markup.
    }
  }
  return urls;
}

/** Takes up to `budget` URLs, one site at a time in turn, so one big site cannot starve the others. */
function roundRobin(bySite: Map<string, string[]>, budget: number): string[] {
  const queues = [...bySite.values()].map((urls) => [...urls]);
  const taken: string[] = [];
  while (taken.length < budget && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const url = queue.shift();
      if (url !== undefined && taken.length < budget) taken.push(url);
    }
  }
  return taken;
}

export function createWebEventSource(options: CreateWebEventSourceOptions): WebEventSource {
  const {
    fetcher,
    concurrency = 4,
    listingsPerSite = 4,
    feedsPerSite = 3,
    maxFeedBytes = 2 * 1024 * 1024,
  } = options;
  const sitemapUrls =
    options.sitemapUrls ??
    (fetcher.robots
      ? async (origin: string, signal?: AbortSignal) =>
          (
            await discoverSitemapUrls({
              http: fetcher.http,
              robots: fetcher.robots as RobotsPolicy,
              origin,
              maxUrls: 500,
              signal,
            })
          ).map((entry) => entry.url)
      : async () => []);

  return {
    async retrieve({ startUrls, pageBudget, knownDocuments = [], signal, onProgress }) {
      const known = new Map(knownDocuments.map((document) => [document.url, document]));
      const read = new Set<string>();
      const documents: RetrievedDocument[] = [];
      let spent = 0;

      const readPages = async (urls: string[]): Promise<PageRead[]> => {
        const wanted = [...new Set(urls)].filter((url) => !read.has(url));
        const reused: PageRead[] = [];
        for (const url of wanted) {
          const html = known.get(url)?.html;
          if (html === undefined) continue;
          read.add(url);
          reused.push({ url, html, links: extractPage(html, { url }).links });
        }
        const fresh = wanted.filter((url) => !read.has(url) && !known.has(url)).slice(0, pageBudget - spent);
        for (const url of fresh) read.add(url);
        spent += fresh.length;
        const htmlByUrl = new Map<string, string>();
        const results = await crawlBatch({
          urls: fresh,
          fetcher,
          concurrency,
          signal,
          // Keep the raw HTML: the extractor needs JSON-LD and microdata as written.
          extract: (html, extractOptions) => {
            htmlByUrl.set(extractOptions.url, html);
            return extractPage(html, extractOptions);
          },
        });
        const pages: PageRead[] = [];
        for (const result of results) {
          if (result.status !== "ok") {
            onProgress?.({ url: result.url, kind: "page", ok: false, reason: result.reason });
            continue;
          }
          const html = htmlByUrl.get(result.fetch.finalUrl) ?? "";
          read.add(result.fetch.finalUrl);
          onProgress?.({ url: result.url, kind: "page", ok: true });
          documents.push({ url: result.fetch.finalUrl, html, title: result.page.title });
          pages.push({ url: result.fetch.finalUrl, html, links: result.page.links });
        }
        return [...reused, ...pages];
      };

      const readFeeds = async (urls: string[]): Promise<void> => {
        const fresh = [...new Set(urls)]
          .filter((url) => !read.has(url) && !known.has(url))
          .slice(0, pageBudget - spent);
        for (const url of fresh) read.add(url);
        spent += fresh.length;
        await Promise.all(
          fresh.map(async (url) => {
            const verdict = await fetcher.robots?.check(url, { signal }).catch(() => undefined);
            if (verdict && !verdict.allowed) {
              onProgress?.({
                url,
                kind: "feed",
                ok: false,
                reason: verdict.reason ?? "disallowed by robots.txt",
              });
              return;
            }
            const raw = await fetcher.http.get(url, { signal, maxBytes: maxFeedBytes });
            if (raw.status !== "ok") {
              onProgress?.({ url, kind: "feed", ok: false, reason: raw.reason });
              return;
            }
            const ics = new TextDecoder("utf-8").decode(raw.response.bytes);
            if (!/BEGIN:VCALENDAR/i.test(ics)) {
              onProgress?.({ url, kind: "feed", ok: false, reason: "not an iCalendar feed" });
              return;
            }
            onProgress?.({ url, kind: "feed", ok: true });
            documents.push({ url: raw.response.finalUrl, ics });
          }),
        );
      };

      const sites = [...new Set(startUrls.map(originOf))];
      const perSite = (pages: PageRead[], pick: (link: ExtractedLink, page: PageRead) => boolean) => {
        const bySite = new Map<string, string[]>(sites.map((site) => [site, []]));
        for (const page of pages) {
          for (const link of page.links) {
            const site = originOf(link.url);
            if (!bySite.has(site) || read.has(link.url) || NOT_EVENTS.test(pathOf(link.url))) continue;
            if (pick(link, page)) bySite.get(site)?.push(link.url);
          }
        }
        return bySite;
      };

      // 1. Home pages (and whatever start path an allowlist entry named), with the sites' sitemaps beside them.
      const [homes, sitemapLists] = await Promise.all([
        readPages(startUrls),
        Promise.all(sites.map((site) => sitemapUrls(site, signal).catch(() => [] as string[]))),
      ]);
      const chrome = new Set(homes.flatMap((page) => page.links.map((link) => link.url)));

      // 2. Feeds and listing pages linked from the homes or listed in the sitemaps.
      const feedUrls = (pages: PageRead[]) => {
        const bySite = perSite(pages, (link) => looksLikeFeed(link));
        for (const page of pages) {
          for (const url of feedLinksInHead(page.html, page.url)) {
            if (!read.has(url)) bySite.get(originOf(url))?.push(url);
          }
        }
        return [...bySite.values()].flatMap((urls) => [...new Set(urls)].slice(0, feedsPerSite));
      };
      const listingBySite = perSite(homes, (link) => looksLikeListing(link) && !looksLikeFeed(link));
      const sitemapFeeds: string[] = [];
      sitemapLists.forEach((urls, index) => {
        const site = sites[index] as string;
        for (const url of urls) {
          if (read.has(url) || NOT_EVENTS.test(pathOf(url))) continue;
          if (looksLikeFeed({ url, text: "" })) sitemapFeeds.push(url);
          else if (looksLikeListing({ url, text: "" })) listingBySite.get(site)?.push(url);
        }
      });
      // Shallow paths first: /events before /events/some-show.
      for (const [site, urls] of listingBySite) {
        const unique = [...new Set(urls)].sort(
          (a, b) => pathOf(a).split("/").length - pathOf(b).split("/").length,
        );
        listingBySite.set(site, unique.slice(0, listingsPerSite));
      }
      await readFeeds([...feedUrls(homes), ...sitemapFeeds]);
      const listings = await readPages(roundRobin(listingBySite, pageBudget - spent));
      await readFeeds(feedUrls(listings));

      // 3. A listing's "next page", then the event pages it links to (links that are not site chrome).
      const nextPages = perSite(listings, (link) => NEXT_PAGE.test(link.text) || NEXT_PAGE.test(link.url));
      const more = await readPages(roundRobin(nextPages, Math.min(sites.length * 2, pageBudget - spent)));
      // A home page counts too: small sites list their events right there.
      const eventBySite = perSite([...homes, ...listings, ...more], (link, page) => {
        if (looksLikeFeed(link) || link.url === page.url) return false;
        const listingPath = pathOf(page.url).replace(/\/$/, "");
        const underListing = listingPath !== "" && pathOf(link.url).startsWith(`${listingPath}/`);
        return underListing || looksLikeEventPage(link.url) || !chrome.has(link.url);
      });
      // Event pages listed in the sitemaps but not linked from a listing (e.g. past the listing's first page).
      sitemapLists.forEach((urls, index) => {
        for (const url of urls) {
          const candidate =
            !read.has(url) && !NOT_EVENTS.test(pathOf(url)) && !looksLikeFeed({ url, text: "" });
          if (candidate && looksLikeEventPage(url)) {
            eventBySite.get(sites[index] as string)?.push(url);
          }
        }
      });
      // Event pages read by an earlier retrieval have given their events already: the budget goes to new ones.
      for (const [site, urls] of eventBySite)
        eventBySite.set(
          site,
          [...new Set(urls)].filter((url) => !known.has(url)),
        );
      await readPages(roundRobin(eventBySite, pageBudget - spent));
      return documents;
    },
  };
}
