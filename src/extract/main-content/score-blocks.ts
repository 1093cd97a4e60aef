// How much one block of text (a paragraph, list item, cell …) looks like article prose.

/** Blocks shorter than this without any punctuation read as labels, not sentences. */
const FRAGMENT_CHARS = 50;
/** Above this share of link text a block is navigation, however short. */
const LINK_LIST_DENSITY = 0.5;

/**
 * Every character of text counts for the block and every character of link text against it, so prose
 * scores its length, a link list about minus its length, and a paragraph carrying a link-heavy pop-up
 * somewhere in between. Short unpunctuated fragments (labels, bylines, buttons) cost half their length,
 * except in table cells, where data is short by nature. A container's summed value thus rewards prose
 * and charges for the furniture it would drag in.
 */
export function blockValue(
  chars: number,
  linkChars: number,
  punctuation: number,
  isTableCell: boolean,
): number {
  if (chars === 0) return 0;
  const value = chars - 2 * linkChars;
  if (linkChars / chars > LINK_LIST_DENSITY) return value;
  if (chars < FRAGMENT_CHARS && punctuation === 0) return isTableCell ? 0 : -chars * 0.5;
  return value;
}
