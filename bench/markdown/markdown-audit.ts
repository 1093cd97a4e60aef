// Reads one page's Markdown back with a real CommonMark/GFM parser (`marked`, as the UI renders it) and compares it
// with the same page's plain text: the words a reader gets, page text the parser took for syntax or raw HTML, and
// structure a parser reads otherwise than the renderer meant.
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { marked, type Token, type Tokens } from "marked";

/** Tokens the renderer never writes itself: when the parser finds one, page text was read as syntax. */
export const SYNTAX_TOKENS = ["em", "strong", "codespan", "link", "image", "del", "html"] as const;
export type SyntaxToken = (typeof SYNTAX_TOKENS)[number];

/** Block structure a parser reads otherwise than the renderer meant. */
export const STRUCTURE_FAULTS = [
  /** A line of text underlined by a bare "-" or "=" line became a heading. */
  "setextHeading",
  /** A list marker alone on its line. */
  "emptyItem",
  /** Lines indented 4+ spaces read as code. */
  "indentedCode",
  /** A "#" line without text ("###" alone, or a heading whose text went to the next line). */
  "emptyHeading",
  /** A table row with another cell count than its header. */
  "tableCells",
  /** A fenced code block that runs to the end of the text: its closing fence is missing. */
  "unclosedFence",
] as const;
export type StructureFault = (typeof STRUCTURE_FAULTS)[number];

export interface PageAudit {
  /** `\w+` words of the plain text the parsed Markdown lacks, with how many times each. */
  wordsLost: Record<string, number>;
  /** Words of the parsed Markdown the plain text lacks. */
  wordsGained: Record<string, number>;
  /** Page text read as syntax, by token type. */
  syntax: Partial<Record<SyntaxToken, number>>;
  structure: Partial<Record<StructureFault, number>>;
  /** Bare web and e-mail addresses GFM links by itself: counted, not a fault (their text is unchanged). */
  autolinks: number;
}

/** Audits `markdown` against `text`, both extracted from one page. */
export function auditMarkdown(text: string, markdown: string): PageAudit {
  const syntax: PageAudit["syntax"] = {};
  const structure: PageAudit["structure"] = {};
  let autolinks = 0;
  const count = <K extends string>(record: Partial<Record<K, number>>, key: K) => {
    record[key] = (record[key] ?? 0) + 1;
  };
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      // A GFM autolink literal's raw text is the address itself; ours would start with "[" or "<".
      if (token.type === "link" && !/^[[<]/.test(token.raw)) autolinks++;
      else if ((SYNTAX_TOKENS as readonly string[]).includes(token.type) && !isLineBreakHtml(token)) {
        count(syntax, token.type as SyntaxToken);
      }
      if (token.type === "heading") {
        const heading = token as Tokens.Heading;
        // An ATX heading may be indented up to 3 spaces (a list item's later line whose marker line a filter left
        // out); a setext one's raw text opens with its text.
        if (!/^ {0,3}#/.test(heading.raw)) count(structure, "setextHeading");
        else if (heading.text.trim() === "") count(structure, "emptyHeading");
      }
      if (token.type === "list" && (token as Tokens.List).items.some((item) => item.text.trim() === "")) {
        count(structure, "emptyItem");
      }
      if (token.type === "code" && (token as Tokens.Code).codeBlockStyle === "indented") {
        count(structure, "indentedCode");
      } else if (token.type === "code" && !isClosedFence(token.raw)) count(structure, "unclosedFence");
      if (token.type === "table") {
        const table = token as Tokens.Table;
        if (table.rows.some((row) => row.length !== table.header.length)) count(structure, "tableCells");
        for (const cell of table.header) walk(cell.tokens);
        for (const row of table.rows) for (const cell of row) walk(cell.tokens);
      }
      if (token.type === "list") for (const item of (token as Tokens.List).items) walk(item.tokens);
      else if ("tokens" in token && token.tokens) walk(token.tokens);
    }
  };
  walk(marked.lexer(markdown));
  const textWords = wordBag(text);
  const markdownWords = wordBag(renderedText(markdown));
  return {
    wordsLost: surplus(textWords, markdownWords),
    wordsGained: surplus(markdownWords, textWords),
    syntax,
    structure,
    autolinks,
  };
}

/** A fenced code block's raw text ends with a fence of its opening fence's character, at least as long. */
function isClosedFence(raw: string): boolean {
  const lines = raw.trimEnd().split("\n");
  const opening = /^ {0,3}(`{3,}|~{3,})/.exec(lines[0] ?? "")?.[1];
  if (opening === undefined || lines.length < 2) return false;
  const closing = (lines[lines.length - 1] as string).trim();
  return closing.length >= opening.length && closing === (opening[0] as string).repeat(closing.length);
}

/** The renderer writes "<br>" itself inside a table cell (a cell is one line in GFM). */
function isLineBreakHtml(token: Token): boolean {
  return token.type === "html" && /^<br>$/i.test(token.raw.trim());
}

/** What a reader of the rendered Markdown sees: marked's HTML as text, its line breaks kept apart. */
function renderedText(markdown: string): string {
  const html = (marked.parse(markdown, { async: false }) as string).replace(/<br\s*\/?>/gi, "\n");
  return textContent(parseDocument(html, { decodeEntities: true }));
}

function wordBag(text: string): Map<string, number> {
  const bag = new Map<string, number>();
  for (const word of text.match(/\w+/g) ?? []) bag.set(word, (bag.get(word) ?? 0) + 1);
  return bag;
}

/** The words `a` has more often than `b`, with how many more. */
function surplus(a: Map<string, number>, b: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [word, times] of a) {
    const more = times - (b.get(word) ?? 0);
    if (more > 0) out[word] = more;
  }
  return out;
}
