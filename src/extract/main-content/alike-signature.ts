// What makes sibling items "built alike" (cards of a list, items of a grid): the same tag and the class names
// they share. A card's own class names are left out: any with a digit (its id "post-4185", its place "item-3",
// a page builder's hash "elementor-element-bd50b6d") and its terms ("category-news", "tag-nasa",
// "format-video"), as WordPress's post_class() and page builders write them.
import type { Element } from "domhandler";

const ITEM_CLASS = /\d|^(?:category|tag|term|format)-/i;

/** The tag and shared class names of an item: equal for items built alike. */
export function alikeSignature(element: Element): string {
  const className = element.attribs.class;
  if (className === undefined) return `${element.name}.`;
  const shared = className
    .split(/\s+/)
    .filter((name) => name !== "" && !ITEM_CLASS.test(name))
    .join(" ");
  return `${element.name}.${shared}`;
}
