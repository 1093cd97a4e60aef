// Finds the sections a product page titles as other products ("Customers also viewed", "Similar items", "You may
// also like"): on shops whose class names are hashes, the heading's words are the only sign of a rail of others.
// On pages that declare no product, only the headings no other page uses ("Customers also bought", "Products
// related to this item", "Frequently bought together"): "More from …" or "Recently viewed" title a forum's or a
// magazine's own lists. On any page, a rail of the site's own other content under a heading naming it ("Latest
// insights", "Featured client stories", "Related case studies about …"): a landing page's teasers of its posts.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { HEADING_TAGS } from "./block-tags.js";

const RELATED_HEADING =
  /\b(?:also (?:viewed|bought|purchased|like|love|enjoy)|similar (?:items?|products?|sponsored items?)|related (?:items?|products?)|recommended (?:for you|products?|items?)|frequently bought together|explore related|more from this seller|seller'?s other items|complete the look|pairs well with|recently viewed|featured products|more to (?:explore|consider)|more from|(?:get|shop) the look|often (?:viewed|bought)|variations of this|how about these|(?:love|like) these|similar brands)\b/i;
/** The section holds at least this many characters besides its heading (a rail's label and "See more" are not it). */
const RAIL_MIN_CHARS = 100;
/** Climbing from a heading block to its rail stops at a parent adding this much prose (the page's own text). */
const MAX_RAIL_PROSE = 200;
/** A heading longer than this is a title, not a rail's label. */
const MAX_HEADING_CHARS = 80;
/** The section may not hold more than this share of the page's text (it is a rail, not the page). */
const MAX_SECTION_SHARE = 0.5;

/** Headings of a shop's rails of other products on any page (a shop that declares nothing about its product). */
const SHOP_RAIL_HEADING =
  /\b(?:customers (?:also|frequently) (?:viewed|bought|purchased)|(?:customers|people) who (?:viewed|bought)|products related to this item|frequently bought together)\b/i;

/** Headings of a rail of the site's own other content (its articles, case studies), on any page. */
const SITE_RAIL_HEADING =
  /^\s*(?:our\s+)?(?:featured|latest|recent|related)\s+(?:insights|resources|case studies|client stories|success stories|perspectives)(?:\s+(?:about|on|for|in)\s+[^.!?]{1,40})?\s*:?\s*$/i;
/** Such a heading's block may carry a line of intro besides it … */
const SITE_RAIL_INTRO_CHARS = 250;
/** … and the rail beside it the summaries of its teasers, but not the page's own text. */
const MAX_SITE_RAIL_PROSE = 1000;

export interface FindRelatedSectionsOptions {
  body: Element;
  stats: Map<Element, ElementStats>;
  /** Only the headings that name a shop's rails on any page (see SHOP_RAIL_HEADING); default all. */
  shopRailsOnly?: boolean;
}

/** The sections under a related-products heading: for each such heading, its nearest ancestor holding more. */
export function findRelatedSections({
  body,
  stats,
  shopRailsOnly = false,
}: FindRelatedSectionsOptions): Element[] {
  const heading = shopRailsOnly ? SHOP_RAIL_HEADING : RELATED_HEADING;
  const bodyChars = stats.get(body)?.chars ?? 0;
  const sections: Element[] = [];
  for (const element of stats.keys()) {
    // Keys, not entries: a loop over entries builds an array for each.
    const elementStats = stats.get(element) as ElementStats;
    if (!HEADING_TAGS.has(element.name) || elementStats.chars > MAX_HEADING_CHARS) continue;
    const text = textOf(element);
    const otherProducts = heading.test(text);
    const siteRail = !otherProducts && SITE_RAIL_HEADING.test(text);
    if (!otherProducts && !siteRail) continue;
    const allowance = siteRail ? SITE_RAIL_INTRO_CHARS : RAIL_MIN_CHARS;
    const maxRailProse = siteRail ? MAX_SITE_RAIL_PROSE : MAX_RAIL_PROSE;
    let section = element;
    for (
      let node = element.parent as Element | null;
      node && node !== body;
      node = node.parent as Element | null
    ) {
      if (node.type !== "tag") break;
      section = node;
      if ((stats.get(node)?.chars ?? 0) > elementStats.chars) break;
    }
    // A heading block with its "See more" link: the rail is beside it, under a parent that adds little prose.
    for (
      let node = section.parent as Element | null;
      node && node !== body && node.type === "tag";
      node = node.parent as Element | null
    ) {
      const sectionStats = stats.get(section);
      const nodeStats = stats.get(node);
      if (!sectionStats || !nodeStats || sectionStats.chars > elementStats.chars + allowance) break;
      if (nodeStats.proseChars - sectionStats.proseChars >= maxRailProse) break;
      section = node;
    }
    if (section !== element && (stats.get(section)?.chars ?? 0) <= MAX_SECTION_SHARE * bodyChars) {
      sections.push(section);
    }
  }
  return sections;
}

function textOf(element: Element): string {
  const parts: string[] = [];
  const stack: Element["children"] = [...element.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type === "text") parts.push(node.data);
    else if (node?.type === "tag") stack.push(...[...(node as Element).children].reverse());
  }
  return parts.join(" ").replace(/\s+/g, " ");
}
