// Leaves out the bare heading of a page's own table of contents: "Table of contents", "Contents:", "On this page",
// "Jump to", "In this article" (with a "show" / "hide" toggle's word, or as a Markdown heading). The heading names
// an in-page menu, not the text, and the benchmark's annotators leave it out (WCXB's dev split: such lines in our
// output are dropped on 31 sites' truths, kept on 4, two of them documentation pages whose content is a table of
// contents). Only the bare line goes here: the menu's entries go with their block when it is named or titled as
// a table of contents (in-page-contents.ts); any list of in-page links, untitled, moves pages both ways (30 sites
// gain and 22 lose, since many truths keep a list of the sections an article begins with).
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

/** The names of a table of contents (also read by in-page-contents.ts for a block's title). */
export const CONTENTS_NAME =
  "(?:table[ \\t]+of[ \\t]+contents|contents|on[ \\t]+this[ \\t]+page|jump[ \\t]+to|in[ \\t]+this[ \\t]+article)";

/** The heading alone, perhaps with a colon, a toggle's word ("[hide]") and Markdown heading or bold marks. */
const CONTENTS_HEADING_LINE = new RegExp(
  `^[ \\t]*(?:#{1,6}[ \\t]+)?(?:\\*\\*)?${CONTENTS_NAME}[ \\t]*:?(?:\\*\\*)?[ \\t]*(?:\\[?(?:show|hide)\\]?)?[ \\t]*$`,
  "i",
);

/** Drops the lines that are only the heading of a table of contents. */
export function withoutContentsHeadings(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, {
    lineBody,
    hint: /contents|on this page|jump to|in this article/i,
    line: CONTENTS_HEADING_LINE,
  });
}
