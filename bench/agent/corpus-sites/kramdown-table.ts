// Tables as kramdown (Jekyll's renderer) reads them, for marked: consecutive lines that start with a pipe are a
// table even without GFM's delimiter row under the first line (kramdown then makes every row a body row). With a
// delimiter row, marked's own GFM table reading stands.
import type { MarkedExtension, Tokens } from "marked";

const TABLE_LINES = /^(?: {0,3}\|[^\n]*(?:\n|$))+/;
const DELIMITER_ROW = /^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

interface KramdownTableToken extends Tokens.Generic {
  type: "kramdownTable";
  raw: string;
  rows: Tokens.Generic[][][];
}

export const kramdownTables: MarkedExtension = {
  extensions: [
    {
      name: "kramdownTable",
      level: "block",
      start(source) {
        return /^ {0,3}\|/m.exec(source)?.index;
      },
      tokenizer(source) {
        const match = TABLE_LINES.exec(source);
        if (!match) return undefined;
        const lines = match[0].split("\n").filter((line) => line.trim() !== "");
        if (lines.some((line) => DELIMITER_ROW.test(line))) return undefined;
        const rows = lines.map((line) => splitCells(line).map((cell) => this.lexer.inlineTokens(cell)));
        return { type: "kramdownTable", raw: match[0], rows } as KramdownTableToken;
      },
      renderer(token) {
        const { rows } = token as KramdownTableToken;
        const body = rows
          .map(
            (cells) =>
              `<tr>${cells.map((cell) => `<td>${this.parser.parseInline(cell)}</td>`).join("")}</tr>`,
          )
          .join("\n");
        return `<table>\n<tbody>\n${body}\n</tbody>\n</table>\n`;
      },
    },
  ],
};

/** A row's cells: the text between unescaped pipes, the outer pipes dropped, each trimmed. */
function splitCells(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}
