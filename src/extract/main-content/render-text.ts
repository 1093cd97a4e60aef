// Renders a subtree as structured plain text: headings, paragraphs, list items and table rows on their own
// lines, blocks separated by a blank line, <pre> verbatim, <br> as a line break, cells joined by " | ".
import type { Element } from "domhandler";
import { BLOCK_TAGS } from "./block-tags.js";
import { TextWriter } from "./text-writer.js";

export interface RenderTextOptions {
  /** Subtree root to render (its own tag is rendered too). */
  root: Element;
  /** Elements to leave out with everything under them. */
  isSkipped?: (element: Element) => boolean;
}

const LINE_TAGS = new Set(["li", "dt", "dd", "tr", "caption", "legend", "summary"]);
const CELL_TAGS = new Set(["td", "th"]);
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

export function renderText({ root, isSkipped = () => false }: RenderTextOptions): string {
  const writer = new TextWriter();
  const layoutTables = new Map<Element, boolean>();
  renderElement(root, { writer, isSkipped, layoutTables, preformatted: false });
  return writer.toString();
}

interface RenderContext {
  writer: TextWriter;
  isSkipped: (element: Element) => boolean;
  layoutTables: Map<Element, boolean>;
  preformatted: boolean;
}

function renderElement(element: Element, context: RenderContext): void {
  const { writer } = context;
  const name = element.name;
  if (name === "br") {
    writer.breakLine();
    return;
  }
  if (name === "hr") {
    writer.breakBlock();
    return;
  }
  const isCell = CELL_TAGS.has(name) && !isInLayoutTable(element, context.layoutTables);
  const isLine = LINE_TAGS.has(name) || (CELL_TAGS.has(name) && !isCell);
  const isBlock = !isCell && !isLine && BLOCK_TAGS.has(name);
  if (isCell) {
    if (hasPreviousCell(element)) writer.writeSeparator(" | ");
  } else if (isLine) {
    writer.breakLine();
  } else if (isBlock) {
    writer.breakBlock();
  }
  const childContext = name === "pre" ? { ...context, preformatted: true } : context;
  for (const child of element.children) {
    if (child.type === "text") {
      if (!childContext.preformatted) writer.write(child.data);
      // As in browsers, a newline right after <pre> is not content.
      else
        writer.writePreformatted(
          name === "pre" && child === element.children[0] ? child.data.replace(/^\r?\n/, "") : child.data,
        );
    } else if (child.type === "tag" || child.type === "script" || child.type === "style") {
      const childElement = child as Element;
      if (!context.isSkipped(childElement)) renderElement(childElement, childContext);
    }
  }
  if (isLine) writer.breakLine();
  else if (isBlock) writer.breakBlock();
}

function hasPreviousCell(cell: Element): boolean {
  for (let sibling = cell.prev; sibling; sibling = sibling.prev) {
    if (sibling.type === "tag" && CELL_TAGS.has((sibling as Element).name)) return true;
  }
  return false;
}

/** A table whose cells hold paragraphs, lists or tables lays out a page; its cells are not data. */
function isInLayoutTable(cell: Element, cache: Map<Element, boolean>): boolean {
  let table = cell.parent;
  while (table && !(table.type === "tag" && (table as Element).name === "table")) table = table.parent;
  if (!table) return false;
  const tableElement = table as Element;
  const known = cache.get(tableElement);
  if (known !== undefined) return known;
  const isLayout = containsLayoutMarker(tableElement, true);
  cache.set(tableElement, isLayout);
  return isLayout;
}

function containsLayoutMarker(element: Element, isRoot: boolean): boolean {
  for (const child of element.children) {
    if (child.type !== "tag") continue;
    const childElement = child as Element;
    if (!isRoot && LAYOUT_MARKERS.has(childElement.name)) return true;
    if (containsLayoutMarker(childElement, false)) return true;
  }
  return false;
}
