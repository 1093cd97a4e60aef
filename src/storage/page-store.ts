// Page text lives here once (not in graph checkpoints); shared by every session, with a freshness window.
import type { ExtractedLink } from "../extract/index.js";
import type { FetchStatus } from "../web/index.js";
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
}

interface PageRow {
  url: string;
  final_url: string;
  status: FetchStatus;
  http_status: number | null;
  reason: string | null;
  content_type: string | null;
  title: string;
  description: string | null;
  text: string;
  links: string;
  etag: string | null;
  last_modified: string | null;
  fetched_at: number;
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function fromRow(row: PageRow): StoredPage {
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
    links: JSON.parse(row.links) as ExtractedLink[],
    etag: orUndefined(row.etag),
    lastModified: orUndefined(row.last_modified),
    fetchedAt: row.fetched_at,
  };
}

export interface PageStore {
  get(url: string): StoredPage | undefined;
  /** The page if it was fetched within `maxAgeMs` (default: the store's freshness window). */
  getFresh(url: string, maxAgeMs?: number): StoredPage | undefined;
  put(page: StoredPage): void;
}

export function createPageStore(options: {
  db: WebscoutDatabase;
  /** How long a stored page is reused instead of refetched. Default 24 h. */
  freshnessMs?: number;
  now?: () => number;
}): PageStore {
  const { db, freshnessMs = 24 * 3_600_000, now = Date.now } = options;
  const select = db.prepare<[string], PageRow>("SELECT * FROM pages WHERE url = ?");
  const upsert = db.prepare(
    `INSERT INTO pages (url, final_url, status, http_status, reason, content_type, title, description, text, links,
                        etag, last_modified, fetched_at)
     VALUES (@url, @finalUrl, @status, @httpStatus, @reason, @contentType, @title, @description, @text, @links,
             @etag, @lastModified, @fetchedAt)
     ON CONFLICT(url) DO UPDATE SET final_url = excluded.final_url, status = excluded.status,
       http_status = excluded.http_status, reason = excluded.reason, content_type = excluded.content_type,
       title = excluded.title, description = excluded.description, text = excluded.text, links = excluded.links,
       etag = excluded.etag, last_modified = excluded.last_modified, fetched_at = excluded.fetched_at`,
  );
  const get = (url: string): StoredPage | undefined => {
    const row = select.get(url);
    return row ? fromRow(row) : undefined;
  };
  return {
    get,
    getFresh(url, maxAgeMs = freshnessMs) {
      const page = get(url);
      return page && now() - page.fetchedAt <= maxAgeMs ? page : undefined;
    },
    put(page) {
      upsert.run({
        ...page,
        httpStatus: page.httpStatus ?? null,
        reason: page.reason ?? null,
        contentType: page.contentType ?? null,
        description: page.description ?? null,
        links: JSON.stringify(page.links),
        etag: page.etag ?? null,
        lastModified: page.lastModified ?? null,
      });
    },
  };
}
