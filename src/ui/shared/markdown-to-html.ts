// Answer Markdown → HTML string, strict by construction: raw HTML is shown as text, images become their alt text
// (no request leaves the page), a link survives only when it points at one of the answer's sources (page text
// quoted into an answer must not plant a link), and [n] citations become links to source n.
// The result still goes through DOMPurify (render-answer.ts) before it reaches the DOM.
import { Marked, type Tokens } from "marked";

export interface MarkdownToHtmlOptions {
  markdown: string;
  /** Citations [1]..[sourceCount] become links; other bracketed numbers stay text. */
  sourceCount: number;
  /** Fragment id of source n, e.g. "turn-2-source-1". Default: `source-${n}`. */
  sourceId?: (n: number) => string;
  /** The answer's source URLs: the only links, besides citations, that stay links. Default none. */
  sourceUrls?: readonly string[];
}

/** "https://shop.test/a/" and "https://shop.test/a" are one page. */
function pageKey(url: string): string {
  return url.replace(/\/+$/, "").toLowerCase();
}

/** Whether `href` is one of `sourceUrls` (an http(s) URL, so never a script). */
export function isSourceHref(href: string, sourceUrls: readonly string[]): boolean {
  return SAFE_HREF.test(href) && sourceUrls.some((url) => pageKey(url) === pageKey(href));
}

const CITATION = /^\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?![(:])/;
const SAFE_HREF = /^https?:\/\//i;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

interface CitationToken extends Tokens.Generic {
  type: "citation";
  numbers: number[];
}

function createMarked(
  sourceCount: number,
  sourceId: (n: number) => string,
  sourceUrls: readonly string[],
): Marked {
  return new Marked({
    async: false,
    gfm: true,
    extensions: [
      {
        name: "citation",
        level: "inline",
        start: (source: string) => source.match(/\[\d/)?.index,
        tokenizer(source: string): CitationToken | undefined {
          const match = CITATION.exec(source);
          if (!match?.[1]) return undefined;
          const numbers = match[1].split(",").map((part) => Number(part.trim()));
          if (!numbers.every((n) => n >= 1 && n <= sourceCount)) return undefined;
          return { type: "citation", raw: match[0], numbers };
        },
        renderer(token) {
          return (token as CitationToken).numbers
            .map(
              (n) =>
                `<a class="citation" href="#${escapeHtml(sourceId(n))}" data-source="${n}" aria-label="Source ${n}">${n}</a>`,
            )
            .join("");
        },
      },
    ],
    renderer: {
      html: ({ text }) => escapeHtml(text),
      heading({ tokens, depth }) {
        // The page owns h1/h2; an answer's headings start at h3.
        const level = Math.min(depth + 2, 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }) {
        const text = this.parser.parseInline(tokens);
        if (!isSourceHref(href, sourceUrls)) return text;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
        return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}</a>`;
      },
      image({ text }) {
        return escapeHtml(text);
      },
    },
  });
}

/** "returns. [1]" → "returns.\u00a0[1]": a citation never wraps onto a line of its own. */
function keepCitationsWithText(markdown: string, sourceCount: number): string {
  return markdown.replace(/[ \t]+(\[(\d{1,3})\])/g, (whole, citation: string, digits: string) => {
    const n = Number(digits);
    return n >= 1 && n <= sourceCount ? `\u00a0${citation}` : whole;
  });
}

export function markdownToHtml(options: MarkdownToHtmlOptions): string {
  const { markdown, sourceCount, sourceId = (n: number) => `source-${n}`, sourceUrls = [] } = options;
  return createMarked(sourceCount, sourceId, sourceUrls).parse(
    keepCitationsWithText(markdown, sourceCount),
  ) as string;
}
