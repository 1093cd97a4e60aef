// A card of a catalog or listing grid: a link to the item with text of its own beside it (a price, an item
// number, a date), but no more than a line or two of prose. A product name above its price reads as a link
// block; in such a card it is the item's name, not navigation. Cards built of a paragraph or more (a school's
// profile with its links to further reading) are sections, not cards, and a row of bare links is navigation.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";

/** A card shows at least this many characters outside its links (a price and a label: "Item# 59370 $199.00"). */
const MIN_OWN_CHARS = 20;
/** … and at most this many characters of prose (a one-sentence summary at most). */
const MAX_PROSE_CHARS = 200;

/** The element holds a link and MIN_OWN_CHARS of other text, and at most MAX_PROSE_CHARS of prose. */
export function isTextCard(element: Element, stats: Map<Element, ElementStats>): boolean {
  const cardStats = stats.get(element);
  return (
    cardStats !== undefined &&
    cardStats.linkChars > 0 &&
    cardStats.chars - cardStats.linkChars >= MIN_OWN_CHARS &&
    cardStats.proseChars <= MAX_PROSE_CHARS
  );
}
