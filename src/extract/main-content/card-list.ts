// Recognises lists of teaser cards ("related stories", "most popular", river of other articles): three or
// more sibling elements built alike, each a headline link plus a little text of its own. Posts of a forum
// thread and sections of an article are built alike too, but their links are names, dates and "Reply": no
// single link is the card's headline.
import type { Element } from "domhandler";
import { alikeSignature } from "./alike-signature.js";
import type { ElementStats } from "./analyse-tree.js";

/** Fewest alike siblings that make a list of cards. */
const MIN_CARDS = 3;
/** A card's headline link has at least this many characters. */
const MIN_HEADLINE_LINK_CHARS = 15;
/** A card is short: longer siblings are sections of an article, not teasers. */
const MAX_CARD_CHARS = 700;
/** A headline link carries at least this share of its card's text. */
const MIN_HEADLINE_SHARE = 0.15;
/** Share of the alike siblings that must look like cards, and of the container's text they must hold. */
const CARD_SHARE = 0.66;

// List items are left out: numbered roundups ("10 things to know") are articles made of link-led items.
const CARD_TAGS = new Set(["div", "article", "section"]);

export function isCardList(element: Element, stats: Map<Element, ElementStats>): boolean {
  const elementStats = stats.get(element);
  const totalChars = elementStats?.chars ?? 0;
  if (totalChars === 0) return false;
  // Each card holds a headline link of its own: fewer link characters than that is no list of cards.
  if ((elementStats?.linkChars ?? 0) < MIN_CARDS * MIN_HEADLINE_LINK_CHARS) return false;
  // Fewer children that could be cards than a list needs: no groups to build.
  if (!hasCardTagChildren(element, MIN_CARDS)) return false;
  const groups = new Map<string, Element[]>();
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    const childElement = child as Element;
    if (!CARD_TAGS.has(childElement.name)) continue;
    const signature = alikeSignature(childElement);
    const group = groups.get(signature);
    if (group) group.push(childElement);
    else groups.set(signature, [childElement]);
  }
  for (const members of groups.values()) {
    if (members.length < MIN_CARDS) continue;
    let cards = 0;
    let cardChars = 0;
    for (const member of members) {
      const memberStats = stats.get(member);
      if (!memberStats || !isCard(member, memberStats, stats)) continue;
      cards++;
      cardChars += memberStats.chars;
    }
    if (cards >= MIN_CARDS && cards >= CARD_SHARE * members.length && cardChars >= CARD_SHARE * totalChars) {
      return true;
    }
  }
  return false;
}

function hasCardTagChildren(element: Element, count: number): boolean {
  let found = 0;
  for (const child of element.children) {
    if (child.type === "tag" && CARD_TAGS.has((child as Element).name) && ++found >= count) return true;
  }
  return false;
}

function isCard(card: Element, cardStats: ElementStats, stats: Map<Element, ElementStats>): boolean {
  if (
    cardStats.linkChars < MIN_HEADLINE_LINK_CHARS ||
    cardStats.chars > MAX_CARD_CHARS ||
    cardStats.chars - cardStats.linkChars < MIN_HEADLINE_LINK_CHARS
  ) {
    return false;
  }
  const headline = longestLinkChars(card, stats);
  return headline >= MIN_HEADLINE_LINK_CHARS && headline >= MIN_HEADLINE_SHARE * cardStats.chars;
}

/** Characters of the longest link in the card (cards are small: MAX_CARD_CHARS bounds the walk's text). */
function longestLinkChars(card: Element, stats: Map<Element, ElementStats>): number {
  let longest = 0;
  const stack: Element[] = [card];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    if (element.name === "a") {
      longest = Math.max(longest, stats.get(element)?.chars ?? 0);
      continue;
    }
    for (const child of element.children) if (child.type === "tag") stack.push(child as Element);
  }
  return longest;
}
