// What the support graph's nodes need from outside; every I/O piece is injected.
import type { PageFetcher } from "../../crawl/index.js";
import type { PageStore } from "../../storage/index.js";
import type { Reasoner } from "./reasoner.js";
import type { SessionKnowledge } from "./session-knowledge.js";
import type { SupportProgressListener } from "./support-progress.js";

export interface SupportDependencies {
  fetcher: PageFetcher;
  /** Page URLs from the sitemaps of a start URL's origin; default: none. */
  sitemapUrls?: (origin: string, signal?: AbortSignal) => Promise<string[]>;
  pageStore: PageStore;
  knowledge: SessionKnowledge;
  reasoner: Reasoner;
  /** Pages fetched at once in one crawl_and_extract. Default 8. */
  concurrency?: number;
  /** Prompt budget for passages in each decision and answer. Default 4000 tokens (of ≤ 6000 per call). */
  passageTokens?: number;
  now?: () => number;
  /** Receives the run's progress (the graph's custom stream carries it too). */
  onProgress?: SupportProgressListener;
}
