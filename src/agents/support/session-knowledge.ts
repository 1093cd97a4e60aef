// The passage index over the pages a session has read, filled from the page store (so it survives restarts).
import type { PageFetcher } from "../../crawl/index.js";
import { PDF_PAGE_BREAK, pdfCitationTitle } from "../../documents/index.js";
import {
  createPassageIndex,
  isInstructionLike,
  type Passage,
  type PassageIndex,
  splitIntoPassages,
  textLanguage,
} from "../../knowledge/index.js";
import type { PageStore, StoredPage } from "../../storage/index.js";
import { linkTextShare } from "./frontier.js";

export interface SessionKnowledge {
  index: PassageIndex;
  /**
   * Indexes each page once: `page` when given (already read), else read from the store, all in one read; pages
   * with no text add nothing.
   */
  ensurePages(pages: ReadonlyArray<{ pageIndex: number; url: string; page?: StoredPage }>): Promise<void>;
  /** Lines addressed to an AI ("ignore all previous instructions…") found on the pages indexed, with their page:
   * they are not indexed, so no answer quotes them and no prompt carries them. */
  readonly instructionLike: ReadonlyArray<{ url: string; text: string }>;
  /** Share of page `pageIndex`'s text that is link text (`linkTextShare`), measured once when it was indexed;
   * undefined for a page not indexed. */
  linkShare(pageIndex: number): number | undefined;
}

/** A page's text without its lines addressed to an AI, and those lines. */
function withoutInstructions(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  const kept = text
    .split("\n")
    .filter((line) => {
      if (!isInstructionLike(line)) return true;
      removed.push(line.trim());
      return false;
    })
    .join("\n");
  return { text: kept, removed };
}

/**
 * Indexes the whole of each page's text (the fetcher's body cap bounds it); how much of one page goes into a
 * prompt is bounded where passages are chosen (`withWholePages`, by the seed's content_max_chars).
 */
export function createSessionKnowledge(options: {
  pageStore: PageStore;
  /**
   * The fetcher's refusal of a URL before any request (PageFetcher.checkAddress): a page read from the store is
   * indexed only when a fetch of it would pass now (a session begun with --allow-private-network, continued
   * without). Default: every stored page is indexed.
   */
  checkAddress?: PageFetcher["checkAddress"];
}): SessionKnowledge {
  const { pageStore, checkAddress } = options;
  const index = createPassageIndex();
  const indexed = new Set<number>();
  const instructionLike: Array<{ url: string; text: string }> = [];
  const linkShares = new Map<number, number>();
  return {
    index,
    instructionLike,
    linkShare: (pageIndex) => linkShares.get(pageIndex),
    async ensurePages(pages) {
      const wanted = pages.filter(({ pageIndex }) => !indexed.has(pageIndex));
      const missing = wanted.filter(({ page }) => !page).map(({ url }) => url);
      const stored = missing.length > 0 ? await pageStore.getMany(missing) : new Map<string, StoredPage>();
      if (checkAddress) {
        const urls = [...stored.keys()];
        const refusals = await Promise.all(urls.map((url) => checkAddress(url)));
        urls.forEach((url, position) => {
          if (refusals[position]) stored.delete(url);
        });
      }
      for (const { pageIndex, url, page = stored.get(url) } of wanted) {
        if (indexed.has(pageIndex)) continue;
        indexed.add(pageIndex);
        if (page?.status !== "ok") continue;
        linkShares.set(pageIndex, linkTextShare(page));
        if (page.text.trim() === "") continue;
        const { text, removed } = withoutInstructions(page.text);
        for (const line of removed) instructionLike.push({ url, text: line });
        // The page store keeps no `<html lang>`; the language of the whole text is as sure (a page is long).
        const lang = textLanguage(`${page.title}\n${text}`);
        index.add(
          page.contentType === "application/pdf"
            ? pdfPassages({ pageIndex, url, title: page.title, text, lang })
            : splitIntoPassages({ pageIndex, url, title: page.title, text, lang }),
        );
      }
    },
  };
}

/** A PDF's passages, page by page, each titled with its page ("Warranty terms (PDF), p. 3") and carrying it. */
function pdfPassages(options: {
  pageIndex: number;
  url: string;
  title: string;
  text: string;
  lang: string;
}): Passage[] {
  const { pageIndex, url, title, lang } = options;
  const passages: Passage[] = [];
  options.text.split(PDF_PAGE_BREAK).forEach((pageText, pageNumber) => {
    const documentPage = pageNumber + 1;
    const cited = pdfCitationTitle({ title, page: documentPage });
    for (const passage of splitIntoPassages({ pageIndex, url, title: cited, text: pageText, lang })) {
      const position = passages.length;
      passages.push({ ...passage, id: `${pageIndex}:${position}`, position, documentPage });
    }
  });
  return passages;
}
