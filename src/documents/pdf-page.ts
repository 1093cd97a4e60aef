// A fetched PDF as an extracted page: its text with pages parted by form feeds, a title, and its links.
import type { ExtractedLink, ExtractedPage } from "../extract/index.js";
import { normalizeUrl } from "../web/index.js";
import { pdfText } from "./pdf-text.js";

/** Parts a PDF's pages in a stored page's text (the form feed, as pdftotext writes it). */
export const PDF_PAGE_BREAK = "\f";

export type PdfPageResult =
  | { status: "ok"; page: ExtractedPage; pageCount: number }
  | { status: "skipped" | "failed"; reason: string };

export interface PdfPageOptions {
  bytes: Uint8Array;
  /** The document's final URL: names it when it has no title and resolves its relative links. */
  url: string;
  /** Links kept. Default 300. */
  maxLinks?: number;
}

/** "warranty-terms.pdf" → "Warranty terms": a name for a document without a title. */
function titleFromUrl(url: string): string {
  const file = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  const words = file
    .replace(/\.pdf$/i, "")
    .replace(/[-_+.]+/g, " ")
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : new URL(url).host;
}

export async function pdfPage(options: PdfPageOptions): Promise<PdfPageResult> {
  const { url, maxLinks = 300 } = options;
  const result = await pdfText({ bytes: options.bytes });
  if (result.status !== "ok") return result;
  const links: ExtractedLink[] = [];
  const seen = new Set<string>();
  for (const target of result.links) {
    let absolute: string | null = null;
    try {
      absolute = normalizeUrl(new URL(target, url).href);
    } catch {
      absolute = null;
    }
    if (absolute === null || seen.has(absolute) || links.length >= maxLinks) continue;
    seen.add(absolute);
    links.push({ url: absolute, text: "" });
  }
  return {
    status: "ok",
    pageCount: result.pages.length,
    page: {
      title: result.title ?? titleFromUrl(url),
      // A form feed inside a page's own text would shift every later page number.
      text: result.pages.map((page) => page.replaceAll(PDF_PAGE_BREAK, " ")).join(PDF_PAGE_BREAK),
      links,
      jsonLd: [],
      microdata: [],
    },
  };
}

/** How a passage from page `page` of a PDF is cited: "Warranty terms (PDF), p. 3". */
export function pdfCitationTitle(options: { title: string; page: number }): string {
  return `${options.title} (PDF), p. ${options.page}`;
}
