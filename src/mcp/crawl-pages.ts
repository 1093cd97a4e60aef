// crawl_site: a breadth-first crawl (crawlSite) from one URL within its host, one progress step per page.
import { crawlSite, type PageFetcher } from "../crawl/index.js";
import { WebscoutError } from "../errors/index.js";
import { defaultAllowedDomains } from "../web/index.js";
import type { CrawlSiteOutput } from "./tool-schemas.js";
import type { ToolProgress } from "./webscout-tools.js";

export async function crawlPages(options: {
  url: string;
  maxPages: number;
  fetcher: PageFetcher;
  /** Links followed only within these. Default: the URL's host. */
  allowedDomains?: readonly string[];
  signal?: AbortSignal;
  onProgress?: (progress: ToolProgress) => void;
}): Promise<CrawlSiteOutput> {
  const { url, maxPages } = options;
  const pages: CrawlSiteOutput["pages"] = [];
  const crawl = crawlSite({
    startUrls: [url],
    fetcher: options.fetcher,
    maxPages,
    allowedDomains: options.allowedDomains ?? defaultAllowedDomains([url]),
    signal: options.signal,
  });
  let limitReached = false;
  for (let step = await crawl.next(); ; step = await crawl.next()) {
    if (step.done) {
      limitReached = step.value.limitReached;
      break;
    }
    const result = step.value;
    const title = result.status === "ok" ? result.page.title : "";
    pages.push(
      result.status === "ok"
        ? { url: result.url, status: result.status, title }
        : { url: result.url, status: result.status, title, reason: result.reason },
    );
    options.onProgress?.({
      progress: pages.length,
      total: maxPages,
      message: `${result.status} ${result.url}${title ? ` (${title})` : ""}`,
    });
  }
  const first = pages[0];
  if (first && !pages.some((page) => page.status === "ok")) {
    // Nothing read at all (the start page blocked or failed): an error the user can act on, not an empty list.
    throw new WebscoutError("fetch-failed", `cannot read ${first.url}: ${first.reason ?? first.status}`);
  }
  return { pages, limitReached };
}
