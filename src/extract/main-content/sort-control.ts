// Recognises a listing's sort control by its class ("sort-by", "product-sort", "collection-sorting",
// "facet-filters__sort"): the ways to order the items ("Sort by:", "Price: Low to High", "Name A-Z", "Newest").
// WCXB's annotators leave them out on every listing or category page that shows them as text but one, where only
// "Sort by:" was kept. Only the class is read: ids are often anchors of headings and options in documentation
// ("sorting-basics", "cmdoption-json-sort-keys"), and a post's term slugs ("tag-sorting") name its topic. A table's
// header cells are never one: data tables mark their sortable columns "sorting" or "sort-asc".
import type { Element } from "domhandler";
import { classNameWords, POST_TERM_SLUG } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

const SORT_WORDS = new Set(["sort", "sorting"]);
const CELL_TAGS = new Set(["th", "td"]);

/** The element is a sort control (a table cell never is). */
export function isSortControl(element: Element): boolean {
  return !CELL_TAGS.has(element.name) && hasSortClass(element);
}

const hasSortClass = memoizeByClassAndId((element: Element) => {
  const className = element.attribs.class;
  if (className === undefined) return false;
  for (const name of className.split(/\s+/)) {
    if (name === "" || POST_TERM_SLUG.test(name)) continue;
    if (classNameWords(name).some((word) => SORT_WORDS.has(word))) return true;
  }
  return false;
});
