// Recognises the page's own footer: a <footer> (or role="contentinfo") outside any article, section or <main>
// that holds no headline, article or <main> of its own. A footer that wraps the page (an unclosed tag, a
// layout that nests everything in it) holds those; a page footer holds the site's links and legal lines,
// which are never the page's content, even on a page whose content a script fills in (the footer then holds
// all the prose there is).
import type { Element } from "domhandler";
import { hasDescendant } from "./has-descendant.js";

/** What a footer wrapping the page's content holds. */
const CONTENT_TAGS = new Set(["main", "article", "h1"]);
/** Where a <footer> is a card's, a post's or a section's footer, not the page's. */
const SECTION_TAGS = new Set(["main", "article", "section", "aside", "nav"]);

export function isPageFooter(element: Element): boolean {
  const isFooter = element.name === "footer" || element.attribs.role?.toLowerCase() === "contentinfo";
  if (!isFooter) return false;
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    const ancestor = node as Element;
    if (SECTION_TAGS.has(ancestor.name) || ancestor.attribs.role?.toLowerCase() === "main") return false;
  }
  return !hasDescendant(element, CONTENT_TAGS);
}
