// The page store over Postgres: the same contract as page-store.ts (one row per URL, shared by every replica).
import {
  type PageFreshnessOptions,
  type PageRow,
  type PageStore,
  pageFreshness,
  pageFromRow,
  type StoredPage,
} from "./page-store.js";
import type { PostgresPool } from "./postgres-database.js";

/**
 * The columns a page is read with, named rather than `*`: the hot reads are prepared once per connection (named
 * statements skip parsing and planning), and a prepared `*` would fail once a migration adds a column.
 */
const COLUMNS =
  "url, final_url, status, http_status, reason, content_type, title, description, text, links, etag, last_modified, fetched_at, rendered";

export function createPostgresPageStore(options: PageFreshnessOptions & { pool: PostgresPool }): PageStore {
  const { pool } = options;
  const isFresh = pageFreshness(options);
  const get = async (url: string) => {
    const { rows } = await pool.query<PageRow>({
      name: "webscout-page-get",
      text: `SELECT ${COLUMNS} FROM pages WHERE url = $1`,
      values: [url],
    });
    return rows[0] ? pageFromRow(rows[0]) : undefined;
  };
  return {
    get,
    async getFresh(url, maxAgeMs) {
      const page = await get(url);
      return page && isFresh(page, maxAgeMs) ? page : undefined;
    },
    async getMany(urls, { fresh = false, maxAgeMs } = {}) {
      const found = new Map<string, StoredPage>();
      if (urls.length === 0) return found;
      const { rows } = await pool.query<PageRow>({
        name: "webscout-page-get-many",
        text: `SELECT ${COLUMNS} FROM pages WHERE url = ANY($1::text[])`,
        values: [[...new Set(urls)]],
      });
      for (const page of rows.map(pageFromRow)) {
        if (!fresh || isFresh(page, maxAgeMs)) found.set(page.url, page);
      }
      return found;
    },
    async put(page) {
      await pool.query({
        name: "webscout-page-put",
        text: `INSERT INTO pages (${COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (url) DO UPDATE SET final_url = excluded.final_url, status = excluded.status,
           http_status = excluded.http_status, reason = excluded.reason, content_type = excluded.content_type,
           title = excluded.title, description = excluded.description, text = excluded.text,
           links = excluded.links, etag = excluded.etag, last_modified = excluded.last_modified,
           fetched_at = excluded.fetched_at, rendered = excluded.rendered`,
        values: [
          page.url,
          page.finalUrl,
          page.status,
          page.httpStatus ?? null,
          page.reason ?? null,
          page.contentType ?? null,
          page.title,
          page.description ?? null,
          page.text,
          JSON.stringify(page.links),
          page.etag ?? null,
          page.lastModified ?? null,
          page.fetchedAt,
          page.rendered === true,
        ],
      });
    },
    async putNewer(pages) {
      if (pages.length === 0) return new Set<string>();
      const column = <T>(value: (page: StoredPage) => T) => pages.map(value);
      const { rows } = await pool.query<{ url: string }>(
        `INSERT INTO pages (${COLUMNS})
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[],
                              $8::text[], $9::text[], $10::jsonb[], $11::text[], $12::text[], $13::bigint[],
                              $14::boolean[])
         ON CONFLICT (url) DO UPDATE SET final_url = excluded.final_url, status = excluded.status,
           http_status = excluded.http_status, reason = excluded.reason, content_type = excluded.content_type,
           title = excluded.title, description = excluded.description, text = excluded.text,
           links = excluded.links, etag = excluded.etag, last_modified = excluded.last_modified,
           fetched_at = excluded.fetched_at, rendered = excluded.rendered
         WHERE pages.fetched_at < excluded.fetched_at
         RETURNING url`,
        [
          column((page) => page.url),
          column((page) => page.finalUrl),
          column((page) => page.status),
          column((page) => page.httpStatus ?? null),
          column((page) => page.reason ?? null),
          column((page) => page.contentType ?? null),
          column((page) => page.title),
          column((page) => page.description ?? null),
          column((page) => page.text),
          column((page) => JSON.stringify(page.links)),
          column((page) => page.etag ?? null),
          column((page) => page.lastModified ?? null),
          column((page) => page.fetchedAt),
          column((page) => page.rendered === true),
        ],
      );
      return new Set(rows.map((row) => row.url));
    },
    async listAfter({ after = "", limit }) {
      const { rows } = await pool.query<PageRow>(
        `SELECT * FROM pages WHERE url COLLATE "C" > $1 ORDER BY url COLLATE "C" LIMIT $2`,
        [after, limit],
      );
      return rows.map(pageFromRow);
    },
    async count() {
      const { rows } = await pool.query<{ count: string }>("SELECT count(*) AS count FROM pages");
      return Number(rows[0]?.count ?? 0);
    },
  };
}
