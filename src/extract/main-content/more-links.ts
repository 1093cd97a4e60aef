// Leaves out the bare "Learn more" / "Read more" lines: a card's or a section's call to action, a link or button
// whose whole text says only that there is more elsewhere; so are a rail's or a section's bare "See all", "View
// all", "See more", "Show more" links (WCXB's dev split: such lines dropped by the truths on 11 sites, kept on 3). Landing and service pages end every card with one, so
// a page of twelve offerings reads "Learn more" twelve times; the words carry nothing a reader (or the support
// bot) can use, and the benchmark's annotators leave them out. A line that says more ("Learn more about our
// pricing", "Read more reviews") stays, as does a sentence that holds the words. Links render as their text only
// (see render-markdown.ts), so the Markdown loses the same lines; list items and headings keep theirs.
import { withoutLines } from "./without-lines.js";

/**
 * The whole line: "Learn more", "Read more", "See / View / Show more" or "See / View / Show all", an ellipsis or an
 * arrow after it if any.
 */
const MORE_LINE =
  /^[ \t]*(?:(?:learn|read)[ \t]+more|(?:see|view|show)[ \t]+(?:more|all))[ \t]*(?:\.{3}|…|>|›|»|→)?[ \t]*$/i;

/** Drops the lines that only say "Learn more", "Read more", "See all" or the like. */
export function withoutMoreLinks(text: string): string {
  return withoutLines(text, { hint: /(?:learn|read|see|view|show)[ \t]+(?:more|all)/i, line: MORE_LINE });
}
