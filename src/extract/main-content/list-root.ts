// A help article written as lists under lead-in headings ("We accept:" + list, "We do not accept:" + list): its
// longest list of sentences wins on prose, while the headings and the list of short items beside it score as
// fragments. The list is one section of the article, so the root widens to the <article>.
import type { Element, Text } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { HEADING_TAGS } from "./block-tags.js";

/** How far above the list its <article> may be (list → section wrapper → article). */
const MAX_CLIMB = 2;
/** Letters and digits the rest of the article must hold outside headings and links: content, not only navigation. */
const MIN_OWN_TEXT = 10;

export interface WidenFromListOptions {
  /** The root chosen by prose (choose-root.ts). */
  root: Element;
  /** Measurements of the page with furniture left out (an element not in it is not content). */
  stats: Map<Element, ElementStats>;
}

/**
 * The <article> at most MAX_CLIMB levels above a root that is a list, when the rest of the article holds text
 * of its own besides headings and links (another list, a note); `root` otherwise. An article whose rest is only
 * headings and link lists (a hub's topic cards with a row of popular links) keeps its list.
 */
export function widenFromList({ root, stats }: WidenFromListOptions): Element {
  if (root.name !== "ul" && root.name !== "ol") return root;
  let node = root.parent as Element | null;
  for (let climbed = 0; climbed < MAX_CLIMB && node?.type === "tag"; climbed++) {
    if (node.name === "article") return ownTextOutside(node, root, stats) >= MIN_OWN_TEXT ? node : root;
    node = node.parent as Element | null;
  }
  return root;
}

/** Letters and digits under `article` outside `list`, headings, links and what is not measured. */
function ownTextOutside(article: Element, list: Element, stats: Map<Element, ElementStats>): number {
  let count = 0;
  const stack: Element[] = [article];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    for (const child of element.children) {
      if (child.type === "text") {
        count += (child as Text).data.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
        continue;
      }
      if (child.type !== "tag") continue;
      const childElement = child as Element;
      if (childElement === list || childElement.name === "a" || HEADING_TAGS.has(childElement.name)) continue;
      if (stats.has(childElement)) stack.push(childElement);
    }
  }
  return count;
}
