// Leaves out an ad slot's bare label ("Advertisement", "Sponsored"): post templates print it where an ad was cut
// out of the body, the root takes it in, and the benchmark's annotators leave it out (WCXB's dev split: 9 sites
// gain, 1 loses by 0.0003). Only a line that is nothing else goes: "Sponsored by Acme" or a sentence naming an
// advertisement stays.
//
// A line that only dates the page ("Last updated on September 16th, 2023") was measured too (art24: 20 pages up,
// 4 down, +0.019 page-points) and is kept on purpose: when a page was last updated is a fact support questions ask
// about, and the support agent reads this text.
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

const AD_LABEL_LINE = /^[ \t]*(?:advertisements?|sponsored)[ \t]*\.?[ \t]*$/i;

/** Drops the lines that only label an ad slot. */
export function withoutAdLabels(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, { lineBody, hint: /advertisement|sponsored/i, line: AD_LABEL_LINE });
}
