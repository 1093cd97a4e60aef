// Finds the page furniture to leave out: elements that are furniture by tag, ARIA role or class/id, and
// lists of teaser cards; a furniture-looking element that holds the article itself is kept.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { hasBoilerplateName, hasContentName, isBoilerplateByStructure } from "./boilerplate-rules.js";
import { isCardList } from "./card-list.js";

/** A furniture-looking element still stays when it holds at least this share of the page's prose. */
const GUARD_PROSE_SHARE = 0.4;

/** Elements that are furniture by tag, role or class/id, except those that hold the article. */
export function findFurniture(body: Element, stats: Map<Element, ElementStats>): Set<Element> {
  const totalProse = stats.get(body)?.proseChars ?? 0;
  const holdsContentMarker = new Set<Element>();
  for (const element of stats.keys()) {
    if (element.name === "article" || element.name === "main" || hasContentName(element)) {
      for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
        if (holdsContentMarker.has(node as Element)) break;
        holdsContentMarker.add(node as Element);
      }
    }
  }
  const excluded = new Set<Element>();
  for (const [element, elementStats] of stats) {
    if (element === body) continue;
    if (isCardList(element, stats)) {
      excluded.add(element);
      continue;
    }
    const structural = isBoilerplateByStructure(element);
    if (!structural && !hasBoilerplateName(element)) continue;
    const holdsArticle =
      holdsContentMarker.has(element) || elementStats.proseChars >= GUARD_PROSE_SHARE * totalProse;
    // Navigation, asides and captions are never the article, whatever they hold; a header, footer, form or
    // class name can wrap the whole page (ASP.NET forms, "has-sidebar" layouts).
    if (
      element.name === "nav" ||
      element.name === "aside" ||
      element.name === "figcaption" ||
      !holdsArticle
    ) {
      excluded.add(element);
    }
  }
  return excluded;
}
