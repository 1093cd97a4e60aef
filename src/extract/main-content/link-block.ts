// Recognises blocks that are mostly links (a list of links, a "read more" line): left out of the text unless
// the page shows them as content (see content-lists.ts).
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { BLOCK_TAGS, HEADING_TAGS } from "./block-tags.js";

/** Above this share of link text a block is a link block … */
const LINK_SHARE = 0.5;
/** … unless it has at least this many characters of its own text. */
const LINK_BLOCK_OWN_TEXT = 30;

/**
 * A block that is mostly links; a link-led item with a sentence of its own ("<a>Headline</a>. What happened
 * …") is not, nor a card whose headline and summary paragraph make one link.
 */
export function isLinkBlock(element: Element, stats: Map<Element, ElementStats>): boolean {
  if (!BLOCK_TAGS.has(element.name)) return false;
  const elementStats = stats.get(element);
  if (!elementStats || elementStats.chars === 0) return false;
  return (
    elementStats.linkChars / elementStats.chars > LINK_SHARE &&
    elementStats.chars - elementStats.linkChars < LINK_BLOCK_OWN_TEXT &&
    !holdsLinkedSummary(element, stats)
  );
}

/** A paragraph this long inside a link block is a card's summary (a news card that is one link), not a label. */
const LINKED_SUMMARY_CHARS = 80;

/**
 * The block holds a <p> of LINKED_SUMMARY_CHARS or more, or is the heading right before such a linked <p>: the
 * summary and headline of a card whose text is all links.
 */
function holdsLinkedSummary(element: Element, stats: Map<Element, ElementStats>): boolean {
  if (HEADING_TAGS.has(element.name)) {
    let next = element.next;
    while (next && next.type !== "tag") next = next.next;
    const summary = next === null ? undefined : stats.get(next as Element);
    return (
      (next as Element | null)?.name === "p" &&
      summary !== undefined &&
      summary.chars >= LINKED_SUMMARY_CHARS &&
      summary.linkChars / summary.chars > LINK_SHARE
    );
  }
  const stack: Element[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Element;
    if (node.name === "p") {
      if ((stats.get(node)?.chars ?? 0) >= LINKED_SUMMARY_CHARS) return true;
      continue;
    }
    for (const child of node.children)
      if (child.type === "tag" && stats.has(child as Element)) stack.push(child as Element);
  }
  return false;
}

/** Fewest title-and-summary pairs that make a list of entries. */
const MIN_ENTRIES = 3;

/**
 * The title line of an entry in a list of entries (a blog index, a list of papers): a link block followed by a
 * summary that is not one, repeated at least MIN_ENTRIES times under the same parent with the same tag and class.
 * Those titles are content; a lone "Read more" or "Related:" line between paragraphs is not.
 */
export function isEntryTitle(element: Element, stats: Map<Element, ElementStats>): boolean {
  const parent = element.parent as Element | null;
  if (parent?.type !== "tag" || !hasSummaryAfter(element, stats)) return false;
  const signature = `${element.name}.${element.attribs.class ?? ""}`;
  let entries = 0;
  for (const child of parent.children) {
    if (child.type !== "tag") continue;
    const sibling = child as Element;
    if (`${sibling.name}.${sibling.attribs.class ?? ""}` !== signature) continue;
    if (isLinkBlock(sibling, stats) && hasSummaryAfter(sibling, stats) && ++entries >= MIN_ENTRIES)
      return true;
  }
  return false;
}

function hasSummaryAfter(element: Element, stats: Map<Element, ElementStats>): boolean {
  let next = element.next;
  while (next && next.type !== "tag") next = next.next;
  if (!next) return false;
  const summary = next as Element;
  const summaryStats = stats.get(summary);
  return (
    summaryStats !== undefined &&
    summaryStats.proseChars > 0 &&
    BLOCK_TAGS.has(summary.name) &&
    !isLinkBlock(summary, stats)
  );
}
