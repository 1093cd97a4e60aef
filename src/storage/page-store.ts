// Page text lives here once (not in graph checkpoints); shared by every session, with a freshness window.
import type { ExtractedLink } from "../extract/index.js";
import { type FetchStatus, isRetryableStatus } from "../web/index.js";
import type { WebscoutDatabase } from "./open-database.js";

export interface StoredPage {
  url: string;
  finalUrl: string;
  status: FetchStatus;
  httpStatus?: number;
  reason?: string;
  contentType?: string;
  title: string;
  description?: string;
  text: string;
  links: ExtractedLink[];
  etag?: string;
  lastModified?: string;
  /** Epoch milliseconds. */
  fetchedAt: number;
  /** True when the text came from the DOM a browser rendered (`--render`), not the HTML as served. */
  rendered?: boolean;
}

/** A `pages` row as either backend returns it: SQLite gives links as JSON text and rendered as 0/1. */
export interface PageRow {
  url: string;
  final_url: string;
  status: FetchStatus;
  http_status: number | null;
  reason: string | null;
  content_type: string | null;
  title: string;
  description: string | null;
  text: string;
  links: string | ExtractedLink[];
  etag: string | null;
  last_modified: string | null;
  fetched_at: number;
  rendered: number | boolean;
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

export function pageFromRow(row: PageRow): StoredPage {
  return {
    url: row.url,
    finalUrl: row.final_url,
    status: row.status,
    httpStatus: orUndefined(row.http_status),
    reason: orUndefined(row.reason),
    contentType: orUndefined(row.content_type),
    title: row.title,
    description: orUndefined(row.description),
    text: row.text,
    links: typeof row.links === "string" ? (JSON.parse(row.links) as ExtractedLink[]) : row.links,
    etag: orUndefined(row.etag),
    lastModified: orUndefined(row.last_modified),
    fetchedAt: row.fetched_at,
    ...(row.rendered ? { rendered: true } : {}),
  };
}

/**
 * Whether a stored failure would go the same way if asked again soon: a 4xx answer (404, 410 …) or a page that is
 * not HTML. A timeout, a network error, 429 and 5xx could go otherwise; so could a block, which may hold only for
 * now (robots.txt unreachable, a host that did not resolve) and costs the site nothing to decide again, since the
 * fetcher keeps robots.txt and host checks itself.
 */
export function isLastingFailure(page: Pick<StoredPage, "status" | "httpStatus">): boolean {
  if (page.status === "skipped") return true;
  return page.status === "failed" && page.httpStatus !== undefined && !isRetryableStatus(page.httpStatus);
}

export interface PageStore {
  get(url: string): Promise<StoredPage | undefined>;
  /**
   * The page if it may stand in for a fetch now: an ok page fetched within `maxAgeMs` (default: the store's
   * freshness window), a lasting failure (`isLastingFailure`) within `failureMs`, any other one within
   * `retryableFailureMs`.
   */
  getFresh(url: string, maxAgeMs?: number): Promise<StoredPage | undefined>;
  /**
   * The stored pages among `urls` (one query: a follow-up re-reads every page its session has read), by URL;
   * with `fresh`, only those `getFresh` would give.
   */
  getMany(
    urls: readonly string[],
    options?: { fresh?: boolean; maxAgeMs?: number },
  ): Promise<Map<string, StoredPage>>;
  put(page: StoredPage): Promise<void>;
  /**
   * Stores each page (distinct URLs) unless the store holds its URL fetched as recently or later, as `webscout
   * import` does: one statement for them all over Postgres, one transaction over SQLite. The URLs it stored.
   */
  putNewer(pages: readonly StoredPage[]): Promise<Set<string>>;
  /** Up to `limit` pages in URL order, from the first URL after `after` (`webscout export` reads them in batches). */
  listAfter(options: { after?: string; limit: number }): Promise<StoredPage[]>;
  /** How many pages are stored. */
  count(): Promise<number>;
}

export interface PageFreshnessOptions {
  /** How long a stored ok page is reused instead of refetched. Default 24 h. */
  freshnessMs?: number;
  /** How long a lasting failure (404, 410, not HTML) is reused, to stay polite. Default 10 min. */
  failureMs?: number;
  /**
   * How long any other failure (timeout, network error, 429, 5xx, block) is reused: long enough that a burst of
   * questions does not hammer a site that is down, short enough that one bad moment is soon forgotten. Default 30 s.
   */
  retryableFailureMs?: number;
  now?: () => number;
}

export interface PageStoreOptions extends PageFreshnessOptions {
  db: WebscoutDatabase;
}

/** Whether a stored page may stand in for a fetch now (see `PageStore.getFresh`); shared by both backends. */
export function pageFreshness(
  options: PageFreshnessOptions,
): (page: StoredPage, maxAgeMs?: number) => boolean {
  const {
    freshnessMs = 24 * 3_600_000,
    failureMs = 10 * 60_000,
    retryableFailureMs = 30_000,
    now = Date.now,
  } = options;
  return (page, maxAgeMs = freshnessMs) => {
    const ttl =
      page.status === "ok"
        ? maxAgeMs
        : Math.min(maxAgeMs, isLastingFailure(page) ? failureMs : retryableFailureMs);
    return now() - page.fetchedAt <= ttl;
  };
}

const UPSERT_PAGE = `INSERT INTO pages (url, final_url, status, http_status, reason, content_type, title, description, text, links,
                        etag, last_modified, fetched_at, rendered)
     VALUES (@url, @finalUrl, @status, @httpStatus, @reason, @contentType, @title, @description, @text, @links,
             @etag, @lastModified, @fetchedAt, @rendered)
     ON CONFLICT(url) DO UPDATE SET final_url = excluded.final_url, status = excluded.status,
       http_status = excluded.http_status, reason = excluded.reason, content_type = excluded.content_type,
       title = excluded.title, description = excluded.description, text = excluded.text, links = excluded.links,
       etag = excluded.etag, last_modified = excluded.last_modified, fetched_at = excluded.fetched_at,
       rendered = excluded.rendered`;

export function createPageStore(options: PageStoreOptions): PageStore {
  const { db } = options;
  const isFresh = pageFreshness(options);
  const select = db.prepare<[string], PageRow>("SELECT * FROM pages WHERE url = ?");
  const upsert = db.prepare(UPSERT_PAGE);
  // The same, but an older copy (an import) never overwrites a newer one.
  const upsertNewer = db.prepare(`${UPSERT_PAGE} WHERE pages.fetched_at < excluded.fetched_at`);
  const rowOf = (page: StoredPage) => ({
    ...page,
    httpStatus: page.httpStatus ?? null,
    reason: page.reason ?? null,
    contentType: page.contentType ?? null,
    description: page.description ?? null,
    links: JSON.stringify(page.links),
    etag: page.etag ?? null,
    lastModified: page.lastModified ?? null,
    rendered: page.rendered ? 1 : 0,
  });
  const putNewer = db.transaction((pages: readonly StoredPage[]) => {
    const stored = new Set<string>();
    for (const page of pages) if (upsertNewer.run(rowOf(page)).changes > 0) stored.add(page.url);
    return stored;
  });
  const get = (url: string): StoredPage | undefined => {
    const row = select.get(url);
    return row ? pageFromRow(row) : undefined;
  };
  return {
    async get(url) {
      return get(url);
    },
    async getFresh(url, maxAgeMs) {
      const page = get(url);
      return page && isFresh(page, maxAgeMs) ? page : undefined;
    },
    async getMany(urls, { fresh = false, maxAgeMs } = {}) {
      const found = new Map<string, StoredPage>();
      for (const url of new Set(urls)) {
        const page = get(url);
        if (page && (!fresh || isFresh(page, maxAgeMs))) found.set(url, page);
      }
      return found;
    },
    async put(page) {
      upsert.run(rowOf(page));
    },
    async putNewer(pages) {
      return putNewer(pages);
    },
    async listAfter({ after = "", limit }) {
      return db
        .prepare<[string, number], PageRow>("SELECT * FROM pages WHERE url > ? ORDER BY url LIMIT ?")
        .all(after, limit)
        .map(pageFromRow);
    },
    async count() {
      return db.prepare<[], { count: number }>("SELECT count(*) AS count FROM pages").get()?.count ?? 0;
    },
  };
}
