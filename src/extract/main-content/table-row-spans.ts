// Which columns of a table's current row are taken by a cell of a row above (its rowspan), so a pipe table can
// write an empty cell there and the row's own cells stay under their headers.
import type { Element } from "domhandler";

interface TableSpans {
  /** Per column: rows below the current one still covered from above, as of the current row's start. */
  covered: number[];
  /** Per column: the same, as of the next row's start. */
  next: number[];
}

/** The rows a cell spans: its rowspan, 1 to 65534 as in HTML (0, "to the end of the section", taken as 1). */
export function rowSpan(cell: Element): number {
  return Math.min(65534, Math.max(1, Number.parseInt(cell.attribs.rowspan ?? "1", 10) || 1));
}

export class TableRowSpans {
  private readonly tables = new Map<Element, TableSpans>();

  /** A row of `table` starts: the columns still covered from above move down by one row. */
  startRow(table: Element): void {
    const spans = this.tables.get(table);
    if (!spans) return;
    spans.covered = spans.next;
    spans.next = spans.covered.map((rows) => Math.max(0, rows - 1));
  }

  /** Whether `column` of the current row is taken by a cell of a row above. */
  isCovered(table: Element, column: number): boolean {
    return (this.tables.get(table)?.covered[column] ?? 0) > 0;
  }

  /** Columns from `column` on the current row that a row above still covers, up to the last covered one. */
  coveredToEnd(table: Element, column: number): number {
    const covered = this.tables.get(table)?.covered ?? [];
    let last = column;
    for (let index = column; index < covered.length; index++) if ((covered[index] ?? 0) > 0) last = index + 1;
    return last - column;
  }

  /** A cell at `column` spanning `columns` columns and `rows` rows was written on the current row. */
  addCell(table: Element, column: number, columns: number, rows: number): void {
    if (rows <= 1) return;
    let spans = this.tables.get(table);
    if (!spans) {
      spans = { covered: [], next: [] };
      this.tables.set(table, spans);
    }
    for (let index = column; index < column + columns; index++) {
      spans.next[index] = Math.max(spans.next[index] ?? 0, rows - 1);
    }
  }
}
