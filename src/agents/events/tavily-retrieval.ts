// The `tavily` source's retrieval: one /search over the allowlist (results filtered by host), a shortlist of the
// top-K URLs, their raw HTML fetched by us (free, and the only way to read JSON-LD), and /extract — which costs
// credits — only for the shortlisted URLs we could not read ourselves.
import { crawlBatch, type PageFetcher } from "../../crawl/index.js";
import type { TavilySource } from "../../events/tavily/index.js";
import { extractPage } from "../../extract/index.js";
import type { HttpClient } from "../../web/index.js";
import { isUrlAllowed, parseAllowedDomains } from "../../web/index.js";
import type { RetrievedDocument, SearchPlan } from "./state.js";
import { feedLinksInHead, looksLikeFeed } from "./web-source.js";

export interface TavilyRetrieveOptions {
  tavily: TavilySource;
  /** The guarded fetcher, for the shortlist's raw HTML and .ics feeds. */
  fetcher: PageFetcher & { http: HttpClient };
  plan: SearchPlan;
  /** URLs taken from the results. Default 10. */
  shortlistSize?: number;
  /** Results asked of /search. Default 18 (Tavily's 15–20 sweet spot). */
  maxResults?: number;
  /** Calendar feeds announced by the shortlisted pages, read too (free: we fetch them). Default 3. */
  maxFeeds?: number;
  /** URLs read by an earlier retrieval of this run: not read or paid for again. */
  skipUrls?: ReadonlySet<string>;
  signal?: AbortSignal;
  onProgress?: (progress: {
    url: string;
    kind: "search" | "page" | "feed" | "extract";
    ok: boolean;
    reason?: string;
  }) => void;
}

export interface TavilyRetrieval {
  documents: RetrievedDocument[];
  credits: number;
  /** Shortlisted URLs that were sent to /extract. */
  extracted: string[];
}

/** Wraps plain text as a minimal HTML document, so the HTML extractor can read its dates and venue lines. */
function textAsHtml(text: string, title: string): string {
  const escapeHtml = (value: string) =>
    value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block.trim())}</p>`)
    .join("\n");
  return `<!doctype html><html><head><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>\n${paragraphs}</body></html>`;
}

export async function retrieveFromTavily(options: TavilyRetrieveOptions): Promise<TavilyRetrieval> {
  const {
    tavily,
    fetcher,
    plan,
    shortlistSize = 10,
    maxResults = 18,
    maxFeeds = 3,
    skipUrls = new Set(),
    signal,
    onProgress,
  } = options;
  const search = await tavily.search({
    query: plan.searchText,
    includeDomains: plan.domains,
    maxResults,
    searchDepth: plan.depth,
    signal,
  });
  let credits = search.credits;
  onProgress?.({ url: plan.searchText, kind: "search", ok: true });
  // Tavily's include_domains leaks; the source filters too, and so do we (the allowlist is the contract).
  const rules = parseAllowedDomains(plan.domains);
  const hits = search.results
    .filter((hit) => plan.domains.length === 0 || isUrlAllowed(hit.url, rules))
    .filter((hit) => !skipUrls.has(hit.url))
    .sort((left, right) => right.score - left.score);
  const shortlist = [...new Map(hits.map((hit) => [hit.url, hit])).values()].slice(0, shortlistSize);
  const snippets = new Map(shortlist.map((hit) => [hit.url, hit]));
  const documents: RetrievedDocument[] = [];

  const feeds = shortlist.filter((hit) => /\.ics(?:$|[?#])/i.test(hit.url));
  const pages = shortlist.filter((hit) => !feeds.includes(hit));
  const htmlByUrl = new Map<string, string>();
  const results = await crawlBatch({
    urls: pages.map((hit) => hit.url),
    fetcher,
    concurrency: 4,
    signal,
    extract: (html, extractOptions) => {
      htmlByUrl.set(extractOptions.url, html);
      return extractPage(html, extractOptions);
    },
  });
  const unread: string[] = [];
  // A page that announces its calendar feed (a library listing, an event page) holds the events a feed lists.
  const announced: string[] = [];
  for (const result of results) {
    const hit = snippets.get(result.url);
    if (result.status === "ok") {
      const html = htmlByUrl.get(result.fetch.finalUrl) ?? "";
      announced.push(
        ...feedLinksInHead(html, result.fetch.finalUrl),
        ...result.page.links.filter(looksLikeFeed).map((link) => link.url),
      );
      onProgress?.({ url: result.url, kind: "page", ok: true });
      documents.push({
        url: result.fetch.finalUrl,
        html: htmlByUrl.get(result.fetch.finalUrl) ?? "",
        title: hit?.title,
        snippet: hit?.content,
      });
    } else {
      onProgress?.({ url: result.url, kind: "page", ok: false, reason: result.reason });
      unread.push(result.url);
    }
  }
  const feedUrls = [...new Set([...feeds.map((hit) => hit.url), ...announced])]
    .filter((url) => !skipUrls.has(url) && (plan.domains.length === 0 || isUrlAllowed(url, rules)))
    .slice(0, feeds.length + maxFeeds);
  for (const url of feedUrls) {
    const raw = await fetcher.http.get(url, { signal });
    const ics = raw.status === "ok" ? new TextDecoder().decode(raw.response.bytes) : "";
    const ok = /BEGIN:VCALENDAR/i.test(ics);
    onProgress?.({ url, kind: "feed", ok, ...(ok ? {} : { reason: "not readable as iCalendar" }) });
    if (ok) documents.push({ url, ics });
  }

  // Only what we could not read ourselves is worth a credit.
  if (unread.length > 0) {
    const extraction = await tavily.extract({ urls: unread, signal });
    credits += extraction.credits;
    for (const item of extraction.results) {
      const hit = snippets.get(item.url);
      onProgress?.({ url: item.url, kind: "extract", ok: true });
      documents.push({
        url: item.url,
        html: textAsHtml(item.rawContent, hit?.title ?? ""),
        text: item.rawContent,
        title: hit?.title,
        snippet: hit?.content,
      });
    }
    for (const failed of extraction.failed) {
      onProgress?.({ url: failed.url, kind: "extract", ok: false, reason: failed.error });
    }
  }
  return { documents, credits, extracted: unread };
}
