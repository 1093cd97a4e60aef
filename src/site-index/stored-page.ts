// A crawled page as the page store keeps it, and a stored page as the extracted page it stands for.
import type { CrawlPageResult } from "../crawl/index.js";
import type { ExtractedPage } from "../extract/index.js";
import type { StoredPage } from "../storage/index.js";

export function storedPageOf(result: CrawlPageResult, now: number): StoredPage {
  if (result.status === "ok") {
    return {
      url: result.url,
      finalUrl: result.fetch.finalUrl,
      status: "ok",
      httpStatus: result.fetch.httpStatus,
      contentType: result.fetch.contentType,
      title: result.page.title,
      description: result.page.description,
      text: result.page.text,
      links: result.page.links,
      etag: result.fetch.etag,
      lastModified: result.fetch.lastModified,
      fetchedAt: now,
      ...(result.fetch.rendered ? { rendered: true } : {}),
    };
  }
  return {
    url: result.url,
    finalUrl: result.fetch.finalUrl,
    status: result.status,
    httpStatus: result.httpStatus,
    reason: result.reason,
    title: "",
    text: "",
    links: [],
    fetchedAt: now,
  };
}

export function extractedPageOf(page: StoredPage): ExtractedPage {
  return {
    title: page.title,
    ...(page.description === undefined ? {} : { description: page.description }),
    text: page.text,
    links: page.links,
    jsonLd: [],
    microdata: [],
  };
}
