// Leaves out the bare sign-in prompts: a line that only asks the reader to sign in before the site does something
// for them ("Sign in to add this item to your wishlist, follow it, or mark it as ignored", "Log in to set a price
// alert on this product.", "Sign in to continue", "Please create an account or log in to access all these
// features"). A shop or forum prints one beside each feature a visitor cannot use yet; it says what the interface
// offers, not what the page is about, and the benchmark's annotators leave it out (WCXB's dev split: such lines
// dropped on 4 sites, kept on none). A step of a tutorial stays: "Log in to your Google Play Developer Console and
// click …" signs in somewhere else ("to your …"), and "Sign in for free shipping" is an offer, not a prompt. Only
// a prompt for what the interface does (add, save, follow, comment, set an alert, continue, access features…) is
// left out: "Log in to manage your subscription" or "Sign in to track your order" tells a visitor how to do what
// they ask a support bot about, so a prompt for any other deed stays.
// Markdown loses the same lines, list items and headings too (read without their marks, see markdown-line-body.ts).
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

/** "Sign in to", "Log in to", "Login to", "Please create an account or log in to". */
const PROMPT = "(?:please\\s+)?(?:create an account or\\s+)?(?:sign|log)\\s?in\\s+to\\s+";

/** What the interface offers a signed-in visitor: the deeds a bare prompt names. */
const INTERFACE_DEEDS =
  "(?:add|save|follow|bookmark|like|vote|rate|comment|reply|post|write|leave|join|set|continue|access|unlock)\\b";

/** The whole line: the prompt, then the interface deed signing in allows, one sentence. */
const PROMPT_LINE = new RegExp(`^[ \\t]*${PROMPT}${INTERFACE_DEEDS}[^.!?\\n]*[.!]?[ \\t]*$`, "i");

/** A cheap test of the whole text. */
const HINT = /(?:sign|log)\s?in\s+to\s/i;

/** Drops the lines that only ask the reader to sign in first. */
export function withoutSignInPrompts(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, { lineBody, hint: HINT, line: PROMPT_LINE });
}
