// A page that says it is an article (its JSON-LD, or its og:type) holds one story: where the subtree with the most
// prose also holds other blocks of prose beside the story's body (the author's bio, teasers of related posts with
// their summaries, a newsletter box), the body is the child that holds nearly all of that prose.
import type { Element } from "domhandler";
import { visibleText } from "../dom-query.js";
import type { ElementStats } from "./analyse-tree.js";
import { HEADING_TAGS } from "./block-tags.js";

/** The root narrows to a child holding at least this share of its prose, … */
const BODY_PROSE_SHARE = 0.8;
/** … unless a block left beside it is headed as an FAQ (the article's own questions, which stay with it). */
const FAQ_HEADING = /\bfaqs?\b|frequently asked/i;

/** The deepest descendant of `root` reached by stepping into the child holding BODY_PROSE_SHARE of the prose. */
export function narrowToProse(root: Element, stats: Map<Element, ElementStats>): Element {
  let node = root;
  for (;;) {
    const prose = stats.get(node)?.proseChars ?? 0;
    if (prose === 0) return node;
    let body: Element | undefined;
    for (const child of node.children) {
      if (child.type !== "tag") continue;
      if ((stats.get(child as Element)?.proseChars ?? 0) >= BODY_PROSE_SHARE * prose) body = child as Element;
    }
    if (!body) return node;
    for (const child of node.children) {
      if (child === body || child.type !== "tag") continue;
      if ((stats.get(child as Element)?.proseChars ?? 0) > 0 && holdsFaqHeading(child as Element))
        return node;
    }
    node = body;
  }
}

function holdsFaqHeading(element: Element): boolean {
  const stack: Element[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Element;
    if (HEADING_TAGS.has(node.name)) {
      if (FAQ_HEADING.test(visibleText([node]))) return true;
      continue;
    }
    for (const child of node.children) if (child.type === "tag") stack.push(child as Element);
  }
  return false;
}
