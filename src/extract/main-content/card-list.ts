// Recognises lists of teaser cards ("related stories", "most popular", river of other articles): three or
// more sibling elements built alike, each a headline link plus a little text of its own.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";

/** Fewest alike siblings that make a list of cards. */
const MIN_CARDS = 3;
/** A card's headline link has at least this many characters. */
const MIN_HEADLINE_LINK_CHARS = 15;
/** A card is short: longer siblings are sections of an article, not teasers. */
const MAX_CARD_CHARS = 700;
/** Share of the alike siblings that must look like cards, and of the container's text they must hold. */
const CARD_SHARE = 0.66;

// List items are left out: numbered roundups ("10 things to know") are articles made of link-led items.
const CARD_TAGS = new Set(["div", "article", "section"]);

export function isCardList(element: Element, stats: Map<Element, ElementStats>): boolean {
  const totalChars = stats.get(element)?.chars ?? 0;
  if (totalChars === 0) return false;
  const groups = new Map<string, Element[]>();
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    const childElement = child as Element;
    if (!CARD_TAGS.has(childElement.name)) continue;
    const signature = `${childElement.name}.${childElement.attribs.class ?? ""}`;
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
      if (!memberStats || !isCard(memberStats)) continue;
      cards++;
      cardChars += memberStats.chars;
    }
    if (cards >= MIN_CARDS && cards >= CARD_SHARE * members.length && cardChars >= CARD_SHARE * totalChars) {
      return true;
    }
  }
  return false;
}

function isCard(stats: ElementStats): boolean {
  return (
    stats.linkChars >= MIN_HEADLINE_LINK_CHARS &&
    stats.chars <= MAX_CARD_CHARS &&
    stats.chars - stats.linkChars >= MIN_HEADLINE_LINK_CHARS
  );
}
