// The renderer sets a block inside a list item apart by blank lines, as the plain text does (render-markdown.ts), so
// the filters that compare blocks read the same blocks in both formats; once they have run, the blank line between
// two list item lines goes (a quote's ">" one between two of its item lines too), and a list whose items hold
// paragraphs or a nested list reads as a tight list again ("1. Open\n2. Create a key\n   - name it").

/** A line the renderer starts with a list marker, after its quote marks (the page's own "- " is escaped: "\- "). */
const ITEM_LINE = /^[ \t]*(?:-|\d+\.)(?:[ \t]|$)/;
/** A blank line (or a quote's ">") before an item line, the cheap test before the lines are read one by one. */
const BLANK_BEFORE_ITEM = /\n(?:[ \t]*>)*[ \t]*\n(?:[ \t]*>)*[ \t]*(?:-|\d+\.)[ \t]/;
/** A line's quote marks, each after the indent of the list item that holds the quote ("   > "). */
const QUOTE_MARKS = /^(?:[ \t]*>)*/;
const FENCE = /^[ \t]*```/;

/** `markdown` without the blank lines between two list item lines of one quote depth (outside code blocks). */
export function withTightLists(markdown: string): string {
  if (!BLANK_BEFORE_ITEM.test(markdown)) return markdown;
  const lines = markdown.split("\n");
  const kept: string[] = [];
  let inCode = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (FENCE.test(line)) inCode = !inCode;
    if (!inCode && index > 0 && isBlankBetweenItems(line, lines[index - 1] as string, lines[index + 1]))
      continue;
    kept.push(line);
  }
  return kept.join("\n");
}

function isBlankBetweenItems(line: string, before: string, after: string | undefined): boolean {
  const depth = quoteDepth(line);
  if (line.slice(QUOTE_MARKS.exec(line)?.[0].length ?? 0).trim() !== "" || after === undefined) return false;
  return [before, after].every(
    (neighbour) =>
      quoteDepth(neighbour) === depth &&
      ITEM_LINE.test(neighbour.slice(QUOTE_MARKS.exec(neighbour)?.[0].length ?? 0)),
  );
}

function quoteDepth(line: string): number {
  let depth = 0;
  for (const char of QUOTE_MARKS.exec(line)?.[0] ?? "") if (char === ">") depth++;
  return depth;
}
