// Leaves out a listed item's bare buttons and links to act on it: a shop card's "Add to cart", "Quick view",
// "Compare", "Choose options", "Shop now"; a directory entry's "Visit website" or "View company profile"; an
// event's "Get tickets". A category page or a directory repeats them under every item, where they say nothing
// about it, and the benchmark's annotators leave them out on every site that shows them as text (WCXB's dev
// split: 23 pages on 23 sites, none keeping them). Only a line that is nothing else goes: "Compare plans and
// prices" or "Add to cart to see the price" stay. Markdown loses the same lines, list items and headings too
// (read without their marks, see markdown-line-body.ts). A review roundup's merchant links are such actions too:
// "Check price at Amazon", "See it at Best Buy", "$2,399.99 from Home Depot" under every product it reviews (dropped
// by the annotators on all eight sites that print them; "Buy on Amazon" is kept as often as not and stays).
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

/** A merchant's name after "at" / "from": one to four words ("Amazon", "Best Buy", "Lowe's"), an aside after it
 * ("(on sale!)"). */
const MERCHANT = "(?:[ \\t]+[\\p{L}\\p{N}][\\p{L}\\p{N}&'’.-]*){1,4}(?:[ \\t]*\\([^()]{1,20}\\))?";

const ACTION = [
  "(?:\\+[ \\t]*)?(?:quick[ \\t]+)?add[ \\t]+to[ \\t]+(?:cart|bag|basket|wish[ \\t]*list|compare)",
  "(?:\\+[ \\t]*)?quick[ \\t]+add",
  "\\+[ \\t]*add",
  "quick[ \\t]+(?:view|shop)",
  "compare",
  "(?:choose|select)[ \\t]+options",
  "(?:shop|buy)[ \\t]+now",
  "view[ \\t]+details",
  "(?:visit|view)[ \\t]+website",
  "website",
  "view[ \\t]+(?:company[ \\t]+)?profile",
  "get[ \\t]+tickets",
  "register[ \\t]+now",
  "book[ \\t]+now",
  `(?:check|see|compare|view)[ \\t]+(?:the[ \\t]+)?(?:latest[ \\t]+|current[ \\t]+)?prices?[ \\t]+(?:at|on)${MERCHANT}`,
  `(?:see|view)[ \\t]+(?:it|deal)[ \\t]+(?:at|on)${MERCHANT}(?:[ \\t]+(?:see|view)[ \\t]+(?:it|deal)[ \\t]+(?:at|on)${MERCHANT})*`,
  `buy[ \\t]+(?:it[ \\t]+)?now[ \\t]+(?:at|on|from)${MERCHANT}`,
  `\\$[\\d,]+(?:\\.\\d\\d)?[ \\t]+(?:at|on|from)${MERCHANT}`,
].join("|");

/** The whole line is one of the actions (in any case). */
const ACTION_LINE = new RegExp(`^[ \\t]*(?:${ACTION})[ \\t]*$`, "iu");
/** Cheap test of the whole text. */
const HINT = /add|quick|compare|options|now|details|website|profile|tickets|price|see|view|from/i;

/** Drops the lines that only say "Add to cart", "Quick view", "Visit website" and the like. */
export function withoutCardActions(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, { lineBody, hint: HINT, line: ACTION_LINE });
}
