// Recognises the title block of the page itself that a class name calls a header ("category-header",
// "browse-header", "collection-header"): a category or listing page's <h1> and the paragraph that introduces
// it. A page header holding navigation or a search form is furniture; a block of the page's title and its intro
// prose is content.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { hasDescendant } from "./has-descendant.js";
import { hasHeaderClass } from "./item-header.js";

/** What a site's header holds and a title block never does. */
const SITE_HEADER_TAGS = new Set(["nav", "form", "header"]);
const TITLE_TAGS = new Set(["h1"]);
/** Prose the block holds besides its title: a sentence or two of introduction. */
const MIN_INTRO_PROSE = 60;

/**
 * A non-<header> element whose class name ends in "header", holding the page's <h1> and MIN_INTRO_PROSE
 * characters of prose, and no <nav>, <form> or <header>.
 */
export function isTitleBlock(element: Element, stats: Map<Element, ElementStats>): boolean {
  if (element.name === "header" || !hasHeaderClass(element)) return false;
  const elementStats = stats.get(element);
  if (elementStats === undefined || elementStats.proseChars < MIN_INTRO_PROSE) return false;
  return hasDescendant(element, TITLE_TAGS) && !hasDescendant(element, SITE_HEADER_TAGS);
}
