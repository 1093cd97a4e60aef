import type { Element } from "domhandler";
import { getElementsByTagName } from "domutils";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { elementNumber } from "../numbered-element.js";
import { parseHtml } from "../parse-html.js";
import type { ElementStats } from "./analyse-tree.js";
import { ElementStatsTable } from "./element-stats-table.js";

const HTML = "<body><div id=a><p id=b>One</p><p id=c>Two</p></div><ul id=d><li id=e>Three</li></ul></body>";

const stats = (chars: number): ElementStats => ({
  chars,
  linkChars: 0,
  score: 0,
  proseChars: 0,
  proseBlocks: 0,
});

/** The elements of a parse, in document order, the body's descendants only. */
function elementsOf(document: ReturnType<typeof parseHtml>): Element[] {
  const [body] = getElementsByTagName("body", document.children);
  return getElementsByTagName(() => true, (body as Element).children);
}

describe("parseHtml's element numbers", () => {
  it("numbers a document's elements in document order, from 0", () => {
    const document = parseHtml(HTML);
    const all = getElementsByTagName(() => true, document.children);
    expect(all.map((element) => elementNumber(element))).toEqual(all.map((_, index) => index));
  });

  it("leaves elements of another parser unnumbered", () => {
    const [element] = elementsOf(parseDocument(HTML));
    expect(elementNumber(element as Element)).toBeUndefined();
  });
});

describe("ElementStatsTable", () => {
  // A table reads as a Map of the same entries would, for numbered and unnumbered elements alike.
  for (const [label, parse] of [
    ["numbered", parseHtml],
    ["unnumbered", parseDocument],
  ] as const) {
    it(`answers as a Map would, in the order the figures were set (${label} elements)`, () => {
      const elements = elementsOf(parse(HTML));
      const table = new ElementStatsTable();
      const map = new Map<Element, ElementStats>();
      // A walk's order: children before their parent.
      for (const index of [1, 2, 0, 4, 3]) {
        const element = elements[index] as Element;
        const figures = stats(index);
        table.set(element, figures);
        map.set(element, figures);
      }
      // Setting a known element again keeps its place.
      const again = stats(20);
      table.set(elements[2] as Element, again);
      map.set(elements[2] as Element, again);
      expect([...table.keys()]).toEqual([...map.keys()]);
      expect([...table.entries()]).toEqual([...map.entries()]);
      expect([...table]).toEqual([...map]);
      expect([...table.values()]).toEqual([...map.values()]);
      expect(table.size).toBe(map.size);
      for (const element of elements) {
        expect(table.get(element)).toBe(map.get(element));
        expect(table.has(element)).toBe(true);
      }
      expect(table.delete(elements[0] as Element)).toBe(true);
      expect(table.delete(elements[0] as Element)).toBe(false);
      expect(table.has(elements[0] as Element)).toBe(false);
      expect(table.size).toBe(4);
      table.clear();
      expect(table.size).toBe(0);
      expect(table.get(elements[1] as Element)).toBeUndefined();
    });
  }

  it("keeps the figures of elements outside its root's numbers too (an element moved in from elsewhere)", () => {
    const elements = elementsOf(parseHtml(HTML));
    const [div, , , list] = elements as [Element, Element, Element, Element];
    // Slots for the <div> and its two paragraphs; the <ul> after it has none.
    const table = new ElementStatsTable(div);
    const figures = stats(1);
    table.set(list, figures);
    table.set(div, stats(2));
    expect(table.get(list)).toBe(figures);
    expect([...table.keys()]).toEqual([list, div]);
    expect(table.delete(list)).toBe(true);
    expect(table.has(list)).toBe(false);
  });

  it("knows nothing of an element it was not given", () => {
    const elements = elementsOf(parseHtml(HTML));
    const table = new ElementStatsTable();
    table.set(elements[0] as Element, stats(1));
    expect(table.get(elements[4] as Element)).toBeUndefined();
    expect(table.has(elements[1] as Element)).toBe(false);
  });
});
