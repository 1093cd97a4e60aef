// The shapes the knowledge layer hands to reasoners and prompt builders.

/** A bounded slice of one page's main text. */
export interface Passage {
  /** `${pageIndex}:${position}`: unique within an index. */
  id: string;
  /** Index of the page in `all_discovered_urls`. */
  pageIndex: number;
  url: string;
  title: string;
  /** Nearest heading before the passage's text, when the page has detectable headings. */
  heading?: string;
  text: string;
  /** Lines of `text` the page marks as headings (Markdown "#" in the extracted text), without their marks. */
  headings?: string[];
  /** Order of the passage within its page, from 0. */
  position: number;
  /** The page's language (BCP 47, e.g. "es"), when known: its words are stemmed as that language's. */
  lang?: string;
  /** For a PDF: the document's page (from 1) the passage is on; its title then names the page too. */
  documentPage?: number;
}

export interface ScoredPassage extends Passage {
  /** BM25 relevance (field boosts and page boosts applied); only comparable within one search. */
  score: number;
  /** Query terms (normalised) found in the passage. */
  matchedTerms: string[];
}
