// Renders a subtree as Markdown: headings as #…######, list items as "- " or "1. " (nested lists indented; an item's
// content starts on its marker's line, an item without text is left out, a block in an item is set apart by blank
// lines as in the plain text and the list tightened after the filters: tight-lists.ts),
// data tables as pipe tables with a header separator, <pre> as fenced code, blockquotes as "> ", paragraphs
// separated by a blank line. Links keep their text only: URLs are in the page's links, not its content. The page's
// text is escaped where a parser would read it as Markdown or HTML (see markdown-escape.ts); code is not.
import type { Element } from "domhandler";
import { BLOCK_TAGS } from "./block-tags.js";
import { isFootnoteMarkAfterWord } from "./footnote-mark.js";
import { CELL_TAGS, isInLayoutTable } from "./layout-table.js";
import { escapeMarkdownText } from "./markdown-escape.js";
import { RepeatedQuotes } from "./repeated-quote.js";
import { rowSpan, TableRowSpans } from "./table-row-spans.js";
import { TextWriter, type WriterMark } from "./text-writer.js";

export interface RenderMarkdownOptions {
  /** Subtree root to render (its own tag is rendered too). */
  root: Element;
  /** Elements to leave out with everything under them. */
  isSkipped?: (element: Element) => boolean;
}

const LINE_TAGS = new Set(["dt", "dd", "caption", "legend", "summary", "thead", "tbody", "tfoot"]);
const HEADING_LEVEL: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** A line that starts a list item, or the empty line before the first. */
const LIST_ITEM_LINE = /^(?:\s*(?:-|\d+\.)(?: |$)|$)/;

interface Frame {
  element: Element;
  nextChild: number;
  /** What to write when the element closes. */
  close: () => void;
  preformatted: boolean;
}

/** Iterative (an explicit stack), so no nesting depth can overflow the call stack. */
export function renderMarkdown({ root, isSkipped = () => false }: RenderMarkdownOptions): string {
  const writer = new TextWriter(escapeMarkdownText);
  const state: RenderState = {
    writer,
    quotes: new RepeatedQuotes(writer),
    layoutTables: new Map(),
    rowsWritten: new Map(),
    rowSpans: new TableRowSpans(),
  };
  const stack: Frame[] = [];
  const open = (element: Element, preformatted: boolean) => {
    const frame = enter(state, element, preformatted);
    if (frame) stack.push(frame);
  };
  open(root, false);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const { element } = frame;
    if (frame.nextChild >= element.children.length) {
      stack.pop();
      frame.close();
      continue;
    }
    const index = frame.nextChild++;
    const child = element.children[index];
    if (child?.type === "text") {
      if (!frame.preformatted) writer.write(child.data);
      else
        writer.writePreformatted(
          element.name === "pre" && index === 0 ? child.data.replace(/^\r?\n/, "") : child.data,
        );
    } else if (child?.type === "tag") {
      const childElement = child as Element;
      if (!isSkipped(childElement) && !isFootnoteMarkAfterWord(childElement, writer)) {
        open(childElement, frame.preformatted);
      }
    }
  }
  return writer.toString();
}

/** What the renderer keeps while it writes one subtree. */
interface RenderState {
  writer: TextWriter;
  quotes: RepeatedQuotes;
  layoutTables: Map<Element, boolean>;
  /** Data rows already written per <table> (the first one is followed by the header separator), and columns
   * written per <tr>. */
  rowsWritten: Map<Element, number>;
  rowSpans: TableRowSpans;
}

function enter(state: RenderState, element: Element, preformatted: boolean): Frame | undefined {
  const { writer, quotes, layoutTables, rowsWritten, rowSpans } = state;
  const name = element.name;
  const frame = (close: () => void, isPre = preformatted): Frame => ({
    element,
    nextChild: 0,
    close,
    preformatted: isPre,
  });
  if (name === "br") {
    writer.breakLine();
    return undefined;
  }
  if (name === "hr") {
    writer.breakBlock();
    writer.writeMarkup("---");
    writer.breakBlock();
    return undefined;
  }
  const level = HEADING_LEVEL[name];
  // A heading inside a heading is read as a block of it: its text goes on the outer one's line ("# Title").
  if (level !== undefined && !isInHeading(element)) {
    // A list item or quote that opens with a heading holds it on its marker's line ("- ### Name", see breakLine).
    const headingStart = writer.mark();
    writer.breakBlock();
    writer.writePreformatted(`${"#".repeat(level)} `);
    // Its text starts on the marks' line, even inside a block (a <div> in the <h3>): not a bare "###" above it.
    writer.startBlockContent(false);
    const textStart = writer.mark();
    return frame(() => {
      // A heading without text is not written: a bare "###" line is an empty heading to a parser.
      if (writer.mark().parts === textStart.parts) writer.rollback(headingStart);
      else keepClosingHashes(writer, textStart);
      writer.breakBlock();
    });
  }
  if (name === "pre") {
    // A fence on an item's marker line would need the code's lines indented under it.
    writer.breakBlock(true);
    const fenceStart = writer.mark();
    writer.writeMarkup("```");
    writer.breakLine();
    return frame(() => {
      const fence = longerFence(writer, fenceStart);
      writer.breakLine();
      writer.writeMarkup(fence);
      writer.breakBlock();
    }, true);
  }
  if (name === "li") {
    // A heading that opens with a list holds its first item's text on its marks' line ("#### Name"): a marker
    // there would leave a bare "####" above "1. Name", an empty heading to a parser. Later items follow it.
    if (writer.isAtBlockStart() && isInHeading(element)) return frame(() => writer.breakLine());
    const itemStart = writer.mark();
    const marker = listMarker(element);
    // An ordered item numbered other than 1 cannot interrupt a paragraph: after a line of text (an item's second
    // paragraph), it is set apart by a blank line, or it would run on as that text.
    if (!marker.startsWith("1.") && !LIST_ITEM_LINE.test(writer.lastLine())) writer.breakBlock(true);
    // An item opening with a block (<li><p>) is set apart as the plain text sets the block apart (tightened again
    // after the filters, see tight-lists.ts).
    else if (opensWithBlock(element)) writer.breakBlock(true);
    else writer.breakLine(true);
    // An item's content starts after its marker; its later lines (paragraphs, a nested list, code, a quote) get
    // the marker's width of spaces when it closes, so a parser reads them inside the item ("1. A\n\n   B"). A
    // nested item is written at its own list's start and gets its enclosing items' indents as they close.
    writer.writePreformatted(`${marker} `);
    writer.startBlockContent();
    const contentStart = writer.mark();
    return frame(() => {
      // An item left without text is not written: a marker alone on its line would underline the line before
      // as a heading ("-"), or run on as its text ("2.").
      if (writer.isAtBlockStart()) writer.rollback(itemStart);
      else writer.prefixLines(contentStart.parts, " ".repeat(marker.length + 1), "");
      writer.breakLine();
    });
  }
  if (name === "blockquote") {
    const mark = writer.mark();
    writer.breakBlock();
    writer.writePreformatted("> ");
    writer.startBlockContent();
    const contentStart = writer.mark();
    return frame(() => {
      if (writer.isAtBlockStart()) writer.rollback(mark);
      // Each of its lines after the first gets "> " too (">" when blank), so a parser reads its paragraphs, list
      // and breaks as one quote; a nested quote's lines get it again when this one closes ("> > ").
      else writer.prefixLines(contentStart.parts, "> ", ">");
      writer.breakBlock();
      quotes.closeQuote(mark);
      // A quote left out as a repeat still ends a block, as in the plain text (whose mark follows its break).
      if (writer.mark().parts === mark.parts) writer.breakBlock();
    });
  }
  const table = CELL_TAGS.has(name) || name === "tr" ? enclosingTable(element) : undefined;
  // Code cannot keep its lines in a one-line pipe row: a table holding <pre> (a code listing beside its line
  // numbers) is written as blocks, as a layout table is.
  if (table && !layoutTables.has(table) && holdsCode(table)) layoutTables.set(table, true);
  if (table && !isInLayoutTable(firstCell(element) ?? element, layoutTables)) {
    if (name === "tr") {
      rowSpans.startRow(table);
      const rowStart = writer.mark();
      // A row on an item's marker line would leave the table's other rows out of the item.
      writer.breakLine(true);
      writer.writeMarkup("|");
      return frame(() => {
        // The separator has a column for each one the header row wrote (GFM needs as many); a row whose cells
        // were all left out is not written.
        let columns = rowsWritten.get(element) ?? 0;
        if (columns === 0) return writer.rollback(rowStart);
        // Columns after the row's last cell that a cell above still spans get an empty cell too.
        const covered = rowSpans.coveredToEnd(table, columns);
        writer.writeMarkup(" |".repeat(covered));
        columns += covered;
        rowsWritten.set(element, columns);
        const written = (rowsWritten.get(table) ?? 0) + 1;
        rowsWritten.set(table, written);
        if (written === 1) {
          writer.breakLine();
          writer.writeMarkup(`|${" --- |".repeat(columns)}`);
        }
        writer.breakLine();
      });
    }
    // A cell: first an empty cell for each column a cell above still spans (its rowspan), then its text on one
    // line, the pipe that closes it, and an empty cell for each extra column it spans.
    const row = element.parent as Element | null;
    let column = row?.name === "tr" ? (rowsWritten.get(row) ?? 0) : 0;
    while (row?.name === "tr" && rowSpans.isCovered(table, column)) {
      writer.writeMarkup(" |");
      column++;
    }
    if (row?.name === "tr") rowsWritten.set(row, column);
    writer.writeMarkup(" ");
    const start = writer.mark();
    return frame(() => {
      keepCellOnOneLine(writer, start);
      const span = columnSpan(element);
      for (let index = 0; index < span; index++) writer.writeMarkup(" |");
      if (row?.name !== "tr") return;
      rowsWritten.set(row, (rowsWritten.get(row) ?? 0) + span);
      rowSpans.addCell(table, column, span, rowSpan(element));
    });
  }
  if (CELL_TAGS.has(name)) {
    writer.breakLine();
    return frame(() => writer.breakLine());
  }
  if (LINE_TAGS.has(name) || name === "tr") {
    writer.breakLine();
    return frame(() => writer.breakLine());
  }
  if (BLOCK_TAGS.has(name)) {
    // A block is set apart by blank lines, inside a list item too (a loose list, as a parser reads <li><p>): the
    // Markdown's blocks are the plain text's, so the filters that compare blocks (repeated-blocks.ts) drop the
    // same ones in both. Right after a list item's or quote's marker, it stays on the marker's line (see breakLine).
    writer.breakBlock();
    return frame(() => writer.breakBlock());
  }
  writer.elementBoundary();
  return frame(() => writer.elementBoundary());
}

function listMarker(item: Element): string {
  const list = item.parent as Element | null;
  if (list?.name !== "ol") return "-";
  let number = Number.parseInt(list.attribs.start ?? "1", 10) || 1;
  for (let sibling = item.prev; sibling; sibling = sibling.prev) {
    if (sibling.type === "tag" && (sibling as Element).name === "li") number++;
  }
  return `${number}.`;
}

/** The element's first child that is not whitespace is a block element. */
function opensWithBlock(element: Element): boolean {
  for (const child of element.children) {
    if (child.type === "text") {
      if (child.data.trim() !== "") return false;
    } else if (child.type === "tag") return BLOCK_TAGS.has((child as Element).name);
  }
  return false;
}

function isInHeading(element: Element): boolean {
  for (let node = element.parent; node; node = node.parent) {
    if (node.type === "tag" && HEADING_LEVEL[(node as Element).name] !== undefined) return true;
  }
  return false;
}

function enclosingTable(element: Element): Element | undefined {
  for (let node = element.parent; node; node = node.parent) {
    if (node.type === "tag" && (node as Element).name === "table") return node as Element;
  }
  return undefined;
}

function holdsCode(table: Element): boolean {
  const stack: Element[] = [table];
  while (stack.length > 0) {
    for (const child of (stack.pop() as Element).children) {
      if (child.type !== "tag") continue;
      if ((child as Element).name === "pre") return true;
      stack.push(child as Element);
    }
  }
  return false;
}

function firstCell(row: Element): Element | undefined {
  if (CELL_TAGS.has(row.name)) return row;
  return row.children.find(
    (child): child is Element => child.type === "tag" && CELL_TAGS.has((child as Element).name),
  );
}

/** The columns a cell spans: its colspan, 1 to 1000 as in HTML. */
function columnSpan(cell: Element): number {
  return Math.min(1000, Math.max(1, Number.parseInt(cell.attribs.colspan ?? "1", 10) || 1));
}

/** A pipe the escaping left as it is: after no backslash, or after backslashes that escape one another. */
const UNESCAPED_PIPE = /(?<!\\)((?:\\\\)*)\|/g;

/**
 * A pipe-table row is one line (GFM): when a cell's text since `start` holds line breaks (a <br>, a definition
 * list or another block) or pipes, it is written again with each break as "<br>", which GFM renders as a break
 * inside the cell (a space would run the lines together), and each pipe escaped as "\|". The text is escaped
 * already: it is written again as it is.
 */
function keepCellOnOneLine(writer: TextWriter, start: WriterMark): void {
  const text = writer.textBetween(start.parts);
  if (writer.mark().pendingBreak === 0 && !text.includes("\n") && !text.includes("|")) return;
  writer.rollback(start);
  const lines = text.split("\n").map((line) => line.trim());
  writer.writeMarkup(
    lines
      .filter((line) => line !== "")
      .join("<br>")
      .replace(UNESCAPED_PIPE, "$1\\|"),
  );
}

/** Trailing "#"s after a space (or alone, right after the marks' space): what a parser reads as a heading's
 * closing sequence and drops ("## C #", "## #"). */
const CLOSING_HASHES = /(?:^|[ \t])#+[ \t]*$/;

/** A heading whose text since `start` ends in "#"s after a space gets its first one escaped, so a parser keeps
 * them as text ("## Learn C \\#" is read as "Learn C #"). */
function keepClosingHashes(writer: TextWriter, start: WriterMark): void {
  const text = writer.textBetween(start.parts);
  const hashes = CLOSING_HASHES.exec(text);
  if (!hashes) return;
  const at = hashes.index + hashes[0].indexOf("#");
  writer.rollback(start);
  writer.writePreformatted(`${text.slice(0, at)}\\${text.slice(at)}`);
}

/** A line of code that a fence of three backticks would read as its closing fence: a run of three or more. */
const BACKTICK_FENCE_LINE = /^ {0,3}(`{3,})/gm;

/**
 * The fence a code block written since `start` (its opening "```" included) closes with: "```", or one backtick
 * more than the longest run that opens a line of the code (a Markdown snippet's own fences), the opening fence
 * written again as long, so a parser does not end the block at the code's own fence.
 */
function longerFence(writer: TextWriter, start: WriterMark): string {
  const written = writer.textBetween(start.parts);
  const opening = written.indexOf("```");
  const code = written.slice(opening + 3);
  let longest = 0;
  for (const match of code.matchAll(BACKTICK_FENCE_LINE))
    longest = Math.max(longest, (match[1] as string).length);
  if (longest < 3) return "```";
  const fence = "`".repeat(longest + 1);
  writer.rollback(start);
  writer.writePreformatted(`${fence}${code}`);
  return fence;
}
