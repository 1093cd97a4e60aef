// On a blog's or a magazine's front page the prose-richest block can be one section of its river of stories: a
// row of teasers whose summaries outweigh every other section. That block is not an article whose prose makes
// it the page's content; it is one list of entries among several.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { HEADING_TAGS } from "./block-tags.js";

/** Fewest alike entries that make a river. */
const MIN_ENTRIES = 3;
/** The alike entries hold at least this share of the block's characters. */
const ENTRIES_SHARE = 0.6;
/** How many wrappers (a child holding ENTRIES_SHARE of its parent's characters) may stand around the row. */
const MAX_WRAPPERS = 2;

export interface IsEntryRiverOptions {
  /** The root chosen by prose (choose-root.ts). */
  root: Element;
  /** Measurements of the page with furniture left out. */
  stats: Map<Element, ElementStats>;
}

/**
 * Whether `root`, or a wrapper in it that holds most of its text, is a row of at least MIN_ENTRIES alike
 * teasers: children with the same tag and classes, each an <article> or holding a heading, a link and prose of
 * its own, that together hold ENTRIES_SHARE of its characters. An article's paragraphs with links in them are
 * alike too, but carry no headings.
 */
export function isEntryRiver({ root, stats }: IsEntryRiverOptions): boolean {
  let node: Element | undefined = root;
  for (let depth = 0; node && depth <= MAX_WRAPPERS; depth++) {
    if (isRow(node, stats)) return true;
    node = largeChild(node, stats);
  }
  return false;
}

function isRow(block: Element, stats: Map<Element, ElementStats>): boolean {
  const blockChars = stats.get(block)?.chars ?? 0;
  if (blockChars === 0) return false;
  const groups = new Map<string, Element[]>();
  for (const child of block.children) {
    if (child.type !== "tag") continue;
    const element = child as Element;
    const childStats = stats.get(element);
    if (!childStats || childStats.linkChars === 0 || childStats.proseChars === 0) continue;
    const signature = `${element.name}.${element.attribs.class ?? ""}`;
    const group = groups.get(signature);
    if (group) group.push(element);
    else groups.set(signature, [element]);
  }
  for (const group of groups.values()) {
    if (group.length < MIN_ENTRIES) continue;
    // Measured first, walked only when the sizes already make a river.
    if (charsOf(group, stats) < ENTRIES_SHARE * blockChars) continue;
    const teasers = group.filter((element) => element.name === "article" || holdsHeading(element, stats));
    if (teasers.length >= MIN_ENTRIES && charsOf(teasers, stats) >= ENTRIES_SHARE * blockChars) return true;
  }
  return false;
}

/** The child holding ENTRIES_SHARE of `block`'s characters, if any. */
function largeChild(block: Element, stats: Map<Element, ElementStats>): Element | undefined {
  const blockChars = stats.get(block)?.chars ?? 0;
  for (const child of block.children) {
    if (child.type === "tag" && (stats.get(child as Element)?.chars ?? 0) >= ENTRIES_SHARE * blockChars) {
      return child as Element;
    }
  }
  return undefined;
}

function charsOf(elements: Element[], stats: Map<Element, ElementStats>): number {
  let chars = 0;
  for (const element of elements) chars += stats.get(element)?.chars ?? 0;
  return chars;
}

/** A measured <h1>–<h6> under `element`. */
function holdsHeading(element: Element, stats: Map<Element, ElementStats>): boolean {
  const stack: Element[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Element;
    if (HEADING_TAGS.has(node.name)) return true;
    for (const child of node.children) {
      if (child.type === "tag" && stats.has(child as Element)) stack.push(child as Element);
    }
  }
  return false;
}
