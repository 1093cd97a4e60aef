// A thread's posts are built alike: when the prose-richest subtree is one post (the opening one, longer than
// every reply), the thread is the series of alike posts around it, not that post alone.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";

/** How far above the chosen root the post that holds it may be (post → body wrapper → content → text). */
const MAX_CLIMB = 6;

/** A post is mostly prose: a sidebar column of dated links built as the content column is not one. */
const PROSE_SHARE = 0.5;

export interface WidenToSeriesOptions {
  /** The root chosen by prose (choose-root.ts). */
  root: Element;
  body: Element;
  /** Measurements of the page with furniture left out (a left-out element is not measured as content). */
  stats: Map<Element, ElementStats>;
  /** Elements left out of the content (furniture, hidden). */
  isLeftOut: (element: Element) => boolean;
}

/**
 * The parent of the nearest element at or above `root` that has a sibling built exactly as it (same tag and
 * classes), both signed (a date or an author) and the sibling mostly prose: the whole series of posts. `root`
 * itself when there is none (an article's alike sections carry no date each; a sidebar column is links).
 */
export function widenToSeries({ root, body, stats, isLeftOut }: WidenToSeriesOptions): Element {
  let node: Element = root;
  for (let climbed = 0; climbed <= MAX_CLIMB && node !== body; climbed++) {
    const parent = node.parent as Element | null;
    if (parent?.type !== "tag") return root;
    const signature = signatureOf(node);
    let signed: boolean | undefined;
    for (const sibling of parent.children) {
      if (signature === undefined || sibling === node || sibling.type !== "tag") continue;
      const element = sibling as Element;
      if (signatureOf(element) !== signature || isLeftOut(element)) continue;
      const siblingStats = stats.get(element);
      if (!siblingStats || siblingStats.proseChars === 0) continue;
      if (siblingStats.proseChars < PROSE_SHARE * siblingStats.chars) continue;
      signed ??= isSigned(node);
      if (!signed) break;
      if (isSigned(element)) return parent;
    }
    node = parent;
  }
  return root;
}

/** Tag and sorted class list; undefined for an element without classes (nothing says it is built alike). */
export function signatureOf(element: Element): string | undefined {
  const classes = (element.attribs.class ?? "").split(/\s+/).filter((name) => name !== "");
  if (classes.length === 0) return undefined;
  return `${element.name}.${classes.sort().join(".")}`;
}

/** A post carries its date or author: a `<time>`, or schema.org's author / date properties. */
function isSigned(element: Element): boolean {
  const stack: Element[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Element;
    if (node.name === "time" || SIGNED_PROPERTIES.has(node.attribs.itemprop ?? "")) return true;
    for (const child of node.children) if (child.type === "tag") stack.push(child as Element);
  }
  return false;
}

const SIGNED_PROPERTIES = new Set(["author", "creator", "datePublished", "dateCreated"]);
