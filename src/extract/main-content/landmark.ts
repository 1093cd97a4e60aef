// The page's main landmark (<main>, role="main") and when to trust it over the prose-richest subtree: on help
// center hubs, product listings and pages built around a table of links, the prose-richest subtree is a
// fragment (an intro paragraph, one list) while the landmark holds the page's real content.
import type { Element } from "domhandler";
import { analyseTree, type ElementStats } from "./analyse-tree.js";
import { hasContentName } from "./boilerplate-rules.js";

export interface ChooseLandmarkContentOptions {
  /** The page's landmark (see findLandmark). */
  landmark: Element;
  /** The root chosen by prose (choose-root.ts). */
  root: Element;
  /** Measurements of the page with all furniture left out, card lists included. */
  stats: Map<Element, ElementStats>;
  /** Elements that are never text (scripts, hidden elements). */
  isHardSkipped: (element: Element) => boolean;
  /** Furniture found on the page, card lists included. */
  excluded: Set<Element>;
  /** The furniture elements that are lists of teaser cards: inside the landmark they are content. */
  cardLists: Set<Element>;
  /** `landmark` was found by findSpreadSection: it is preferred on prose spread as a <main> is. */
  isSpreadSection?: boolean;
  /** Whether the landmark holds a grid of priced items and the page is no article (see LITTLE_PROSE_IN_MAIN). */
  isCatalog?: (landmark: Element) => boolean;
  /**
   * Whether the root is a row of alike teasers on a page that is no article (see entry-river.ts): one section of
   * a river of stories, considered beside the landmark whatever its prose.
   */
  isRiver?: () => boolean;
}

export interface LandmarkContent {
  landmark: Element;
  /** Measurements of the landmark's subtree, furniture left out but card lists kept. */
  stats: Map<Element, ElementStats>;
  /** What to leave out inside the landmark: never-text elements and furniture other than card lists. */
  isSkipped: (element: Element) => boolean;
}

/** The landmark is considered only when the chosen root holds less prose than this (a short page)… */
const LITTLE_PROSE = 500;
/**
 * … or than this when the landmark is a <main> holding a grid of priced items on a page that is no article: a
 * category page's intro or buying guide of a few paragraphs beside its products.
 */
const LITTLE_PROSE_IN_MAIN = 1000;
/** … and is preferred when it holds at least this many times the chosen root's characters. */
const LANDMARK_GAIN = 2;

/**
 * Whatever the root holds, a <main> around it is preferred when it holds at least this many times the root's
 * prose: a landing or service page spreads its prose over many sections, and the densest one is a fragment.
 */
const SPREAD_PROSE = 1.5;
/** Without a <main>, the bar is higher: the rest of a page without landmarks is more often a sidebar. */
const SPREAD_SECTION_PROSE = 2;

/** The measured (visible, not furniture) <main> or role="main" element holding the most text. */
export function findLandmark(stats: Map<Element, ElementStats>): Element | undefined {
  let best: Element | undefined;
  let bestChars = -1;
  for (const element of stats.keys()) {
    // Keys, not entries: a loop over entries builds an array for each.
    const elementStats = stats.get(element) as ElementStats;
    if (element.name !== "main" && element.attribs.role?.toLowerCase() !== "main") continue;
    // Post-order: on a tie the later, outer element wins.
    if (elementStats.chars >= bestChars) {
      best = element;
      bestChars = elementStats.chars;
    }
  }
  return best;
}

/** The stand-in section holds at least this many times the root's characters. */
const SECTION_GAIN = 3;

export interface FindEnclosingSectionOptions {
  /** The root chosen by prose (choose-root.ts). */
  root: Element;
  body: Element;
  /** Measurements of the page with all furniture left out. */
  stats: Map<Element, ElementStats>;
}

/**
 * On a page without <main>, the nearest ancestor of `root` (below <body>) holding at least SECTION_GAIN times its
 * text: where a two-sentence intro wins on prose, the list of concerts, courses or products after it is usually
 * in the same section. It is only used as the landmark is, when the root holds little prose.
 */
export function findEnclosingSection({
  root,
  body,
  stats,
}: FindEnclosingSectionOptions): Element | undefined {
  const rootChars = stats.get(root)?.chars ?? 0;
  for (
    let node = root.parent as Element | null;
    node && node !== body;
    node = node.parent as Element | null
  ) {
    if (node.type !== "tag") return undefined;
    if ((stats.get(node)?.chars ?? 0) >= SECTION_GAIN * rootChars) return node;
  }
  return undefined;
}

/**
 * The landmark's content when it should be rendered instead of `root`: `root` is one of many prose sections
 * of the page's <main> (see isProseSpread), or `root` holds little prose (or is one row of a river of teasers,
 * see `isRiver`) and either wraps the landmark (the whole page, when nothing reads as prose) or the landmark,
 * with its card lists counted back in, holds substantially more text than `root`. Undefined when `root` is the
 * better choice (every article with a few paragraphs of its own).
 */
export function chooseLandmarkContent(options: ChooseLandmarkContentOptions): LandmarkContent | undefined {
  const { landmark, root, stats, isHardSkipped, excluded, cardLists, isSpreadSection = false } = options;
  const rootStats = stats.get(root);
  if (!rootStats) return undefined;
  const isOutsideRoot = isRootOutsideMain(landmark, root, stats);
  if (
    rootStats.proseChars >= LITTLE_PROSE &&
    !(
      rootStats.proseChars < LITTLE_PROSE_IN_MAIN &&
      isMainLandmark(landmark) &&
      options.isCatalog?.(landmark) === true
    ) &&
    !isProseSpread(landmark, root, stats, isSpreadSection) &&
    !isOutsideRoot &&
    options.isRiver?.() !== true
  ) {
    return undefined;
  }
  const content = measureLandmark({ landmark, isHardSkipped, excluded, cardLists });
  const landmarkChars = content.stats.get(landmark)?.chars ?? 0;
  if (landmarkChars === 0) return undefined;
  if (landmarkChars < LANDMARK_GAIN * rootStats.chars && !isAncestor(root, landmark) && !isOutsideRoot) {
    return undefined;
  }
  return content;
}

export type MeasureLandmarkOptions = Pick<
  ChooseLandmarkContentOptions,
  "landmark" | "isHardSkipped" | "excluded" | "cardLists"
>;

/** The landmark measured with its card lists counted back in (other furniture and never-text elements left out). */
export function measureLandmark({
  landmark,
  isHardSkipped,
  excluded,
  cardLists,
}: MeasureLandmarkOptions): LandmarkContent {
  const isSkipped = (element: Element) =>
    isHardSkipped(element) || (excluded.has(element) && !cardLists.has(element));
  const stats = analyseTree({
    root: landmark,
    treatment: (element) => (isSkipped(element) ? "skip" : "measure"),
  });
  return { landmark, stats, isSkipped };
}

/**
 * The root is one section among many of a real <main>, or of the section findSpreadSection found (`spreadAllowed`;
 * not of findEnclosingSection's stand-in: there the rest is more often other stories), that holds much more
 * prose than it.
 */
function isProseSpread(
  landmark: Element,
  root: Element,
  stats: Map<Element, ElementStats>,
  spreadAllowed: boolean,
): boolean {
  const landmarkProse = stats.get(landmark)?.proseChars ?? 0;
  const rootProse = stats.get(root)?.proseChars ?? 0;
  return (
    (isMainLandmark(landmark) || spreadAllowed) &&
    isAncestor(landmark, root) &&
    landmarkProse >= SPREAD_PROSE * rootProse
  );
}

/** A <main> beside the root wins when it holds at least this share of the root's prose. */
const OUTSIDE_ROOT_SHARE = 0.5;

/**
 * The root lies outside the page's <main> (neither holds the other): a legal notice or a newsletter blurb in the
 * footer outwrote a landing page's many short sections. The page's own <main> is its content.
 */
function isRootOutsideMain(landmark: Element, root: Element, stats: Map<Element, ElementStats>): boolean {
  return (
    isMainLandmark(landmark) &&
    !isAncestor(landmark, root) &&
    !isAncestor(root, landmark) &&
    (stats.get(landmark)?.proseChars ?? 0) >= OUTSIDE_ROOT_SHARE * (stats.get(root)?.proseChars ?? 0)
  );
}

function isMainLandmark(element: Element): boolean {
  return element.name === "main" || element.attribs.role?.toLowerCase() === "main";
}

function isAncestor(ancestor: Element, element: Element): boolean {
  for (let node = element.parent; node; node = node.parent) if (node === ancestor) return true;
  return false;
}

/**
 * On a page without <main>, the nearest ancestor of `root` (<body> included) holding SPREAD_SECTION_PROSE times
 * its prose: a landing page's sections side by side. Undefined when `root` is or sits in an <article> or a
 * container named as the article body, or the ancestor holds an <article> (there the rest of the prose is usually other stories or a sidebar's teasers).
 */
export function findSpreadSection({ root, body, stats }: FindEnclosingSectionOptions): Element | undefined {
  const rootProse = stats.get(root)?.proseChars ?? 0;
  if (rootProse === 0) return undefined;
  // Up to <body>, or the document itself when the markup has no <body> (a fragment: `<title>A</title><p>…`).
  for (let node: Element | null = root; node && node !== body; node = node.parent as Element | null) {
    if (node.type !== "tag") break;
    if (node.name === "article" || hasContentName(node)) return undefined;
  }
  for (let node = root.parent as Element | null; node; node = node.parent as Element | null) {
    if (node.type !== "tag") return undefined;
    if ((stats.get(node)?.proseChars ?? 0) >= SPREAD_SECTION_PROSE * rootProse) {
      return holdsArticle(node, stats) ? undefined : node;
    }
    if (node === body) return undefined;
  }
  return undefined;
}

/** Whether a measured <article> is under `node`. */
function holdsArticle(node: Element, stats: Map<Element, ElementStats>): boolean {
  const stack: Element[] = [node];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    if (element.name === "article") return true;
    for (const child of element.children) {
      if (child.type === "tag" && stats.has(child as Element)) stack.push(child as Element);
    }
  }
  return false;
}
