// Markdown → HTML with marked, as the sites' builds do (GitHub-flavoured; `breaks` for kramdown's hard_wrap;
// `kramdown` for kramdown's HTML blocks and pipe tables, see kramdown-html.ts and kramdown-table.ts).
import { Marked } from "marked";
import { kramdownHtmlBlocks } from "./kramdown-html.js";
import { kramdownTables } from "./kramdown-table.js";

const parsers = new Map<string, Marked>();

export function renderMarkdown(
  markdown: string,
  options: { breaks?: boolean; kramdown?: boolean } = {},
): string {
  const { breaks = false, kramdown = false } = options;
  const key = `${breaks} ${kramdown}`;
  let parser = parsers.get(key);
  if (!parser) {
    parser = new Marked({ gfm: true, breaks, async: false });
    if (kramdown) parser.use(kramdownHtmlBlocks, kramdownTables);
    parsers.set(key, parser);
  }
  return parser.parse(markdown) as string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (character) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[character]};`,
  );
}

/** The plain text of a fragment of HTML, whitespace collapsed (for descriptions and titles). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
