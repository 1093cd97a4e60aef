// Leaves out the page's stamps about a text rather than the text: a line that only dates it ("Last updated on
// September 16th, 2023", "Published on: February 14, 2025"), only gives its reading time ("12 min read",
// "Reading Time: 11 minutes") or only labels an ad slot ("Advertisement", "Sponsored"). Post templates print
// them beside the title or at the end of the body, where the root takes them in; the benchmark's annotators
// leave them out on articles of many sites. A date stamp under every entry of a list or river (five or more) stays:
// the truths keep those on some sites (GitHub's repositories) and drop them on others (a news river).
// Only a whole line goes: a sentence that says when a page was updated, or a date with more words on its line
// (a byline "By Ziyi Xu, Dec 17, 2025", an event's "March 16, 2026"), stays.
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** "September 16th, 2023", "16 September 2023", "Dec 2025", "2025-09-13", "10/31/2024". */
const DATE = String.raw`(?:${MONTH}[ \t]+${DAY},?[ \t]+\d{4}|${DAY}[ \t]+${MONTH},?[ \t]+\d{4}|${MONTH}[ \t]+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})`;
/** "at 09:27 am", "07:44 PM IST". */
const TIME = String.raw`(?:[ \t]*,?[ \t]*(?:at[ \t]+)?\d{1,2}:\d{2}(?:[ \t]*[ap]\.?m\.?)?(?:[ \t]+[a-z]{2,4})?)?`;
const DATE_STAMP = String.raw`(?:last[ \t]+)?(?:updated|published|posted|modified|reviewed)(?:[ \t]+on)?[ \t]*:?[ \t]*${DATE}${TIME}`;
/** "12 min read", "Reading Time: 11 minutes", "Read time: 14 min". */
const READING_TIME = String.raw`\d+[ \t]*(?:min|mins|minutes?)[ \t]+read|(?:estimated[ \t]+)?(?:reading|read)[ \t]+time[ \t]*:?[ \t]*\d+[ \t]*(?:min|mins|minutes?)`;
const AD_LABEL = "advertisements?|sponsored";

/** The whole line is one stamp, a final period allowed. */
const STAMP_LINE = new RegExp(
  String.raw`^[ \t]*(?:${DATE_STAMP}|${READING_TIME}|${AD_LABEL})[ \t]*\.?[ \t]*$`,
  "i",
);
/** The same without the date stamps. */
const UNDATED_STAMP_LINE = new RegExp(
  String.raw`^[ \t]*(?:${READING_TIME}|${AD_LABEL})[ \t]*\.?[ \t]*$`,
  "i",
);
/**
 * From this many date stamps on, they are a river's or a list's (a stamp under every entry: "Updated Mar 8, 2026"
 * under each repository of a GitHub list, each story of a news river), which the annotators keep on some sites and
 * drop on others; they stay, and only reading times and ad labels go.
 */
const RIVER_DATE_STAMPS = 5;
/** A cheap test of the whole text before its lines are read. */
const STAMP_HINT = /updated|published|posted|modified|reviewed|min|advertisement|sponsored/i;

/** Drops the lines that are only a date stamp (unless a river's), a reading time or an ad slot's label. */
export function withoutStampLines(text: string): string {
  if (!STAMP_HINT.test(text)) return text;
  const lines = text.split("\n");
  const stamps = new Set<number>();
  const dated = new Set<number>();
  lines.forEach((line, index) => {
    if (!STAMP_LINE.test(line)) return;
    stamps.add(index);
    if (!UNDATED_STAMP_LINE.test(line)) dated.add(index);
  });
  if (dated.size >= RIVER_DATE_STAMPS) for (const index of dated) stamps.delete(index);
  if (stamps.size === 0) return text;
  return lines
    .filter((_, index) => !stamps.has(index))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}
