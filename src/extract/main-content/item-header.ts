// Recognises the title block of one item in a list (a job, a course, a post) that a class name calls a header
// ("new-listing__header"): a header of the page is furniture, a header of an item is its title.
import type { Element } from "domhandler";
import { classNameWords, withoutModuleHash } from "./class-name-words.js";
import { hasDescendant } from "./has-descendant.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

/** What an item's title block holds: a sub-heading … */
const ITEM_HEADING_TAGS = new Set(["h2", "h3", "h4", "h5", "h6"]);
/** … and never what marks the page's own header: its headline, navigation or search form. */
const PAGE_HEADER_TAGS = new Set(["h1", "nav", "form"]);
/** Elements that are one item of a list of items. */
const ITEM_TAGS = new Set(["li", "article"]);

/**
 * A non-<header> element whose class name ends in "header" ("card-header", "listing__header-title") inside an
 * <li> or <article>, holding an h2–h6 and no h1, <nav> or <form>. (A <header> element gets the same reading in
 * isSectionHeader, find-furniture.ts.)
 */
export function isItemHeader(element: Element): boolean {
  if (element.name === "header" || !hasHeaderClass(element)) return false;
  let inItem = false;
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    if (ITEM_TAGS.has((node as Element).name)) {
      inItem = true;
      break;
    }
  }
  return inItem && hasDescendant(element, ITEM_HEADING_TAGS) && !hasDescendant(element, PAGE_HEADER_TAGS);
}

/**
 * One of the element's class names ends in "header" ("card-header") or in "header-title". Remembered per class/id
 * pair: furniture detection asks it of every element named like furniture, twice (here and in title-block.ts).
 */
export const hasHeaderClass = memoizeByClassAndId((element: Element) => {
  const className = element.attribs.class;
  if (className === undefined) return false;
  for (const name of className.split(/\s+/)) {
    const words = classNameWords(withoutModuleHash(name));
    const last = words[words.length - 1];
    if (last === "header" || (last === "title" && words.includes("header"))) return true;
  }
  return false;
});
