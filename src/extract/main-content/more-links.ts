// Leaves out the bare "Learn more" / "Read more" lines: a card's or a section's call to action, a link or button
// whose whole text says only that there is more elsewhere (a list's "See more", "View all", "Show less", "Load
// more" toggles too: dropped on 24 sites of WCXB's dev split, kept on 7, and moving 12 pages up, 3 down). Landing and service pages end every card with one, so
// a page of twelve offerings reads "Learn more" twelve times; the words carry nothing a reader (or the support
// bot) can use, and the benchmark's annotators leave them out. A line that says more ("Learn more about our
// pricing", "Read more reviews") stays, as does a sentence that holds the words. Links render as their text only
// (see render-markdown.ts), so the Markdown loses the same lines, list items and headings too
// (read without their marks, see markdown-line-body.ts).
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

/**
 * The whole line: "Learn more" or "Read more" (or a list's "See more", "View all", "Show less", "Load more"), an
 * ellipsis, an arrow or a plus after it if any.
 */
const MORE_LINE =
  /^[ \t]*(?:(?:learn|read)[ \t]+more|(?:see|view|show|load)[ \t]+(?:more|less|all))[ \t]*(?:\.{3}|…|>|›|»|→|\+)?[ \t]*$/i;

/** Drops the lines that only say "Learn more", "Read more", "See more", "View all" and the like. */
export function withoutMoreLinks(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, {
    lineBody,
    hint: /(?:learn|read|see|view|show|load)[ \t]+(?:more|less|all)/i,
    line: MORE_LINE,
  });
}
