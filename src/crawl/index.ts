// The public surface of crawling: batch fetch-and-extract (the support bot's map step) and breadth-first site crawls.
export { type CrawlBatchOptions, crawlBatch } from "./crawl-batch.js";
export {
  type CrawlPageNotOk,
  type CrawlPageOk,
  type CrawlPageOptions,
  type CrawlPageResult,
  crawlPage,
  type FetchOkSummary,
  type FetchSummary,
  type PageExtractor,
  type PageFetcher,
} from "./crawl-page.js";
export type {
  CrawlProgress,
  CrawlProgressListener,
  PageBlockedProgress,
  PageFailedProgress,
  PageFetchedProgress,
  PageSkippedProgress,
} from "./crawl-progress.js";
export { type CrawlSiteOptions, type CrawlSiteSummary, crawlSite } from "./crawl-site.js";
