// Small DOM queries that walk with an explicit stack: hostile pages nest elements deeper than the call stack goes.
import { type AnyNode, type Element, isTag, isText, type ParentNode } from "domhandler";

/** Elements whose text is never visible content. */
const NON_TEXT_ELEMENTS = new Set(["script", "style", "template", "noscript"]);

/** Elements that flow inside a line; any other element's text is kept apart from its neighbours by a space. */
const INLINE_ELEMENTS = new Set(
  "abbr b bdi bdo cite code data del dfn em font i ins kbd mark q s samp small span strong sub sup time u var wbr".split(
    " ",
  ),
);

/** Every element under `root` (in tree order, `root` excluded) that passes `test`. */
export function findEvery(test: (element: Element) => boolean, root: ParentNode): Element[] {
  const found: Element[] = [];
  const pending: AnyNode[] = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop() as AnyNode;
    if (!isTag(node)) continue;
    if (test(node)) found.push(node);
    for (let index = node.children.length - 1; index >= 0; index--)
      pending.push(node.children[index] as AnyNode);
  }
  return found;
}

/** The first element under `root` (in tree order, `root` excluded) that passes `test`. */
export function findFirst(test: (element: Element) => boolean, root: ParentNode): Element | undefined {
  const pending: AnyNode[] = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop() as AnyNode;
    if (!isTag(node)) continue;
    if (test(node)) return node;
    for (let index = node.children.length - 1; index >= 0; index--)
      pending.push(node.children[index] as AnyNode);
  }
  return undefined;
}

/**
 * The text a reader sees in `nodes`, whitespace collapsed: scripts, styles and templates left out, and the text
 * of block-level elements (a card link wrapping a heading and a paragraph) kept apart by a space.
 */
export function visibleText(nodes: AnyNode[]): string {
  let text = "";
  const pending: Array<AnyNode | " "> = [...nodes].reverse();
  while (pending.length > 0) {
    const node = pending.pop() as AnyNode | " ";
    if (node === " ") text += " ";
    else if (isText(node)) text += node.data;
    else if (isTag(node) && !NON_TEXT_ELEMENTS.has(node.name)) {
      const spaced = !INLINE_ELEMENTS.has(node.name);
      if (spaced) {
        text += " ";
        pending.push(" ");
      }
      for (let index = node.children.length - 1; index >= 0; index--)
        pending.push(node.children[index] as AnyNode);
    }
  }
  return collapseWhitespace(text);
}

/** Runs of whitespace become one space; the ends are trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
