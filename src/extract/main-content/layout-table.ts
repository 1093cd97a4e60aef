// Tells data tables (rendered as rows of cells) from layout tables (cells holding paragraphs, lists or other
// tables: a page laid out with <table>, rendered as ordinary blocks).
import type { Element } from "domhandler";

export const CELL_TAGS = new Set(["td", "th"]);
// Inside a table cell, any of these makes the table a layout table, rendered as ordinary blocks.
const LAYOUT_MARKERS = new Set([
  "p",
  "div",
  "table",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
]);

export function hasPreviousCell(cell: Element): boolean {
  for (let sibling = cell.prev; sibling; sibling = sibling.prev) {
    if (sibling.type === "tag" && CELL_TAGS.has((sibling as Element).name)) return true;
  }
  return false;
}

/** A table whose cells hold paragraphs, lists or tables lays out a page; its cells are not data. */
export function isInLayoutTable(cell: Element, cache: Map<Element, boolean>): boolean {
  let table = cell.parent;
  while (table && !(table.type === "tag" && (table as Element).name === "table")) table = table.parent;
  if (!table) return false;
  const tableElement = table as Element;
  const known = cache.get(tableElement);
  if (known !== undefined) return known;
  const isLayout = containsLayoutMarker(tableElement);
  cache.set(tableElement, isLayout);
  return isLayout;
}

function containsLayoutMarker(table: Element): boolean {
  const stack: Element[] = [table];
  while (stack.length > 0) {
    const element = stack.pop() as Element;
    for (const child of element.children) {
      if (child.type !== "tag") continue;
      const childElement = child as Element;
      if (LAYOUT_MARKERS.has(childElement.name)) return true;
      stack.push(childElement);
    }
  }
  return false;
}
