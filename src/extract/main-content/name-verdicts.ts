// Remembers what the name rules said about a class/id pair: pages repeat the same class names on hundreds of
// elements, and every reading of a page asks again, so each distinct pair is read word by word once per rule.
// All rules share one memory, so an element asked by several rules is looked up once per rule in a small array
// rather than once per rule in a large map.
import type { Element } from "domhandler";

/** Distinct class/id pairs remembered before the memory starts afresh (bounds a long crawl's memory). */
const MAX_PAIRS = 20_000;

/** Each rule's verdict on one class/id pair, by the rule's index (undefined: not asked yet). */
type Verdicts = (boolean | undefined)[];

// Most elements have a class and no id: those are looked up by their class alone.
let byClass: Record<string, Verdicts | undefined> = Object.create(null);
let byIdAndClass = new Map<string, Map<string | undefined, Verdicts>>();
let size = 0;
let rules = 0;

/**
 * Wraps a rule that depends only on an element's `class` and `id` attributes so that it runs once per distinct
 * pair of values. Elements with neither attribute are passed through uncached.
 */
export function memoizeByClassAndId(rule: (element: Element) => boolean): (element: Element) => boolean {
  const index = rules++;
  return (element) => {
    const verdicts = verdictsOf(element);
    if (verdicts === undefined) return rule(element);
    const known = verdicts[index];
    if (known !== undefined) return known;
    const verdict = rule(element);
    verdicts[index] = verdict;
    return verdict;
  };
}

/** The remembered verdicts of the element's class/id pair (a fresh entry when new); none without either. */
function verdictsOf(element: Element): Verdicts | undefined {
  const { class: className, id } = element.attribs;
  if (id === undefined) {
    if (className === undefined) return undefined;
    const known = byClass[className];
    if (known !== undefined) return known;
  } else {
    const known = byIdAndClass.get(id)?.get(className);
    if (known !== undefined) return known;
  }
  if (size >= MAX_PAIRS) {
    byClass = Object.create(null);
    byIdAndClass = new Map();
    size = 0;
  }
  const verdicts: Verdicts = [];
  if (id === undefined) {
    byClass[className as string] = verdicts;
  } else {
    let byClassOfId = byIdAndClass.get(id);
    if (!byClassOfId) {
      byClassOfId = new Map();
      byIdAndClass.set(id, byClassOfId);
    }
    byClassOfId.set(className, verdicts);
  }
  size++;
  return verdicts;
}
