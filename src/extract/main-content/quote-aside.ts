// A forum post's quote box built as an <aside> around a <blockquote>: Discourse's `aside.quote` ("name:" above
// the quoted post), XenForo 1's "X said: ↑" box. It is part of the post's text, not a sidebar: the tag alone
// does not make it furniture (its class name still can).
import type { Element } from "domhandler";

/** An <aside> with a <blockquote> among its children. */
export function isQuoteAside(element: Element): boolean {
  return (
    element.name === "aside" &&
    element.children.some((child) => child.type === "tag" && (child as Element).name === "blockquote")
  );
}
