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
  let verdicts = new Map<string | undefined, Map<string | undefined, boolean>>();
  let size = 0;
  return (element) => {
    const { class: className, id } = element.attribs;
    if (className === undefined && id === undefined) return rule(element);
    let byId = verdicts.get(className);
    const known = byId?.get(id);
    if (known !== undefined) return known;
    const verdict = rule(element);
    if (size >= MAX_PAIRS) {
      verdicts = new Map();
      byId = undefined;
      size = 0;
    }
    if (!byId) {
      byId = new Map();
      verdicts.set(className, byId);
    }
    byId.set(id, verdict);
    size++;
    return verdict;
  };
}
