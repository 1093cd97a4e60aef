// Remembers what a rule said about a class/id pair: pages repeat the same class names on hundreds of elements,
// and every reading of a page asks again, so each distinct pair is read word by word once.
import type { Element } from "domhandler";

/** Distinct class/id pairs remembered per rule before the memory starts afresh (bounds a long crawl's memory). */
const MAX_PAIRS = 20_000;

/**
 * Wraps a rule that depends only on an element's `class` and `id` attributes so that it runs once per distinct
 * pair of values. Elements with neither attribute are passed through uncached.
 */
export function memoizeByClassAndId(rule: (element: Element) => boolean): (element: Element) => boolean {
  // Most elements have a class and no id: those are looked up by their class alone.
  let byClass = new Map<string, boolean>();
  let byIdAndClass = new Map<string, Map<string | undefined, boolean>>();
  let size = 0;
  return (element) => {
    const { class: className, id } = element.attribs;
    if (id === undefined) {
      if (className === undefined) return rule(element);
      const known = byClass.get(className);
      if (known !== undefined) return known;
    } else {
      const known = byIdAndClass.get(id)?.get(className);
      if (known !== undefined) return known;
    }
    const verdict = rule(element);
    if (size >= MAX_PAIRS) {
      byClass = new Map();
      byIdAndClass = new Map();
      size = 0;
    }
    if (id === undefined) {
      byClass.set(className as string, verdict);
    } else {
      let byClassOfId = byIdAndClass.get(id);
      if (!byClassOfId) {
        byClassOfId = new Map();
        byIdAndClass.set(id, byClassOfId);
      }
      byClassOfId.set(className, verdict);
    }
    size++;
    return verdict;
  };
}
