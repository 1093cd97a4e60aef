// The public surface of the site index: a site read into the page store ahead of questions, and kept fresh.
export {
  type IndexedPage,
  type IndexOutcome,
  type IndexSiteOptions,
  type IndexSummary,
  indexSite,
} from "./index-site.js";
export { extractedPageOf, storedPageOf } from "./stored-page.js";
