// Finds a shop's grid of priced items (a category page's products, a price list): three or more sibling
// elements built alike, most of them showing a price. On a category or listing page that grid is the content
// even where a block of SEO prose or a two-line intro holds more prose; on a product page it is other products.
import type { Element } from "domhandler";
import { compareDocumentPosition } from "domutils";
import type { ElementStats } from "./analyse-tree.js";
import { sharedWordShare, words } from "./word-share.js";

/** Fewest priced items that make a catalog grid (a rail of related products shows four or five). */
const MIN_PRICED_ITEMS = 3;
/** Share of the alike siblings that show a price. */
const PRICED_SHARE = 0.5;
/** Share of the container's text the alike siblings hold. */
const ITEMS_SHARE = 0.66;
/** An item longer than this is a section, not a card (and is not read for a price). */
const MAX_ITEM_CHARS = 1500;
const ITEM_TAGS = new Set(["div", "article", "section", "li", "tr", "a", "figure"]);

/**
 * A price: a currency sign or code next to a number ("$19.99", "€ 25", "EUR 163.12", "19,99 €", "1 299 kr").
 * Digits alone are not enough (dates, sizes, counts).
 */
const PRICE =
  /(?:[$€£¥₹₩₽]|\b(?:USD|EUR|GBP|CAD|AUD|CHF|JPY|INR|SEK|NOK|DKK|PLN|CZK|R\$|Rs\.?))\s*\d|\d(?:[.,]\d{1,2})?\s?(?:[€£₽₺₴]|\b(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|kr|zł|Kč|lei|руб|грн)\b)/u;

export interface FindPriceGridOptions {
  /** Measurements of the page (elements left out are not in it). */
  stats: Map<Element, ElementStats>;
  /** Furniture whose grids are not the page's (related products, recommendations). */
  isFurniture: (element: Element) => boolean;
  /** Smaller containers are not considered (default 0): a grid smaller than the text found is not added. */
  minChars?: number;
}

/** The container of alike priced items holding the most measured text, or undefined. */
export function findPriceGrid({
  stats,
  isFurniture,
  minChars = 0,
}: FindPriceGridOptions): Element | undefined {
  let best: Element | undefined;
  let bestChars = minChars;
  for (const element of stats.keys()) {
    // Keys, not entries: a loop over entries builds an array for each.
    const elementStats = stats.get(element) as ElementStats;
    if (elementStats.chars <= bestChars) continue;
    const items = alikeItems(element, stats);
    if (items.length < MIN_PRICED_ITEMS) continue;
    let itemChars = 0;
    for (const item of items) itemChars += stats.get(item)?.chars ?? 0;
    if (itemChars < ITEMS_SHARE * elementStats.chars) continue;
    if (isInFurniture(element, isFurniture) || !enoughPriced(items, stats)) continue;
    best = element;
    bestChars = elementStats.chars;
  }
  return best;
}

/** At least MIN_PRICED_ITEMS and PRICED_SHARE of the items show a price (items are read only until that is known). */
function enoughPriced(items: Element[], stats: Map<Element, ElementStats>): boolean {
  const needed = Math.max(MIN_PRICED_ITEMS, Math.ceil(PRICED_SHARE * items.length));
  let priced = 0;
  for (let index = 0; index < items.length; index++) {
    if (priced + (items.length - index) < needed) return false;
    if (showsPrice(items[index] as Element, stats) && ++priced >= needed) return true;
  }
  return false;
}

function isInFurniture(element: Element, isFurniture: (element: Element) => boolean): boolean {
  for (
    let node: Element | null = element;
    node && node.type === "tag";
    node = node.parent as Element | null
  ) {
    if (isFurniture(node)) return true;
  }
  return false;
}

/** The largest group of measured child elements with the same tag and class (none where no grid could be). */
function alikeItems(element: Element, stats: Map<Element, ElementStats>): Element[] {
  // Fewer measured children that could be items than a grid needs: no groups to build.
  if (countItemChildren(element, stats) < MIN_PRICED_ITEMS) return [];
  const groups = new Map<string, Element[]>();
  let largest: Element[] = [];
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    const childElement = child as Element;
    if (!ITEM_TAGS.has(childElement.name) || !stats.has(childElement)) continue;
    const signature = `${childElement.name}.${childElement.attribs.class ?? ""}`;
    const group = groups.get(signature) ?? [];
    if (group.length === 0) groups.set(signature, group);
    group.push(childElement);
    if (group.length > largest.length) largest = group;
  }
  return largest;
}

/** Measured children with an item's tag, counted up to MIN_PRICED_ITEMS. */
function countItemChildren(element: Element, stats: Map<Element, ElementStats>): number {
  let count = 0;
  for (const child of element.children) {
    if (child.type !== "tag" || !ITEM_TAGS.has((child as Element).name) || !stats.has(child as Element))
      continue;
    if (++count >= MIN_PRICED_ITEMS) return count;
  }
  return count;
}

/** A card of the grid: a link (to the item's page) and a price in its visible text. */
function showsPrice(item: Element, stats: Map<Element, ElementStats>): boolean {
  const chars = stats.get(item)?.chars ?? 0;
  if (chars === 0 || chars > MAX_ITEM_CHARS) return false;
  const { text, hasLink } = measuredText(item, stats);
  return hasLink && PRICE.test(text);
}

/** The text of the measured part of a small subtree (what a reader sees of the item), in document order. */
function measuredText(item: Element, stats: Map<Element, ElementStats>): { text: string; hasLink: boolean } {
  const parts: string[] = [];
  let hasLink = item.name === "a" && item.attribs.href !== undefined;
  const stack: Array<Element["children"][number]> = [...item.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type === "text") parts.push(node.data);
    else if (node?.type === "tag" && stats.has(node as Element)) {
      const element = node as Element;
      if (element.name === "a" && element.attribs.href !== undefined) hasLink = true;
      for (let index = element.children.length - 1; index >= 0; index--) {
        stack.push(element.children[index] as Element["children"][number]);
      }
    }
  }
  return { text: parts.join(" "), hasLink };
}

/** domutils' DocumentPosition.PRECEDING (a const enum, which this build cannot import): A comes before B. */
const PRECEDING = 2;
/** The grid's words must be missing from the text at least at this share for the grid to be added. */
const MISSING_SHARE = 0.5;

export interface WithPriceGridOptions {
  /** The main text found so far. */
  text: string;
  /** The page's price grid and its rendering, if any. */
  grid: { element: Element; text: string } | undefined;
  /** The element `text` was rendered from, when known: the grid goes before it when it comes first. */
  before: Element | undefined;
}

/** `text` with the grid's text added (before or after it, in document order) when the text lacks most of it. */
export function withPriceGrid({ text, grid, before }: WithPriceGridOptions): string {
  if (!grid || grid.text === "") return text;
  // A page whose text outweighs its catalog is about something else (a buying guide, a product with a rail of
  // others); where the text found is smaller than the grid, the page is the catalog.
  if (words(grid.text).length < words(text).length) return text;
  if (sharedWordShare(grid.text, text) > 1 - MISSING_SHARE) return text;
  if (text === "") return grid.text;
  const gridFirst = before !== undefined && (compareDocumentPosition(grid.element, before) & PRECEDING) !== 0;
  return gridFirst ? `${grid.text}\n\n${text}` : `${text}\n\n${grid.text}`;
}
