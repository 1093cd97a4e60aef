// How much one block of text (a paragraph, list item, cell …) looks like article prose.

/** Blocks shorter than this without any punctuation read as labels, not sentences. */
const FRAGMENT_CHARS = 50;
/** A character of a script without spaces (Han, kana, Hangul) weighs about as much as a short word. */
const WIDE_CHAR_WEIGHT = 4;
/** Above this share of link text a block is navigation, however short. */
const LINK_LIST_DENSITY = 0.5;

export interface BlockText {
  chars: number;
  linkChars: number;
  punctuation: number;
  /** Of `chars`, characters of Han, kana or Hangul. */
  wideChars: number;
  isTableCell: boolean;
}

/**
 * Every character of text counts for the block and every character of link text against it, so prose
 * scores its length, a link list about minus its length, and a paragraph carrying a link-heavy pop-up
 * somewhere in between. Short unpunctuated fragments (labels, bylines, buttons) cost half their length,
 * except in table cells, where data is short by nature. Length is judged by script: an unpunctuated line
 * of twenty Chinese characters is a sentence, not a label (forum posts often skip punctuation). A container's summed value thus rewards prose
 * and charges for the furniture it would drag in.
 */
export function blockValue({ chars, linkChars, punctuation, wideChars, isTableCell }: BlockText): number {
  if (chars === 0) return 0;
  const value = chars - 2 * linkChars;
  if (linkChars / chars > LINK_LIST_DENSITY) return value;
  const length = chars + (WIDE_CHAR_WEIGHT - 1) * wideChars;
  if (length < FRAGMENT_CHARS && punctuation === 0) return isTableCell ? 0 : -chars * 0.5;
  return value;
}
