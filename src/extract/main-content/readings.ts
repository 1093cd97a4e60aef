// The readings of a page: what each counts as text besides what a browser shows before its scripts run, and the
// readings tried in turn on a thin or short page (main-content.ts chooses among them).
import type { Element } from "domhandler";

/** What a reading of the page counts as text besides what a browser shows before its scripts run. */
export interface Reading {
  /** <noscript> content. */
  noscript?: boolean;
  /** Elements hidden by the `hidden` attribute or visibility:hidden (display:none stays out). */
  hidden?: boolean;
  /** Lists of teaser cards. */
  cards?: boolean;
  /** Readers' comments. */
  comments?: boolean;
  /** Only the page's largest grid or list of alike items, links and all. */
  grid?: boolean;
}

/** What the normal reading saw that other readings could add, in characters (upper bounds). */
export interface Prospects {
  /** The page's lists of teaser cards. */
  cardChars: number;
  /** Its largest grid, list or table, furniture included (asked only of short pages). */
  gridChars: () => number;
  /** Its grid of priced items, rendered (see price-grid.ts); `inFurniture`: one left out by name counts too. */
  priceGrid: (minChars: number, inFurniture?: boolean) => { element: Element; text: string } | undefined;
  /** The element the normal reading rendered. */
  rendered?: Element;
  /** A product page's name block beside it, rendered, said first whichever reading's text is kept. */
  nameBlockText?: string;
}

export interface OtherReading extends Reading {
  /** Tried when the text so far has fewer visible characters than this … */
  below: number;
  /** … and kept when it holds more than this many times as many. */
  gain: number;
}

export const NORMAL_READING: Reading = {};

/**
 * Below this many visible characters the page is thin: it is read again (see OTHER_READINGS), and its
 * structured data and meta description fill in.
 */
export const THIN_TEXT_CHARS = 200;
/** Below this many, the page is short: it is read again with its teaser cards, then as its largest grid. */
export const SHORT_TEXT_CHARS = 1000;

/**
 * Readings tried in turn on a thin or short page. A page that renders by script often serves its readable
 * version inside <noscript> (Discourse forums), or serves its content hidden until a script reveals it:
 * React's streamed segments parseHtml could not place (`<div hidden id="S:0">`), whole pages at
 * visibility:hidden until styles load.
 * A short page is read with its teaser cards (a news river, a hub whose only prose is a featured summary: kept
 * when twice as long, so a short article followed by three teasers keeps its text alone); a thin one whose only
 * text is comments (a link aggregator's thread) with its comments; last, a short page whose content is a grid of
 * links (a shop category, a best-seller list, a table of stories) as that grid, when three times as long.
 */
export const OTHER_READINGS: OtherReading[] = [
  { noscript: true, below: THIN_TEXT_CHARS, gain: 1 },
  { hidden: true, below: THIN_TEXT_CHARS, gain: 1 },
  { cards: true, below: SHORT_TEXT_CHARS, gain: 2 },
  { comments: true, below: THIN_TEXT_CHARS, gain: 1 },
  { cards: true, grid: true, below: SHORT_TEXT_CHARS, gain: 3 },
];
