// read_page: one page through the guarded fetcher, its main content as Markdown and its links.
import type { PageFetcher } from "../crawl/index.js";
import { WebscoutError } from "../errors/index.js";
import { extractPage } from "../extract/index.js";
import type { ReadPageOutput } from "./tool-schemas.js";

/** Links returned at most (a page's nav and footer can hold thousands). */
const MAX_LINKS = 300;

export async function readPage(options: {
  url: string;
  fetcher: PageFetcher;
  signal?: AbortSignal;
}): Promise<ReadPageOutput> {
  const result = await options.fetcher.fetchPage(options.url, { signal: options.signal });
  if (result.status !== "ok") {
    throw new WebscoutError("fetch-failed", `cannot read ${options.url}: ${result.reason}`);
  }
  if (result.contentType === "text/plain") {
    return { url: result.finalUrl, title: "", markdown: result.body.trim(), links: [] };
  }
  const page = extractPage(result.body, { url: result.finalUrl, textFormat: "markdown" });
  return {
    url: result.finalUrl,
    title: page.title,
    markdown: page.text,
    links: page.links.slice(0, MAX_LINKS).map((link) => ({ url: link.url, text: link.text })),
  };
}
