// What makes sibling items "built alike" (cards of a list, items of a grid): the same tag and the class names
// they share. A card's own class names are left out: any with a digit (its id "post-4185", its place "item-3",
// a page builder's hash "elementor-element-bd50b6d") and its terms ("category-news", "tag-nasa",
// "format-video"), as WordPress's post_class() and page builders write them.
import type { Element } from "domhandler";

const ITEM_CLASS = /\d|^(?:category|tag|term|format)-/i;

/** Distinct class attributes remembered before the memory starts afresh (bounds a long crawl's memory). */
const MAX_CLASSES = 20_000;

/** The shared class names of each class attribute read so far: a grid's items repeat theirs. */
let sharedByClass = new Map<string, string>();

/** The tag and shared class names of an item: equal for items built alike. */
export function alikeSignature(element: Element): string {
  const className = element.attribs.class;
  if (className === undefined) return `${element.name}.`;
  let shared = sharedByClass.get(className);
  if (shared === undefined) {
    if (sharedByClass.size >= MAX_CLASSES) sharedByClass = new Map();
    shared = className
      .split(/\s+/)
      .filter((name) => name !== "" && !ITEM_CLASS.test(name))
      .join(" ");
    sharedByClass.set(className, shared);
  }
  return `${element.name}.${shared}`;
}
