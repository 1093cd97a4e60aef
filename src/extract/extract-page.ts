// Everything webscout reads from one HTML page, from a single parse.
import { extractJsonLd } from "./json-ld.js";
import { extractLinks } from "./links.js";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { extractMetadata } from "./metadata.js";
import { extractMicrodata } from "./microdata.js";
import { parseHtml } from "./parse-html.js";
import type { ExtractedPage } from "./types.js";

export interface ExtractPageOptions {
  /** The page's final (post-redirect) URL: links, canonical and microdata URLs resolve against it. */
  url: string;
  /** At most this many distinct links are kept (the seed's max_links_per_page). Default 300. */
  maxLinks?: number;
  /** How `text` is written: plain structured text (default) or Markdown. */
  textFormat?: "text" | "markdown";
  /** In the "text" format, start each heading's line with Markdown's "#" marks. Default false. */
  markHeadings?: boolean;
  /** In the "text" format, keep each list item on one line even when it holds paragraphs. Default false. */
  listItemsOnOneLine?: boolean;
  /** The page is a DOM a browser rendered: its hash-route links are pages of their own (see extractLinks). */
  hashRoutes?: boolean;
}

/**
 * Parses `html` once and returns its main text, metadata, links and structured data. Pure: no I/O, never throws
 * on markup. Links and structured data come from the whole page; the main text leaves boilerplate out.
 */
export function extractPage(html: string, options: ExtractPageOptions): ExtractedPage {
  const {
    url,
    maxLinks = 300,
    textFormat = "text",
    markHeadings = false,
    listItemsOnOneLine = false,
    hashRoutes = false,
  } = options;
  const document = parseHtml(html);
  // Everything that reads the whole page runs before main-text extraction, which is free to prune the tree.
  const metadata = extractMetadata(document, { pageUrl: url });
  const links = extractLinks(document, { pageUrl: url, maxLinks, hashRoutes });
  const jsonLd = extractJsonLd(document);
  const microdata = extractMicrodata(document, { pageUrl: url });
  const text =
    textFormat === "markdown"
      ? extractMainMarkdown(document, { url })
      : extractMainText(document, { url, markHeadings, listItemsOnOneLine });
  return { ...metadata, text, links, jsonLd, microdata };
}
