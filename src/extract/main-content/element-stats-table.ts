// The figures of one reading of a page, per element: a Map to its readers, an array read by the element's number
// inside (see numbered-element.ts). Each reading measures every element, and the rules then ask about each many
// times: a Map hashed each element and grew its table step by step; the array costs one slot per element.
import type { Element } from "domhandler";
import { elementNumber } from "../numbered-element.js";
import type { ElementStats } from "./analyse-tree.js";

export class ElementStatsTable implements Map<Element, ElementStats> {
  /** Figures by element number (undefined: not measured). */
  private readonly byNumber: (ElementStats | undefined)[] = [];
  /** Figures of elements without a number (not parsed by parseHtml). */
  private unnumbered: Map<Element, ElementStats> | undefined;
  /** The elements measured, in the order their figures were set (a Map's order). */
  private readonly elements: Element[] = [];

  readonly [Symbol.toStringTag] = "ElementStatsTable";

  get size(): number {
    return this.elements.length;
  }

  get(element: Element): ElementStats | undefined {
    const number = elementNumber(element);
    if (number === undefined) return this.unnumbered?.get(element);
    return number < this.byNumber.length ? this.byNumber[number] : undefined;
  }

  has(element: Element): boolean {
    return this.get(element) !== undefined;
  }

  set(element: Element, stats: ElementStats): this {
    const number = elementNumber(element);
    if (number === undefined) {
      this.unnumbered ??= new Map();
      if (!this.unnumbered.has(element)) this.elements.push(element);
      this.unnumbered.set(element, stats);
      return this;
    }
    const byNumber = this.byNumber;
    // Filled up to the number, never past the end, so that the array stays packed.
    while (byNumber.length <= number) byNumber.push(undefined);
    if (byNumber[number] === undefined) this.elements.push(element);
    byNumber[number] = stats;
    return this;
  }

  delete(element: Element): boolean {
    if (!this.has(element)) return false;
    const number = elementNumber(element);
    if (number === undefined) this.unnumbered?.delete(element);
    else this.byNumber[number] = undefined;
    this.elements.splice(this.elements.indexOf(element), 1);
    return true;
  }

  clear(): void {
    this.byNumber.length = 0;
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
