// The passage index over the pages a session has read, filled from the page store (so it survives restarts).
import { createPassageIndex, type PassageIndex, splitIntoPassages } from "../../knowledge/index.js";
import type { PageStore } from "../../storage/index.js";

export interface SessionKnowledge {
  index: PassageIndex;
  /** Indexes page `pageIndex` from the store once; pages with no text add nothing. */
  ensurePage(pageIndex: number, url: string): void;
}

/**
 * Indexes the whole of each page's text (the fetcher's body cap bounds it); how much of one page goes into a
 * prompt is bounded where passages are chosen (`withWholePages`, by the seed's content_max_chars).
 */
export function createSessionKnowledge(options: { pageStore: PageStore }): SessionKnowledge {
  const { pageStore } = options;
  const index = createPassageIndex();
  const indexed = new Set<number>();
  return {
    index,
    ensurePage(pageIndex, url) {
      if (indexed.has(pageIndex)) return;
      indexed.add(pageIndex);
      const page = pageStore.get(url);
      if (page?.status !== "ok" || page.text.trim() === "") return;
      index.add(splitIntoPassages({ pageIndex, url, title: page.title, text: page.text }));
    },
  };
}
