// Leaves out a listed item's bare review count: "146 reviews", "(80 reviews)", "1 review", "2,695 customer reviews".
// Shop grids print one under every card; it says nothing about the item, and the benchmark's annotators leave it
// out (WCXB's dev split: 6 sites' truths drop such lines, 1 keeps them). Only a line that is nothing else goes:
// "411 reviews with an average rating of 4.1" and a review's own text stay.
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

/** A count, perhaps in brackets, then "reviews" and nothing else. */
const REVIEW_COUNT_LINE =
  /^[ \t]*\(?[ \t]*\d[\d,.]*[ \t]*k?[ \t]+(?:customer[ \t]+|product[ \t]+)?reviews?[ \t]*\)?[ \t]*$/i;

/** Drops the lines that only count an item's reviews. */
export function withoutReviewCounts(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, { lineBody, hint: /review/i, line: REVIEW_COUNT_LINE });
}
