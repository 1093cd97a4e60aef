// Remembers what a rule said about a class/id pair: pages repeat the same class names on hundreds of elements,
// and every reading of a page asks again, so each distinct pair is read word by word once.
import type { Element } from "domhandler";

/** Distinct class/id pairs remembered per rule before the memory starts afresh (bounds a long crawl's memory). */
const MAX_PAIRS = 20_000;

/** Verdicts by attribute value. A prototype-less object, not a Map: V8 looks its keys up several times faster. */
type Verdicts = Record<string, boolean | undefined>;

const newVerdicts = () => Object.create(null) as Verdicts;

/**
 * Wraps a rule that depends only on an element's `class` and `id` attributes so that it runs once per distinct
 * pair of values. Elements with neither attribute are passed through uncached.
 */
export function memoizeByClassAndId(rule: (element: Element) => boolean): (element: Element) => boolean {
  // Most elements have a class and no id: those are looked up by their class alone.
  let byClass = newVerdicts();
  let byIdOnly = newVerdicts();
  let byIdAndClass: Record<string, Verdicts | undefined> = Object.create(null);
  let size = 0;
  return (element) => {
    const { class: className, id } = element.attribs;
    const known =
      id === undefined
        ? className === undefined
          ? undefined
          : byClass[className]
        : className === undefined
          ? byIdOnly[id]
          : byIdAndClass[id]?.[className];
    if (known !== undefined) return known;
    const verdict = rule(element);
    if (className === undefined && id === undefined) return verdict;
    if (size >= MAX_PAIRS) {
      byClass = newVerdicts();
      byIdOnly = newVerdicts();
      byIdAndClass = Object.create(null);
      size = 0;
    }
    if (id === undefined) byClass[className as string] = verdict;
    else if (className === undefined) byIdOnly[id] = verdict;
    else {
      const byClassOfId = byIdAndClass[id] ?? newVerdicts();
      byIdAndClass[id] = byClassOfId;
      byClassOfId[className] = verdict;
    }
    size++;
    return verdict;
  };
}
