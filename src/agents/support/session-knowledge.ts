// The passage index over the pages a session has read, filled from the page store (so it survives restarts).
import { createPassageIndex, type PassageIndex, splitIntoPassages } from "../../knowledge/index.js";
import type { PageStore } from "../../storage/index.js";

export interface SessionKnowledge {
  index: PassageIndex;
  /** Indexes page `pageIndex` from the store once; pages with no text add nothing. */
  ensurePage(pageIndex: number, url: string): void;
}

export function createSessionKnowledge(options: {
  pageStore: PageStore;
  /** The seed's content_max_chars: text beyond it is not indexed. */
  contentMaxChars: number;
}): SessionKnowledge {
  const { pageStore, contentMaxChars } = options;
  const index = createPassageIndex();
  const indexed = new Set<number>();
  return {
    index,
    ensurePage(pageIndex, url) {
      if (indexed.has(pageIndex)) return;
      indexed.add(pageIndex);
      const page = pageStore.get(url);
      if (page?.status !== "ok" || page.text.trim() === "") return;
      index.add(
        splitIntoPassages({ pageIndex, url, title: page.title, text: page.text.slice(0, contentMaxChars) }),
      );
    },
  };
}
