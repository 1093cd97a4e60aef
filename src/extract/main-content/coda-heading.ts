// Finds the blocks an article's page titles as what comes after the article: other posts to read ("Related
// articles", "You might also like", "More from our blog"), the author's bio ("About the author"), sharing and
// likes ("Share this article", "Like this:"), sign-ups ("Subscribe to our newsletter"). Themes give these
// blocks class names of their own, but many give none the furniture words know; the heading says it.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { HEADING_TAGS } from "./block-tags.js";

/** The whole heading (trimmed, trailing colon or ellipsis aside) must be one of these. */
const CODA_HEADING = new RegExp(
  `^(?:${[
    // Other posts.
    "related(?: (?:posts?|articles?|stories|reads?|reading|content|resources|guides|news|services|topics(?: (?:&|and) resources)?))?",
    "(?:you (?:may|might) (?:also )?(?:like|enjoy)|recommended (?:for you|reading|articles?))",
    "(?:(?:more )?from (?:our|the) blog|more (?:articles|posts|stories|to read)|keep reading|read next|what to read next)",
    "(?:recent|popular|trending) (?:posts|articles|stories)",
    "(?:featured|similar|other) (?:articles|posts|stories|guides|reads)",
    // "Related investing topics", "Related blog posts" (a paper's "Related work" names no posts).
    "related [a-z]+ (?:topics|articles|posts|guides|reads|stories|resources)",
    "(?:related )?(?:articles|posts|stories|guides|topics) (?:that|you) (?:may|might) (?:interest you|like|enjoy)",
    "you (?:may|might) (?:also )?be interested in(?: the following(?: topics| articles| posts)?)?(?: as well)?",
    // The author.
    "(?:about|meet) the (?:author|authors|reviewer|writer|expert)",
    "(?:written|posted) by",
    "who curated this article",
    // Sharing, likes, sign-ups, taxonomy.
    "share(?: (?:this|the|our)(?: (?:article|post|story|page))?)?(?: on)?",
    "like this",
    "(?:subscribe|sign up)(?: (?:to|for) (?:our|the) (?:newsletter|blog))?",
    "(?:tags|categories)",
  ].join("|")})$`,
  "i",
);
/** The coda labels that name the author, whose bio is prose. */
const AUTHOR_HEADING =
  /^(?:(?:about|meet) the (?:author|authors|reviewer|writer|expert)|(?:written|posted) by)$/i;
/** Elements that serve as a block's label without heading markup ("<p class="eyebrow">From our blog</p>"). */
const LABEL_TAGS = new Set(["p", "div", "span", "strong", "b"]);
/** A heading longer than this is a title, not a block's label … */
const MAX_HEADING_CHARS = 60;
/** … and a label without heading markup is at most this long. */
const MAX_LABEL_CHARS = 40;
/** A paragraph of prose after a label, with links under this share of its text, is the article going on. */
const MAX_RAIL_LINK_SHARE = 0.3;
/** The block may not hold more than this share of the text searched. */
const MAX_SECTION_SHARE = 0.3;

export interface FindCodaSectionsOptions {
  /** The article (or page) searched; the blocks found lie strictly inside it. */
  within: Element;
  stats: Map<Element, ElementStats>;
}

/**
 * The blocks under coda headings: for each, the nearest ancestor holding more text than the heading, when the
 * heading is that block's first text (so a heading in the middle of an article's flat body never takes the
 * article with it) and the block holds at most a small share of the text searched.
 */
export function findCodaSections({ within, stats }: FindCodaSectionsOptions): Element[] {
  const withinChars = stats.get(within)?.chars ?? 0;
  const sections: Element[] = [];
  for (const element of measuredLabels(within, stats)) {
    const headingChars = (stats.get(element) as ElementStats).chars;
    if (headingChars > MAX_HEADING_CHARS || headingChars === 0) continue;
    if (!isCodaLabel(element, stats)) continue;
    const section = blockAround(element, within, stats);
    if (
      section &&
      (stats.get(section)?.chars ?? 0) <= MAX_SECTION_SHARE * withinChars &&
      visibleText(section, stats).trimStart().startsWith(visibleText(element, stats).trim())
    ) {
      sections.push(section);
      continue;
    }
    // No block of its own: the heading (or the blocks holding it alone) and what follows it in its parent.
    const following = labelAndFollowing(element, within, stats);
    if (following && following.chars <= MAX_SECTION_SHARE * withinChars) sections.push(...following.elements);
  }
  return sections;
}

/**
 * The topmost block holding only `heading` below `within`, with the elements after it in its parent: a
 * heading set beside its rail as a sibling (a flat article body, a page builder's heading widget), not in it;
 * none when prose among them shows the article going on.
 */
function labelAndFollowing(
  heading: Element,
  within: Element,
  stats: Map<Element, ElementStats>,
): { elements: Element[]; chars: number } | undefined {
  const headingChars = stats.get(heading)?.chars ?? 0;
  let label = heading;
  for (
    let node = heading.parent as Element | null;
    node && node !== within && node.type === "tag" && (stats.get(node)?.chars ?? 0) <= headingChars;
    node = node.parent as Element | null
  ) {
    label = node;
  }
  const siblings = (label.parent as Element | null)?.children ?? [];
  const elements: Element[] = [label];
  let chars = stats.get(label)?.chars ?? 0;
  for (let index = siblings.indexOf(label) + 1; index > 0 && index < siblings.length; index++) {
    const sibling = siblings[index];
    if (sibling?.type !== "tag") continue;
    // Another coda's label starts its own block.
    const siblingChars = stats.get(sibling as Element)?.chars ?? 0;
    if (siblingChars <= MAX_HEADING_CHARS && isCodaLabel(sibling as Element, stats)) break;
    elements.push(sibling as Element);
    chars += siblingChars;
  }
  // Other posts, sharing and sign-ups are links and buttons; prose after such a label is more of the article
  // (a "Related:" line inside it). Only an author's bio is prose.
  if (!AUTHOR_HEADING.test(labelText(heading, stats)) && articleResumes(elements.slice(1), stats)) {
    return undefined;
  }
  return { elements, chars };
}

/**
 * Whether these blocks go on with the article: a paragraph of prose, mostly not links, set among them (a rail
 * holds its teasers' summaries inside cards, not as paragraphs beside the label).
 */
function articleResumes(blocks: Element[], stats: Map<Element, ElementStats>): boolean {
  return blocks.some((block) => {
    const blockStats = stats.get(block);
    return (
      block.name === "p" &&
      blockStats !== undefined &&
      blockStats.proseChars > 0 &&
      blockStats.linkChars < MAX_RAIL_LINK_SHARE * blockStats.chars
    );
  });
}

/** Whether the element's whole text names what follows an article (see CODA_HEADING). */
function isCodaLabel(element: Element, stats: Map<Element, ElementStats>): boolean {
  return CODA_HEADING.test(labelText(element, stats));
}

/** The element's visible text, trimmed, a trailing colon or ellipsis aside. */
function labelText(element: Element, stats: Map<Element, ElementStats>): string {
  return visibleText(element, stats)
    .trim()
    .replace(/\s*(?::|\.\.\.|…)$/, "");
}

/** A short element of text alone (no child elements) that could label a block like a heading. */
function isLabel(element: Element, stats: Map<Element, ElementStats>): boolean {
  return (
    LABEL_TAGS.has(element.name) &&
    (stats.get(element)?.chars ?? 0) <= MAX_LABEL_CHARS &&
    element.children.every((child) => child.type === "text")
  );
}

/** The headings and heading-like labels of `within` that were measured (shown), in document order. */
function measuredLabels(within: Element, stats: Map<Element, ElementStats>): Element[] {
  const headings: Element[] = [];
  const stack: Element[] = [within];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    if (HEADING_TAGS.has(element.name) || isLabel(element, stats)) {
      headings.push(element);
      continue;
    }
    const children = element.children;
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child?.type === "tag" && stats.has(child as Element)) stack.push(child as Element);
    }
  }
  return headings;
}

/** The nearest ancestor of `heading` below `within` that holds more measured text than it. */
function blockAround(
  heading: Element,
  within: Element,
  stats: Map<Element, ElementStats>,
): Element | undefined {
  const headingChars = stats.get(heading)?.chars ?? 0;
  for (
    let node = heading.parent as Element | null;
    node && node !== within;
    node = node.parent as Element | null
  ) {
    if (node.type !== "tag") return undefined;
    if ((stats.get(node)?.chars ?? 0) > headingChars) return node;
  }
  return undefined;
}

/** The text of the measured (shown) part of `element`, in document order. */
function visibleText(element: Element, stats: Map<Element, ElementStats>): string {
  const parts: string[] = [];
  const stack: Element["children"] = [element];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type === "text") parts.push(node.data);
    else if (node?.type === "tag" && stats.has(node as Element)) {
      const children = (node as Element).children;
      for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as Element);
    }
  }
  return parts.join(" ").replace(/\s+/g, " ");
}
