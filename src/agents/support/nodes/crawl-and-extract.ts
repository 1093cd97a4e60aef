// crawl_and_extract: reads the queued URLs as one bounded batch (reusing fresh stored pages and, briefly, failures:
// see PageStore.getFresh), stores the pages (never a failure from an aborted run),
// indexes their passages and adds their allowed links to the frontier. A failed page is data, never an error.
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { crawlBatch, type PageFetcher } from "../../../crawl/index.js";
import { extractPageOffThread } from "../../../extract/index.js";
import { storedPageOf } from "../../../site-index/index.js";
import type { StoredPage } from "../../../storage/index.js";
import { isUrlAllowed, normalizeUrl, parseAllowedDomains } from "../../../web/index.js";
import type { SupportDependencies } from "../dependencies.js";
import { pathLanguage } from "../link-scoring.js";
import type { SupportStateUpdate, SupportStateValue } from "../state.js";
import type { SupportProgress } from "../support-progress.js";
import { emitter } from "./emit.js";

/** Sitemap URLs taken per start origin, so a huge sitemap cannot flood the frontier. */
const SITEMAP_URLS_PER_ORIGIN = 200;

function anchorFromUrl(url: string): string {
  const path = new URL(url).pathname.replace(/\.[a-z0-9]+$/i, "");
  return path
    .split(/[/_-]+/)
    .filter(Boolean)
    .join(" ");
}

/** Distinct link texts of one URL, at most 3 and about 120 characters, joined by " · ". */
function joinAnchors(known: string, anchor: string): string {
  const parts = known.split(" · ");
  if (parts.length >= 3 || parts.some((part) => part.toLowerCase() === anchor.toLowerCase())) return known;
  return known.length + anchor.length > 120 ? known : `${known} · ${anchor}`;
}

export function createCrawlAndExtractNode(deps: SupportDependencies) {
  const { pageStore, knowledge, fetcher, concurrency = 8, now = Date.now } = deps;
  return async (state: SupportStateValue, config: LangGraphRunnableConfig): Promise<SupportStateUpdate> => {
    const emit = emitter(deps, config);
    const rules = parseAllowedDomains(state.allowed_domains);
    const discovered = [...state.all_discovered_urls];
    const positions = new Map(discovered.map((url, index) => [url, index]));
    const anchors = { ...state.url_anchor_text };
    const foundOn = { ...state.url_found_on };
    const content = { ...state.url_content };
    const graph = { ...state.url_graph };
    const visited = new Set(state.visited_urls);
    const discover = (url: string, anchor: string, from?: number): number | undefined => {
      if (!isUrlAllowed(url, rules)) return undefined;
      let index = positions.get(url);
      if (index === undefined) {
        index = discovered.push(url) - 1;
        positions.set(url, index);
      }
      if (anchor) {
        // A page's real link text replaces the words made from a sitemap URL; a few distinct texts are kept
        // ("Details" on a banner says little, "Shipping rates and delivery times" in a menu says it all).
        const fromSitemapOnly = from !== undefined && foundOn[index] === undefined;
        const known = anchors[index];
        anchors[index] = fromSitemapOnly || !known ? anchor : joinAnchors(known, anchor);
      }
      if (from !== undefined && foundOn[index] === undefined && index !== from) foundOn[index] = from;
      return index;
    };

    // A new session also offers the start hosts' sitemap URLs as candidates.
    if (state.visited_urls.length === 0 && deps.sitemapUrls) {
      const origins = [
        ...new Set(state.urls_to_process.map((index) => new URL(discovered[index] as string).origin)),
      ];
      // A translated site's sitemap lists every language's copy: the start pages' languages come first, so the
      // cut keeps the visitor's own pages.
      const startLanguages = new Set(
        state.urls_to_process.map((index) => pathLanguage(discovered[index] as string)),
      );
      for (const origin of origins) {
        const urls = await deps.sitemapUrls(origin, config.signal).catch(() => []);
        const ownLanguageFirst = [
          ...urls.filter((url) => startLanguages.has(pathLanguage(url))),
          ...urls.filter((url) => !startLanguages.has(pathLanguage(url))),
        ];
        for (const url of ownLanguageFirst.slice(0, SITEMAP_URLS_PER_ORIGIN)) {
          const normalized = normalizeUrl(url);
          if (normalized) discover(normalized, anchorFromUrl(normalized));
        }
      }
    }

    const queue = [...new Set(state.urls_to_process)].filter((index) => !visited.has(index));
    const reused: number[] = [];
    const toFetch: number[] = [];
    // One read for the whole queue: which pages may stand in for a fetch (PageStore.getFresh), and their content.
    const stored = await pageStore.getMany(
      queue.map((index) => discovered[index] as string),
      { fresh: true },
    );
    // A stored copy passes the address guard as a fetch would under this run's settings (it may come from a run
    // that allowed private addresses): a refused one is neither used nor refetched, and stays in the store.
    const refused = await refusedStoredPages(fetcher, [...stored.keys()], config.signal, now());
    for (const index of queue) {
      const url = discovered[index] as string;
      if (refused.has(url)) continue;
      if (stored.has(url)) reused.push(index);
      else toFetch.push(index);
    }
    const fetchNow = toFetch.slice(0, Math.max(0, state.max_pages - state.pages_fetched));
    emit({
      type: "crawl-started",
      iteration: state.current_iteration + 1,
      urls: [...reused, ...fetchNow].map((index) => discovered[index] as string),
    });
    for (const index of reused) {
      const page = stored.get(discovered[index] as string) as StoredPage;
      if (page.status === "ok") {
        emit({
          type: "page-fetched",
          url: page.url,
          title: page.title,
          textChars: page.text.length,
          links: page.links.length,
          cached: true,
          ...(page.rendered ? { rendered: true as const } : {}),
        });
      }
    }
    for (const page of refused.values()) {
      emit({ type: "page-blocked", url: page.url, reason: page.reason ?? "blocked" });
    }
    const results = await crawlBatch({
      urls: fetchNow.map((index) => discovered[index] as string),
      fetcher,
      concurrency,
      maxLinks: state.max_links_per_page,
      // Headings marked in the text, so passages and answer units never take one for a sentence; a list whose
      // items are paragraphs still one list.
      extract: (html, options) =>
        extractPageOffThread(html, { ...options, markHeadings: true, listItemsOnOneLine: true }),
      signal: config.signal,
      onProgress: (event) => {
        const forwarded: SupportProgress =
          event.type === "page-fetched"
            ? {
                type: "page-fetched",
                url: event.url,
                title: event.title,
                textChars: event.textChars,
                links: event.links,
                cached: false,
                ...(event.rendered ? { rendered: true as const } : {}),
              }
            : event.type === "page-failed"
              ? { type: "page-failed", url: event.url, reason: event.reason, httpStatus: event.httpStatus }
              : { type: event.type, url: event.url, reason: event.reason };
        emit(forwarded);
      },
    });
    const fetched = new Map<string, StoredPage>();
    for (const result of results) {
      const page = storedPageOf(result, now());
      fetched.set(result.url, page);
      // Once the caller has aborted, a failure may be the abort's doing and says nothing about the page: storing
      // it would hand the next visitor a failure the site never gave.
      if (page.status === "ok" || !config.signal?.aborted) await pageStore.put(page);
    }

    // In the order queued, whether a page was fetched or reused: what an earlier visitor left in the page store
    // must not change the order links are discovered in (and so how ties between them are broken).
    const read = new Set([...reused, ...fetchNow]);
    for (const index of queue.filter(
      (queued) => read.has(queued) || refused.has(discovered[queued] as string),
    )) {
      visited.add(index);
      const url = discovered[index] as string;
      const page = refused.get(url) ?? fetched.get(url) ?? stored.get(url) ?? (await pageStore.get(url));
      if (!page) continue;
      content[index] = {
        title: page.title,
        status: page.status,
        ...(page.reason ? { reason: page.reason } : {}),
      };
      if (page.status !== "ok") continue;
      await knowledge.ensurePages([{ pageIndex: index, url, page }]);
      const targets = new Set<number>();
      for (const link of page.links) {
        const target = discover(link.url, link.text, index);
        if (target !== undefined && target !== index) targets.add(target);
      }
      graph[index] = [...targets];
    }
    return {
      all_discovered_urls: discovered,
      url_anchor_text: anchors,
      url_found_on: foundOn,
      url_content: content,
      url_graph: graph,
      visited_urls: [...visited],
      urls_to_process: [],
      pages_fetched: state.pages_fetched + fetchNow.length,
    };
  };
}

/** The stored pages among `urls` a fetch would now refuse (see PageFetcher.checkAddress), as blocked pages. */
async function refusedStoredPages(
  fetcher: PageFetcher,
  urls: readonly string[],
  signal: AbortSignal | undefined,
  now: number,
): Promise<Map<string, StoredPage>> {
  const refused = new Map<string, StoredPage>();
  const check = fetcher.checkAddress?.bind(fetcher);
  if (!check) return refused;
  const verdicts = await Promise.all(urls.map((url) => check(url, signal ? { signal } : {})));
  urls.forEach((url, position) => {
    const fetch = verdicts[position];
    if (fetch) refused.set(url, storedPageOf({ url, status: "blocked", fetch, reason: fetch.reason }, now));
  });
  return refused;
}
