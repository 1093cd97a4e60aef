// Recognises blocks that are mostly links (a list of links, a "read more" line): left out of the text unless
// the page shows them as content (see content-lists.ts).
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { BLOCK_TAGS } from "./block-tags.js";

/** Above this share of link text a block is a link block … */
const LINK_SHARE = 0.5;
/** … unless it has at least this many characters of its own text. */
const LINK_BLOCK_OWN_TEXT = 30;

/**
 * A block that is mostly links; a link-led item with a sentence of its own ("<a>Headline</a>. What happened
 * …") is not.
 */
export function isLinkBlock(element: Element, stats: Map<Element, ElementStats>): boolean {
  if (!BLOCK_TAGS.has(element.name)) return false;
  const elementStats = stats.get(element);
  if (!elementStats || elementStats.chars === 0) return false;
  return (
    elementStats.linkChars / elementStats.chars > LINK_SHARE &&
    elementStats.chars - elementStats.linkChars < LINK_BLOCK_OWN_TEXT
  );
}
