// On a product page whose text was taken from a column that leaves out the product's name heading, the block
// holding that name (the name, a blurb, the price and options) is said first when it holds prose of its own: at
// least a tenth of the text's prose and no more characters than the text. A name block that is only the name,
// a price and buttons (or a page header far larger than the text) stays out.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { isWithin } from "./is-within.js";
import { firstHeading } from "./product-name.js";

/** The name block's prose, against the rendered element's, below which it is only a name, a price and buttons. */
const MIN_PROSE_SHARE = 0.1;

export interface FindNameBlockOptions {
  /** The element whose text the page gives. */
  rendered: Element;
  body: Element;
  /** Measurements of the page, furniture left out. */
  stats: Map<Element, ElementStats>;
}

/**
 * The largest ancestor of the page's first measured `<h1>` that does not hold `rendered` (below `<body>`), when
 * `rendered` does not hold the heading, the block holds no more characters than `rendered` and at least a tenth
 * of its prose; undefined otherwise.
 */
export function findNameBlock({ rendered, body, stats }: FindNameBlockOptions): Element | undefined {
  const name = firstHeading(stats);
  if (!name || isWithin(name, rendered)) return undefined;
  let block = name;
  for (
    let parent = name.parent as Element | null;
    parent && parent !== body;
    parent = parent.parent as Element | null
  ) {
    if (parent.type !== "tag" || isWithin(rendered, parent)) break;
    block = parent;
  }
  const blockStats = stats.get(block);
  const renderedStats = stats.get(rendered);
  if (!blockStats || !renderedStats || blockStats.proseChars === 0) return undefined;
  if (blockStats.chars > renderedStats.chars) return undefined;
  return blockStats.proseChars >= MIN_PROSE_SHARE * renderedStats.proseChars ? block : undefined;
}
