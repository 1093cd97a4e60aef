// Whether an element holds, at any depth, an element of one of the given tag names.
import type { Element } from "domhandler";

export function hasDescendant(element: Element, names: ReadonlySet<string>): boolean {
  const stack = [...element.children];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type !== "tag") continue;
    if (names.has((node as Element).name)) return true;
    stack.push(...(node as Element).children);
  }
  return false;
}
