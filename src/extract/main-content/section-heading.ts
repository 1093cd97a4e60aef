// Recognises a section's own heading that a class name calls a header ("accordion-header", Divi's
// "et_pb_module_header", "section-header"): a heading titles the block it heads, as a list item's title block
// does (item-header.ts). A page's header is a block around its headline, never an <h2>–<h6> itself.
import type { Element, Node, Text } from "domhandler";
import { hasBoilerplateNameBesidesHeader } from "./boilerplate-rules.js";
import { hasHeaderClass } from "./item-header.js";

const SECTION_HEADING_TAGS = new Set(["h2", "h3", "h4", "h5", "h6"]);

/**
 * An <h2>–<h6> whose class name ends in "header", and whose names say nothing else of furniture ("map-search-header",
 * "sr-only" and "hidden" still do).
 */
export function isNamedSectionHeading(element: Element): boolean {
  return (
    SECTION_HEADING_TAGS.has(element.name) &&
    hasHeaderClass(element) &&
    !hasBoilerplateNameBesidesHeader(element) &&
    !isLinkTitle(element)
  );
}

/** All of the heading's text is one link's (a link preview's or a teaser's title, which names another page). */
function isLinkTitle(element: Element): boolean {
  let link: Element | undefined;
  const stack: Node[] = [...element.children];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.type === "text") {
      if ((node as Text).data.trim() === "") continue;
      let anchor: Element | undefined;
      for (let parent = node.parent; parent && parent !== element; parent = parent.parent) {
        if ((parent as Element).name === "a") anchor = parent as Element;
      }
      if (!anchor || (link && anchor !== link)) return false;
      link = anchor;
    } else if (node.type === "tag") stack.push(...(node as Element).children);
  }
  return link !== undefined;
}
