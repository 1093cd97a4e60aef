// Renders a subtree as structured plain text: headings, paragraphs, list items and table rows on their own
// lines, blocks separated by a blank line, <pre> verbatim between ``` fence lines (so retrieval can keep a code
// block whole; word-based consumers see no change), <br> as a line break, cells joined by " | ".
import type { Element, Text } from "domhandler";
import { BLOCK_TAGS } from "./block-tags.js";
import { isFootnoteMarkAfterWord } from "./footnote-mark.js";
import { CELL_TAGS, hasPreviousCell, isInLayoutTable } from "./layout-table.js";
import { RepeatedQuotes } from "./repeated-quote.js";
import { TextWriter, type WriterMark } from "./text-writer.js";

export interface RenderTextOptions {
  /** Subtree root to render (its own tag is rendered too). */
  root: Element;
  /** Elements to leave out with everything under them. */
  isSkipped?: (element: Element) => boolean;
  /** Start each heading's line with Markdown's "#" marks (one per level), so a reader of the text can tell a
   * heading from a short paragraph. Default false: plain text. */
  markHeadings?: boolean;
  /** Keep each list item on one line even when it holds paragraphs (`<li><p>…</p></li>`), so the items still read
   * as one list rather than as paragraphs of their own (not an item holding a heading: a card). Default false. */
  listItemsOnOneLine?: boolean;
}

const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

// Row groups are lines, not blocks, so a table's header row is not set apart from its body by a blank line.
const LINE_TAGS = new Set([
  "li",
  "dt",
  "dd",
  "tr",
  "thead",
  "tbody",
  "tfoot",
  "caption",
  "legend",
  "summary",
]);

type Layout = "cell" | "line" | "block" | "code" | "inline";

interface Frame {
  element: Element;
  nextChild: number;
  layout: Layout;
  preformatted: boolean;
  /** Where a <blockquote> started in the output. */
  quoteMark?: WriterMark;
}

/** Iterative (an explicit stack), so no nesting depth can overflow the call stack. */
export function renderText({
  root,
  isSkipped = () => false,
  markHeadings = false,
  listItemsOnOneLine = false,
}: RenderTextOptions): string {
  const writer = new TextWriter();
  const quotes = new RepeatedQuotes(writer);
  const layoutTables = new Map<Element, boolean>();
  const stack: Frame[] = [];
  const open = (element: Element, preformatted: boolean) => {
    const frame = enterElement(element, writer, layoutTables, preformatted, listItemsOnOneLine);
    const level = markHeadings && !preformatted ? HEADING_LEVEL[element.name] : undefined;
    if (level !== undefined && hasText(element)) writer.write(`${"#".repeat(level)} `);
    if (frame) stack.push(frame);
  };
  open(root, false);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const { element } = frame;
    if (frame.nextChild >= element.children.length) {
      stack.pop();
      if (frame.layout === "line") writer.breakLine();
      else if (frame.layout === "block") writer.breakBlock();
      else if (frame.layout === "code") closeFence(writer);
      else if (frame.layout === "inline") writer.elementBoundary();
      if (frame.quoteMark) quotes.closeQuote(frame.quoteMark);
      continue;
    }
    const index = frame.nextChild++;
    const child = element.children[index];
    // `type` is a getter (an element's compares its name): read once per node.
    const type = child?.type;
    if (type === "text") {
      const { data } = child as Text;
      if (!frame.preformatted) writer.write(data);
      // As in browsers, a newline right after <pre> is not content.
      else
        writer.writePreformatted(element.name === "pre" && index === 0 ? data.replace(/^\r?\n/, "") : data);
    } else if (type === "tag" || type === "script" || type === "style") {
      const childElement = child as Element;
      if (!isSkipped(childElement) && !isFootnoteMarkAfterWord(childElement, writer)) {
        open(childElement, frame.preformatted);
      }
    }
  }
  return writer.toString();
}

/** Writes what opening `element` means (a break, a cell separator); returns its frame, or none for void elements. */
function enterElement(
  element: Element,
  writer: TextWriter,
  layoutTables: Map<Element, boolean>,
  preformatted: boolean,
  listItemsOnOneLine: boolean,
): Frame | undefined {
  const name = element.name;
  if (name === "br") {
    writer.breakLine();
    return undefined;
  }
  if (name === "hr") {
    writer.breakBlock();
    return undefined;
  }
  let layout: Layout = "inline";
  if (name === "pre" && !preformatted && hasText(element)) layout = "code";
  else if (CELL_TAGS.has(name)) layout = isInLayoutTable(element, layoutTables) ? "line" : "cell";
  else if (LINE_TAGS.has(name)) layout = "line";
  else if (BLOCK_TAGS.has(name) && !(listItemsOnOneLine && isListItemParagraph(element))) layout = "block";
  else if (BLOCK_TAGS.has(name)) {
    // A list item's second paragraph goes on after the first, a space apart.
    writer.writeSeparator(" ");
    return { element, nextChild: 0, layout, preformatted };
  }
  if (layout === "cell") {
    if (hasPreviousCell(element)) writer.writeSeparator(" | ");
  } else if (layout === "line") {
    writer.breakLine();
  } else if (layout === "block") {
    writer.breakBlock();
  } else if (layout === "code") {
    writer.breakBlock();
    writer.writePreformatted("```\n");
  } else {
    writer.elementBoundary();
  }
  const quoteMark = name === "blockquote" ? writer.mark() : undefined;
  return { element, nextChild: 0, layout, preformatted: preformatted || name === "pre", quoteMark };
}

/** Ends a code block: its closing fence on a line of its own (an empty block's fences close on the next line). */
function closeFence(writer: TextWriter): void {
  writer.breakLine();
  writer.write("```");
  writer.breakBlock();
}

/** A paragraph of a list item that holds no heading (a card's heading keeps its paragraph apart from it). */
function isListItemParagraph(element: Element): boolean {
  if (element.name !== "p") return false;
  for (let parent = element.parent; parent && parent.type === "tag"; parent = parent.parent) {
    const ancestor = parent as Element;
    if (ancestor.name === "li") return !hasHeading(ancestor);
  }
  return false;
}

function hasHeading(element: Element): boolean {
  const stack = [...element.children];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type !== "tag") continue;
    if (HEADING_LEVEL[(node as Element).name] !== undefined) return true;
    stack.push(...(node as Element).children);
  }
  return false;
}

function hasText(element: Element): boolean {
  const stack = [...element.children];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type === "text" && node.data.trim() !== "") return true;
    if (node?.type === "tag") stack.push(...(node as Element).children);
  }
  return false;
}
