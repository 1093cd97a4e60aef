// Leaves out the bare reading-time estimates of a post or a teaser card: "5 min read", "3 MIN. READ", "6 minute
// read", "Reading time: 8 minutes", "Read time: 14 min". Blogs and news rivers print one under every entry; it
// tells the reader nothing about the post, and the benchmark's annotators leave it out (WCXB's dev split: 13
// sites drop such lines, none keeps them). Only a line that is nothing else goes: "Mar 07, 2026 | 4 min read"
// (a byline with its date) and "30 minutes" alone (a recipe's time) stay.
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

const MINUTES = "\\d+[ \\t]*(?:min|mins|minutes?)\\.?";
const LABEL = "(?:estimated[ \\t]+)?read(?:ing)?[ \\t]+time:?";

/** "5 min read", "Reading time: 8 minutes", or a "Reading time" label alone. */
const READING_TIME_LINE = new RegExp(
  `^[ \\t]*(?:(?:${LABEL}[ \\t]*)?${MINUTES}[ \\t]+read|${LABEL}[ \\t]*${MINUTES}|${LABEL})[ \\t]*$`,
  "i",
);

/** Drops the lines that only give a post's reading time. */
export function withoutReadingTimes(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, { lineBody, hint: /read/i, line: READING_TIME_LINE });
}
