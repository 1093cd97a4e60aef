// The figures of one reading of a page, per element: a Map to its readers, an array read by the element's number
// inside (see numbered-element.ts). Each reading measures every element, and the rules then ask about each many
// times: a Map hashed each element and grew its table step by step; the array costs one slot per element.
import type { Element } from "domhandler";
import { elementNumber } from "../numbered-element.js";
import type { ElementStats } from "./analyse-tree.js";

export class ElementStatsTable implements Map<Element, ElementStats> {
  /** The number of the table's root: figures are kept from its slot on. */
  private readonly base: number;
  /** Figures by element number less `base` (undefined: not measured), one slot per element under the root. */
  private readonly byNumber: (ElementStats | undefined)[];
  /** Figures of elements without a slot (not parsed by parseHtml, or moved in from elsewhere in the page). */
  private unnumbered: Map<Element, ElementStats> | undefined;
  /** The elements measured, in the order their figures were set (a Map's order). */
  private readonly elements: Element[] = [];

  readonly [Symbol.toStringTag] = "ElementStatsTable";

  /** A table for the figures of `root` and the elements under it (any element can be given, at a small cost). */
  constructor(root?: Element) {
    const base = root === undefined ? undefined : elementNumber(root);
    this.base = base ?? 0;
    // Elements are numbered in document order: the root's last descendant has the largest number under it.
    this.byNumber = base === undefined ? [] : emptySlots(lastNumber(root as Element) - base + 1);
  }

  get size(): number {
    return this.elements.length;
  }

  get(element: Element): ElementStats | undefined {
    const slot = this.slot(element);
    return slot === -1 ? this.unnumbered?.get(element) : this.byNumber[slot];
  }

  has(element: Element): boolean {
    return this.get(element) !== undefined;
  }

  set(element: Element, stats: ElementStats): this {
    const slot = this.slot(element);
    if (slot === -1) {
      this.unnumbered ??= new Map();
      if (!this.unnumbered.has(element)) this.elements.push(element);
      this.unnumbered.set(element, stats);
      return this;
    }
    if (this.byNumber[slot] === undefined) this.elements.push(element);
    this.byNumber[slot] = stats;
    return this;
  }

  /** The element's slot in `byNumber`, -1 when it has none. */
  private slot(element: Element): number {
    const number = elementNumber(element);
    if (number === undefined) return -1;
    const slot = number - this.base;
    return slot >= 0 && slot < this.byNumber.length ? slot : -1;
  }

  delete(element: Element): boolean {
    if (!this.has(element)) return false;
    const slot = this.slot(element);
    if (slot === -1) this.unnumbered?.delete(element);
    else this.byNumber[slot] = undefined;
    this.elements.splice(this.elements.indexOf(element), 1);
    return true;
  }

  clear(): void {
    this.byNumber.fill(undefined);
    this.unnumbered = undefined;
    this.elements.length = 0;
  }

  keys(): MapIterator<Element> {
    return this.elements.values();
  }

  values(): MapIterator<ElementStats> {
    return this.elements.map((element) => this.get(element) as ElementStats).values();
  }

  entries(): MapIterator<[Element, ElementStats]> {
    return this.elements
      .map((element): [Element, ElementStats] => [element, this.get(element) as ElementStats])
      .values();
  }

  [Symbol.iterator](): MapIterator<[Element, ElementStats]> {
    return this.entries();
  }

  forEach(
    callback: (stats: ElementStats, element: Element, table: Map<Element, ElementStats>) => void,
    thisArg?: unknown,
  ): void {
    for (const element of this.elements.slice())
      callback.call(thisArg, this.get(element) as ElementStats, element, this);
  }
}

/** The number of the last element under `root` in document order (the root's own when it has no child element). */
function lastNumber(root: Element): number {
  let last = root;
  for (;;) {
    const children = last.children;
    let index = children.length - 1;
    while (index >= 0 && elementNumber(children[index] as Element) === undefined) index--;
    if (index < 0) return elementNumber(last) as number;
    last = children[index] as Element;
  }
}

/** Above this length `new Array(length)` makes a dictionary, not an array: a page that large fills its slots one by one. */
const MAX_PRESIZED = 50_000;

function emptySlots(length: number): undefined[] {
  if (length <= MAX_PRESIZED) return new Array(length);
  const slots: undefined[] = [];
  for (let index = 0; index < length; index++) slots.push(undefined);
  return slots;
}
