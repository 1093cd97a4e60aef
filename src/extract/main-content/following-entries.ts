// An archive's intro followed by its entries: a category page's description wins on prose, and the list of
// entries right after it (teasers that are only a linked headline each, an image link beside it) holds no
// prose and is lost. The entries are found among the root's following siblings (or its parent's) and follow it.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";

/** How many levels above the root its following siblings are searched (the root, then its parent). */
const MAX_LEVELS = 2;
/** Fewest alike entries that make an archive (a rail of related posts shows three or four). */
const MIN_ENTRIES = 5;
/** An entry's own text besides its links: a title-only teaser has none (a date or a count at most). */
const MAX_OWN_CHARS = 20;
/** Deepest level below the entry where its headline is looked for. */
const MAX_HEADING_DEPTH = 3;
const ENTRY_TAGS = new Set(["article", "div", "li", "section"]);
const ENTRY_HEADINGS = new Set(["h2", "h3", "h4"]);

export interface FindFollowingEntriesOptions {
  /** The root chosen by prose. */
  root: Element;
  body: Element;
  /** Measurements of the page, furniture included (a teaser's headline may sit in a header named as furniture). */
  stats: Map<Element, ElementStats>;
  /** Elements that are left out with everything under them. */
  isSkipped: (element: Element) => boolean;
}

/**
 * The first element after `root` (or after its parent) that is, or whose child is, a list of at least
 * MIN_ENTRIES alike title-only entries, each holding an h2–h4 that is all link; undefined when there is none.
 */
export function findFollowingEntries({
  root,
  body,
  stats,
  isSkipped,
}: FindFollowingEntriesOptions): Element | undefined {
  let node: Element = root;
  for (let level = 0; level < MAX_LEVELS && node !== body; level++) {
    for (let sibling = node.next; sibling; sibling = sibling.next) {
      if (sibling.type !== "tag") continue;
      const element = sibling as Element;
      if (isSkipped(element) || !stats.has(element)) continue;
      if (isEntryList(element, stats, isSkipped)) return element;
      for (const child of element.children) {
        if (child.type !== "tag") continue;
        const childElement = child as Element;
        if (!isSkipped(childElement) && isEntryList(childElement, stats, isSkipped)) return childElement;
      }
    }
    const parent = node.parent;
    if (parent?.type !== "tag") return undefined;
    node = parent as Element;
  }
  return undefined;
}

/** MIN_ENTRIES children with the same tag and class words (post ids and other numbered classes aside). */
function isEntryList(
  element: Element,
  stats: Map<Element, ElementStats>,
  isSkipped: (element: Element) => boolean,
): boolean {
  const counts = new Map<string, number>();
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    const entry = child as Element;
    if (!ENTRY_TAGS.has(entry.name) || isSkipped(entry)) continue;
    const entryStats = stats.get(entry);
    if (!entryStats || entryStats.chars - entryStats.linkChars > MAX_OWN_CHARS) continue;
    if (!hasLinkedHeading(entry, stats, isSkipped)) continue;
    const signature = `${entry.name}.${entrySignature(entry)}`;
    const count = (counts.get(signature) ?? 0) + 1;
    if (count >= MIN_ENTRIES) return true;
    counts.set(signature, count);
  }
  return false;
}

/** The first two class names without digits: WordPress numbers each post ("post-37400") and lists its terms. */
function entrySignature(entry: Element): string {
  const names: string[] = [];
  for (const name of (entry.attribs.class ?? "").split(/\s+/)) {
    if (name === "" || /\d/.test(name)) continue;
    names.push(name);
    if (names.length === 2) break;
  }
  return names.join(".");
}

/** A heading whose text is all link, within MAX_HEADING_DEPTH levels of the entry. */
function hasLinkedHeading(
  entry: Element,
  stats: Map<Element, ElementStats>,
  isSkipped: (element: Element) => boolean,
): boolean {
  const stack: Array<{ element: Element; depth: number }> = [{ element: entry, depth: 0 }];
  while (stack.length > 0) {
    const { element, depth } = stack.pop() as { element: Element; depth: number };
    if (ENTRY_HEADINGS.has(element.name)) {
      const headingStats = stats.get(element);
      if (headingStats && headingStats.chars > 0 && headingStats.linkChars === headingStats.chars)
        return true;
      continue;
    }
    if (depth >= MAX_HEADING_DEPTH) continue;
    for (const child of element.children) {
      if (child.type === "tag" && !isSkipped(child as Element)) {
        stack.push({ element: child as Element, depth: depth + 1 });
      }
    }
  }
  return false;
}
