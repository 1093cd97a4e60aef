// Remembers what the name rules said about a class/id pair: pages repeat the same class names on hundreds of
// elements, and every reading of a page asks again, so each distinct pair is read word by word once per rule.
// All rules share one memory: one lookup of a pair serves every rule, and the rules asked about one element in a
// row (furniture detection asks up to five) find its pair without a lookup.
import type { Element } from "domhandler";

/** Distinct class/id pairs remembered before the memory starts afresh (bounds a long crawl's memory). */
const MAX_PAIRS = 20_000;

/** Rules that can share the memory: each takes one bit of a pair's verdicts. */
const MAX_RULES = 31;

/** What the rules said about one class/id pair: bit `i` of `known` is set once rule `i` has been asked. */
interface PairVerdicts {
  known: number;
  verdicts: number;
}

/** Verdicts by attribute value. A prototype-less object, not a Map: V8 looks its keys up several times faster. */
type VerdictsByValue = Record<string, PairVerdicts | undefined>;

const newVerdicts = () => Object.create(null) as VerdictsByValue;

// Most elements have a class and no id: those are looked up by their class alone.
let byClass = newVerdicts();
let byIdOnly = newVerdicts();
let byIdAndClass: Record<string, VerdictsByValue | undefined> = Object.create(null);
let size = 0;
let rules = 0;

/**
 * The pair last looked up, and the attributes object it was read from: the rules asked about one element in a row
 * find it by that object alone, without reading its `class` and `id` again (a page's attributes objects come in
 * hundreds of shapes, so each read is a slow, megamorphic one). (It keeps one page's HTML alive until the next
 * lookup: the attribute values are slices of it.)
 */
let lastAttribs: Record<string, string> | undefined;
let lastClass: string | undefined;
let lastId: string | undefined;
let lastVerdicts: PairVerdicts | undefined;

/**
 * Wraps a rule that depends only on an element's `class` and `id` attributes so that it runs once per distinct
 * pair of values. Elements with neither attribute are passed through uncached.
 */
export function memoizeByClassAndId(rule: (element: Element) => boolean): (element: Element) => boolean {
  if (rules >= MAX_RULES) throw new Error(`At most ${MAX_RULES} rules can share the class/id memory`);
  const bit = 1 << rules++;
  return (element) => {
    const pair = pairVerdicts(element);
    if (pair === undefined) return rule(element);
    if ((pair.known & bit) !== 0) return (pair.verdicts & bit) !== 0;
    const verdict = rule(element);
    pair.known |= bit;
    if (verdict) pair.verdicts |= bit;
    return verdict;
  };
}

/** The element's pair's verdicts, remembered afresh when unknown; undefined without class and id. */
function pairVerdicts(element: Element): PairVerdicts | undefined {
  const attribs = element.attribs;
  if (attribs === lastAttribs) return lastVerdicts;
  const { class: className, id } = attribs;
  if (className === undefined && id === undefined) return undefined;
  lastAttribs = attribs;
  if (className === lastClass && id === lastId) return lastVerdicts;
  let pair =
    id === undefined
      ? byClass[className as string]
      : className === undefined
        ? byIdOnly[id]
        : byIdAndClass[id]?.[className];
  if (pair === undefined) pair = remember(className, id);
  lastClass = className;
  lastId = id;
  lastVerdicts = pair;
  return pair;
}

function remember(className: string | undefined, id: string | undefined): PairVerdicts {
  if (size >= MAX_PAIRS) {
    byClass = newVerdicts();
    byIdOnly = newVerdicts();
    byIdAndClass = Object.create(null);
    size = 0;
  }
  const pair: PairVerdicts = { known: 0, verdicts: 0 };
  if (id === undefined) byClass[className as string] = pair;
  else if (className === undefined) byIdOnly[id] = pair;
  else {
    const byClassOfId = byIdAndClass[id] ?? newVerdicts();
    byIdAndClass[id] = byClassOfId;
    byClassOfId[className] = pair;
  }
  size++;
  return pair;
}
