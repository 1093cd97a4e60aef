// On a product page, a short root chosen by prose that leaves out the page's name heading is a fragment of the
// product's block: shops print the name, price and options in one column and a description of a few paragraphs
// (or a spec sheet, a features blurb) in another. The block holding both is the product's.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { isWithin } from "./is-within.js";
import { commonAncestor } from "./thread-replies.js";

/** A root with fewer visible characters than this is short enough to be one part of the product's block. */
const SHORT_ROOT_CHARS = 1000;

export interface WidenToProductNameOptions {
  root: Element;
  body: Element;
  /** Measurements of the page, furniture left out (furniture and hidden elements are not in it). */
  stats: Map<Element, ElementStats>;
}

/**
 * The nearest ancestor of `root` that holds the page's first measured `<h1>` with text, when `root` is short
 * and does not hold it; `root` itself otherwise, and when that ancestor would be `<body>` (the heading is then
 * in the page's header, not beside the product).
 */
export function widenToProductName({ root, body, stats }: WidenToProductNameOptions): Element {
  if ((stats.get(root)?.chars ?? 0) >= SHORT_ROOT_CHARS) return root;
  const name = firstHeading(stats);
  if (!name || isWithin(name, root)) return root;
  const block = commonAncestor([root, name]);
  return block === body || isWithin(body, block) ? root : block;
}

/** The first `<h1>` of the page (post-order: an `<h1>` holds no other) that is measured and has text. */
export function firstHeading(stats: Map<Element, ElementStats>): Element | undefined {
  for (const element of stats.keys()) {
    if (element.name === "h1" && (stats.get(element) as ElementStats).chars > 0) return element;
  }
  return undefined;
}
