// Sitemap discovery: page URLs an origin lists about itself, offered to the crawl as link candidates.
import { gunzipCapped, isGzip } from "./gunzip-capped.js";
import type { HttpClient, RawResult } from "./http-client.js";
import type { RobotsPolicy } from "./robots-policy.js";
import { parseSitemap } from "./sitemap-parse.js";
import { normalizeUrl, parseHttpUrl } from "./url-normalize.js";

export interface SitemapEntry {
  /** Normalised page URL. */
  url: string;
  /** The `<lastmod>` as written (W3C datetime, e.g. "2024-05-01" or "2024-05-01T10:00:00+00:00"). */
  lastmod?: string;
}

export interface DiscoverSitemapUrlsOptions {
  http: HttpClient;
  /** Gives the robots.txt `Sitemap:` lines and vets each sitemap fetch. */
  robots: RobotsPolicy;
  /** The site, e.g. "https://example.com" (any URL on it works; only its origin is used). */
  origin: string;
  /** Stop after this many distinct page URLs. Default 5 000. */
  maxUrls?: number;
  /** Sitemap documents tried at most, index children included. Default 20. */
  maxSitemaps?: number;
  /** Cap on one sitemap's body, both as downloaded and once gunzipped. Default 10 MB (the protocol's own limit is 50 MB). */
  maxBytes?: number;
  signal?: AbortSignal;
}

/**
 * Collects page URLs from the origin's sitemaps: those robots.txt lists, then `/sitemap.xml`. Sitemap indexes
 * are followed breadth-first; gzip bodies (told by their magic bytes, not their name) are gunzipped under the
 * size cap. URLs come back normalised, deduplicated and in document order with their `lastmod`. A sitemap that
 * is missing, refused by robots.txt, too large or broken is skipped and the others still count; content
 * problems never throw. An aborted `signal` rejects with its reason.
 */
export async function discoverSitemapUrls({
  http,
  robots,
  origin,
  maxUrls = 5_000,
  maxSitemaps = 20,
  maxBytes = 10 * 1024 * 1024,
  signal,
}: DiscoverSitemapUrlsOptions): Promise<SitemapEntry[]> {
  const site = parseHttpUrl(origin);
  if (!site) return [];

  let listed: string[] = [];
  try {
    listed = await robots.sitemaps(site.origin);
  } catch {
    // No robots.txt sitemaps; /sitemap.xml is still worth a try.
  }
  signal?.throwIfAborted();

  const queue: string[] = [];
  const queued = new Set<string>();
  const enqueue = (candidate: string) => {
    const url = normalizeUrl(candidate);
    if (url && !queued.has(url) && queued.size < maxSitemaps) {
      queued.add(url);
      queue.push(url);
    }
  };
  for (const url of listed) enqueue(url);
  enqueue(`${site.origin}/sitemap.xml`);

  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  for (let next = queue.shift(); next !== undefined && entries.length < maxUrls; next = queue.shift()) {
    const text = await fetchSitemapText({ http, robots, url: next, maxBytes, signal });
    const sitemap = text === null ? null : parseSitemap(text);
    if (!sitemap) continue;

    // The protocol requires absolute <loc>s; anything else is skipped, not guessed at.
    for (const child of sitemap.sitemaps) enqueue(child.loc);
    for (const { loc, lastmod } of sitemap.urls) {
      const url = normalizeUrl(loc);
      if (!url || seen.has(url)) continue;
      seen.add(url);
      entries.push(lastmod ? { url, lastmod } : { url });
      if (entries.length >= maxUrls) break;
    }
  }
  return entries;
}

/** One sitemap's text, or null when it may not or cannot be read. */
async function fetchSitemapText({
  http,
  robots,
  url,
  maxBytes,
  signal,
}: {
  http: HttpClient;
  robots: RobotsPolicy;
  url: string;
  maxBytes: number;
  signal?: AbortSignal;
}): Promise<string | null> {
  const verdict = await robots.check(url, { signal });
  if (!verdict.allowed) return null;
  let result: RawResult;
  try {
    result = await http.get(url, { maxBytes, signal });
  } catch {
    // The contract says get() does not throw for page problems; an abort is the one thing worth passing on.
    signal?.throwIfAborted();
    return null;
  }
  signal?.throwIfAborted();
  if (result.status !== "ok") return null;
  const { httpStatus, bytes } = result.response;
  if (httpStatus < 200 || httpStatus >= 300) return null;
  // Servers send .xml.gz as application/gzip without Content-Encoding, so the client leaves it compressed.
  const body = isGzip(bytes) ? await gunzipCapped({ bytes, maxBytes }) : bytes;
  return body === null ? null : new TextDecoder("utf-8").decode(body);
}
