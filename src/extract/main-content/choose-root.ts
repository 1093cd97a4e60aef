// Picks the element that holds the article: the subtree with the most prose net of furniture, unless the
// page marks its article body (itemprop="articleBody") and that container holds a fair share of the prose;
// the whole body when nothing reads as prose.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { BLOCK_TAGS } from "./block-tags.js";
import { isWithin } from "./is-within.js";
import { narrowToProse } from "./narrow-to-prose.js";

export interface ChooseRootOptions {
  body: Element;
  /** Measurements of every element under `body`, furniture left out. */
  stats: Map<Element, ElementStats>;
  /** The page's headline elements; among several articles, the one holding the headline is the page's. */
  headlines?: Set<Element>;
  /** The page says it is an article (JSON-LD or og:type): the subtree narrows to the story's body (narrow-to-prose.ts). */
  declaresArticle?: boolean;
}

/** A marked article body is trusted when it holds at least this share of the best subtree's prose. */
const MARKED_BODY_SHARE = 0.3;
/** An article needs this much prose to be the page's story rather than its header. */
const MIN_ARTICLE_PROSE = 200;
/** Past this many <article>s (a feed, or hostile markup) no single one is the page's story. */
const MAX_ARTICLES = 100;

export function chooseRoot({
  body,
  stats,
  headlines = new Set(),
  declaresArticle = false,
}: ChooseRootOptions): Element {
  let best = body;
  let bestScore = Number.NEGATIVE_INFINITY;
  let marked: Element | undefined;
  let markedScore = Number.NEGATIVE_INFINITY;
  for (const element of stats.keys()) {
    // Keys, not entries: a loop over entries builds an array for each.
    const elementStats = stats.get(element) as ElementStats;
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
  const story = articleWithHeadline(best, stats, headlines) ?? best;
  return declaresArticle ? narrowToProse(story, stats) : story;
}

/**
 * When the chosen container holds several <article>s side by side (the story followed by other stories in
 * full), the page's own story is the one with the headline.
 */
function articleWithHeadline(
  root: Element,
  stats: Map<Element, ElementStats>,
  headlines: Set<Element>,
): Element | undefined {
  const articles: Element[] = [];
  let seen = 0;
  for (const element of stats.keys()) {
    if (element.name !== "article" || element === root) continue;
    if (++seen > MAX_ARTICLES) return undefined;
    const enclosing = enclosingArticleUnder(element, root);
    if (enclosing === null) articles.push(element);
  }
  if (articles.length < 2) return undefined;
  const withHeadline = articles.filter((article) =>
    [...headlines].some((headline) => isWithin(headline, article)),
  );
  if (withHeadline.length !== 1) return undefined;
  const article = withHeadline[0] as Element;
  return (stats.get(article)?.proseChars ?? 0) >= MIN_ARTICLE_PROSE ? article : undefined;
}

/** null when `element` is directly under `root` (no article between them), undefined when not under it. */
function enclosingArticleUnder(element: Element, root: Element): Element | null | undefined {
  for (let node = element.parent; node; node = node.parent) {
    if (node === root) return null;
    if (node.type === "tag" && (node as Element).name === "article") return node as Element;
  }
  return undefined;
}
