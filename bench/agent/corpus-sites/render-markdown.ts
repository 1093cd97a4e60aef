// Markdown → HTML with marked, as the sites' builds do (GitHub-flavoured; `breaks` for kramdown's hard_wrap).
import { Marked } from "marked";

const parsers = new Map<boolean, Marked>();

export function renderMarkdown(markdown: string, options: { breaks?: boolean } = {}): string {
  const breaks = options.breaks ?? false;
  let parser = parsers.get(breaks);
  if (!parser) {
    parser = new Marked({ gfm: true, breaks, async: false });
    parsers.set(breaks, parser);
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
