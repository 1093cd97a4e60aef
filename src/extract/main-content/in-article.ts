// Whether an element is or sits in an <article>: there, what follows or surrounds it is more often other
// stories (a rail of related posts, a news site's sidebar) than the page's own list.
import type { Element } from "domhandler";

export function isInArticle(element: Element): boolean {
  for (
    let node: Element | null = element;
    node && node.type === "tag";
    node = node.parent as Element | null
  ) {
    if (node.name === "article") return true;
  }
  return false;
}
