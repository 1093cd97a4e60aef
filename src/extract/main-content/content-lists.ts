// Finds the links a page shows as content rather than as navigation: inside the page's main landmark, the
// lists, tables and grids that come after a heading (a help center's topic lists, a table of products with
// their links, a product grid), and the headings themselves, even when they are links.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { HEADING_TAGS } from "./block-tags.js";

export interface FindContentListsOptions {
  /** The landmark (or other root) to search. */
  root: Element;
  /** Elements left out with everything under them (furniture, hidden elements). */
  isSkipped: (element: Element) => boolean;
  /**
   * Outside a landmark, where a list after a heading is as often an article's links as a page's content:
   * lists and tables do not count, and a grid counts only the items this accepts (see text-card.ts).
   */
  isCard?: (element: Element) => boolean;
}

/** Lists, tables and their parts. */
const LIST_TAGS = new Set(["ul", "ol", "dl", "menu", "table", "li", "dt", "dd", "tr", "td", "th"]);
/** Elements that make up a grid of cards when at least MIN_GRID_ITEMS siblings are built alike. */
const GRID_ITEM_TAGS = new Set(["div", "article", "section", "a", "figure"]);
const MIN_GRID_ITEMS = 3;

/**
 * Returns every heading under `root`, every element inside a list, table or grid that follows a heading in
 * document order, and every element that holds one of those (a section made of a heading and its links).
 * A list before any heading (a row of links at the top of the page) is not in the set. One pre-order walk
 * with an explicit stack, so no nesting depth can overflow the call stack.
 */
export function findContentLists({ root, isSkipped, isCard }: FindContentListsOptions): Set<Element> {
  const found = new Set<Element>();
  let headingSeen = false;
  const stack: Array<{ element: Element; inList: boolean }> = [{ element: root, inList: false }];
  while (stack.length > 0) {
    const { element, inList } = stack.pop() as { element: Element; inList: boolean };
    const isHeading = HEADING_TAGS.has(element.name);
    if (isHeading) headingSeen = true;
    const isList =
      inList ||
      (headingSeen && (isCard ? isGrid(element, isCard) : LIST_TAGS.has(element.name) || isGrid(element)));
    if ((isHeading || isList) && !found.has(element)) addWithAncestors(found, element, root);
    for (let index = element.children.length - 1; index >= 0; index--) {
      const child = element.children[index];
      if (child?.type !== "tag") continue;
      const childElement = child as Element;
      if (!isSkipped(childElement)) stack.push({ element: childElement, inList: isList });
    }
  }
  return found;
}

/** Adds `element` and its ancestors up to `root`, stopping at one already added (each is added once). */
function addWithAncestors(found: Set<Element>, element: Element, root: Element): void {
  for (let node: Element | null = element; node && !found.has(node); node = node.parent as Element | null) {
    found.add(node);
    if (node === root) break;
  }
}

/** At least MIN_GRID_ITEMS child cards with the same tag and class (that `isItem` accepts). */
function isGrid(element: Element, isItem: (element: Element) => boolean = () => true): boolean {
  // Fewer children than a grid's items: no count to keep (most elements).
  if (element.children.length < MIN_GRID_ITEMS) return false;
  const counts = new Map<string, number>();
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    const childElement = child as Element;
    if (!GRID_ITEM_TAGS.has(childElement.name) || !isItem(childElement)) continue;
    const signature = `${childElement.name}.${childElement.attribs.class ?? ""}`;
    const count = (counts.get(signature) ?? 0) + 1;
    if (count >= MIN_GRID_ITEMS) return true;
    counts.set(signature, count);
  }
  return false;
}

/**
 * The grid of alike items (see isGrid) or list or table holding the most measured text: a product grid or a
 * table of stories on a page with no prose at all. One pass over `stats` (elements left out are not in it).
 */
export function findLargestGrid(stats: Map<Element, ElementStats>): Element | undefined {
  let best: Element | undefined;
  let bestChars = 0;
  for (const element of stats.keys()) {
    // Keys, not entries: a loop over entries builds an array for each.
    const elementStats = stats.get(element) as ElementStats;
    if (elementStats.chars > bestChars && (isList(element) || isGrid(element))) {
      best = element;
      bestChars = elementStats.chars;
    }
  }
  return best;
}

/** A list or table of at least MIN_GRID_ITEMS children (elements or not: a cheap bound). */
function isList(element: Element): boolean {
  return WHOLE_LIST_TAGS.has(element.name) && element.children.length >= MIN_GRID_ITEMS;
}

const WHOLE_LIST_TAGS = new Set(["ul", "ol", "table", "tbody"]);
