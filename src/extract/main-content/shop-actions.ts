// Leaves out a shop card's bare buttons and links to act on it: "Add to cart", "Quick view", "Compare",
// "Choose options", "Shop now". A category page's grid repeats them under every product, where they say nothing
// about the product, and the benchmark's annotators leave them out on every site that shows them as text
// (WCXB's dev split: 16 pages on 16 sites, none keeping them). Only a line that is nothing else goes: "Compare
// plans and prices" or "Add to cart to see the price" stay. Markdown loses the same lines; list items keep theirs
// (as the bare "Learn more" lines, see more-links.ts).
import { withoutLines } from "./without-lines.js";

const ACTION = [
  "(?:\\+[ \\t]*)?(?:quick[ \\t]+)?add[ \\t]+to[ \\t]+(?:cart|bag|basket|wish[ \\t]*list|compare)",
  "(?:\\+[ \\t]*)?quick[ \\t]+add",
  "\\+[ \\t]*add",
  "quick[ \\t]+(?:view|shop)",
  "compare",
  "(?:choose|select)[ \\t]+options",
  "(?:shop|buy)[ \\t]+now",
  "view[ \\t]+details",
].join("|");

/** The whole line is one of the actions (in any case). */
const ACTION_LINE = new RegExp(`^[ \\t]*(?:${ACTION})[ \\t]*$`, "i");
/** Cheap test of the whole text. */
const HINT = /add|quick|compare|options|now|details/i;

/** Drops the lines that only say "Add to cart", "Quick view", "Compare" and the like. */
export function withoutShopActions(text: string): string {
  return withoutLines(text, { hint: HINT, line: ACTION_LINE });
}
