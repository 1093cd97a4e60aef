// Answer Markdown → HTML string, strict by construction: raw HTML is shown as text, images become links (no
// request leaves the page), only http(s)/mailto links survive, and [n] citations become links to source n.
// The result still goes through DOMPurify (render-answer.ts) before it reaches the DOM.
import { Marked, type Tokens } from "marked";

export interface MarkdownToHtmlOptions {
  markdown: string;
  /** Citations [1]..[sourceCount] become links; other bracketed numbers stay text. */
  sourceCount: number;
  /** Fragment id of source n, e.g. "turn-2-source-1". Default: `source-${n}`. */
  sourceId?: (n: number) => string;
}

const CITATION = /^\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?![(:])/;
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

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

function createMarked(sourceCount: number, sourceId: (n: number) => string): Marked {
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
        if (!SAFE_HREF.test(href)) return text;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
        return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}</a>`;
      },
      image({ href, text }) {
        const label = escapeHtml(text || "image");
        if (!SAFE_HREF.test(href)) return label;
        return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${label}</a>`;
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
  const { markdown, sourceCount, sourceId = (n: number) => `source-${n}` } = options;
  return createMarked(sourceCount, sourceId).parse(keepCitationsWithText(markdown, sourceCount)) as string;
}
