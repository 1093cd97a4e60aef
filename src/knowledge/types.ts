// The shapes the knowledge layer hands to reasoners and prompt builders.

/** A heading the page marks (Markdown "#" in the extracted text), with its level (1 for "#" … 6). */
export interface MarkedHeading {
  text: string;
  level: number;
}

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
  /** Levels of `headings`, one each (1 for "#" … 6). */
  headingLevels?: number[];
  /** The marked headings the passage's first line sits under, outermost first (an h2, then the h3 inside it): the
   * section a passage cut from the middle of a page belongs to. */
  headingPath?: MarkedHeading[];
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
