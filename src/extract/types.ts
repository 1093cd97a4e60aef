// What extraction returns for one HTML document.

export interface ExtractedLink {
  /** Absolute, normalised URL. */
  url: string;
  /**
   * Anchor text (or title/aria-label/img alt when the anchor has no text), whitespace collapsed. When several
   * anchors lead to the URL with different texts, up to 3 distinct texts joined by " · ", the first first.
   */
  text: string;
}

/** A schema.org microdata item (itemscope), with nested items kept as objects. */
export interface MicrodataItem {
  type: string[];
  id?: string;
  properties: Record<string, Array<string | MicrodataItem>>;
}

export interface ExtractedPage {
  title: string;
  description?: string;
  canonicalUrl?: string;
  lang?: string;
  /** Main content as text; headings, paragraphs, list items and table rows each on their own line, blocks separated by a blank line. */
  text: string;
  /** Every link on the whole page (nav and footer included), absolute, normalised, deduplicated, in page order. */
  links: ExtractedLink[];
  /** Parsed JSON-LD blocks; broken ones are skipped. */
  jsonLd: unknown[];
  microdata: MicrodataItem[];
}
