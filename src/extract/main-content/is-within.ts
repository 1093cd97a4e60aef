// Whether an element is another one or lies inside it, by walking up its parents.
import type { Element } from "domhandler";

export function isWithin(node: Element, ancestor: Element): boolean {
  for (let current: Element | null = node; current; current = current.parent as Element | null) {
    if (current === ancestor) return true;
  }
  return false;
}
