// Picks the element that holds the article: the subtree with the most prose net of furniture, unless the
// page marks its article body (itemprop="articleBody") and that container holds a fair share of the prose;
// the whole body when nothing reads as prose.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { BLOCK_TAGS } from "./block-tags.js";

export interface ChooseRootOptions {
  body: Element;
  /** Measurements of every element under `body`, furniture left out. */
  stats: Map<Element, ElementStats>;
}

/** A marked article body is trusted when it holds at least this share of the best subtree's prose. */
const MARKED_BODY_SHARE = 0.3;

export function chooseRoot({ body, stats }: ChooseRootOptions): Element {
  let best = body;
  let bestScore = Number.NEGATIVE_INFINITY;
  let marked: Element | undefined;
  let markedScore = Number.NEGATIVE_INFINITY;
  for (const [element, elementStats] of stats) {
    const isMarked = element.attribs.itemprop === "articleBody";
    if (!BLOCK_TAGS.has(element.name) && !isMarked) continue;
    // Strictly greater: stats are in post-order, so on a tie the deeper (tighter) element wins.
    if (elementStats.score > bestScore) {
      best = element;
      bestScore = elementStats.score;
    }
    if (isMarked && elementStats.score > markedScore) {
      marked = element;
      markedScore = elementStats.score;
    }
  }
  const bestProse = stats.get(best)?.proseChars ?? 0;
  if (marked && (stats.get(marked)?.proseChars ?? 0) >= MARKED_BODY_SHARE * bestProse) return marked;
  // No prose anywhere (a page of labels, a bare fragment): keep everything that is not furniture.
  if (bestProse === 0) return body;
  return best;
}
