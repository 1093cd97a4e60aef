// The public surface of extraction: pure functions from HTML to text, metadata, links and structured data.
export { collapseWhitespace, findEvery, findFirst, visibleText } from "./dom-query.js";
export { type ExtractPageOptions, extractPage } from "./extract-page.js";
export {
  createExtractPool,
  ExtractBudgetError,
  type ExtractPool,
  type ExtractPoolOptions,
  extractPageOffThread,
} from "./extract-pool.js";
export { extractJsonLd, parseJsonLdText } from "./json-ld.js";
export { anchorText, type ExtractLinksOptions, extractLinks, LINK_TEXT_SEPARATOR } from "./links.js";
export { escapeMarkdownText, type MarkdownEscapeContext } from "./main-content/markdown-escape.js";
export {
  type ExtractMainMarkdownOptions,
  type ExtractMainTextOptions,
  extractMainMarkdown,
  extractMainText,
} from "./main-content.js";
export {
  type ExtractMetadataOptions,
  extractMetadata,
  normalizeLanguageTag,
  type PageMetadata,
} from "./metadata.js";
export { type ExtractMicrodataOptions, extractMicrodata } from "./microdata.js";
export { findBaseHref, resolvePageHref } from "./page-href.js";
export { parseHtml } from "./parse-html.js";
export type { ExtractedLink, ExtractedPage, MicrodataItem } from "./types.js";
