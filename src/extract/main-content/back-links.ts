// Leaves out the bare "Back to …" links: the way back from an item or a section to where the reader came from
// ("Back to top", "← Back to all jobs", "Back to Project", "< back to top", "Back to retirement tools"). A gallery
// or a job board repeats one under every entry; it names a place, not content, and the benchmark's annotators
// leave it out (WCXB's dev split: 7 sites drop such lines, none keeps one). Only a short line that is nothing else
// goes, and only when it names a place to go back to: a title that starts with the words ("Back to the Future:
// Evaluating AI Agents on …", "Back to School"), or a sentence, stays.
// Markdown loses the same lines, list items and headings too (read without their marks, see markdown-line-body.ts).
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

/** Where a way back leads: the top, a menu, a list of items, a section ("Back to School" or "Back to Basics" stays). */
const PLACES = [
  "top",
  "home",
  "homepage",
  "start",
  "menu",
  "nav",
  "navigation",
  "contents",
  "overview",
  "index",
  "list",
  "lists",
  "listings?",
  "results",
  "search",
  "page",
  "section",
  "categor(?:y|ies)",
  "projects?",
  "products?",
  "posts?",
  "articles?",
  "stor(?:y|ies)",
  "blog",
  "news",
  "jobs?",
  "shop",
  "store",
  "collections?",
  "gallery",
  "events?",
  "resources?",
  "tools?",
  "courses?",
  "programs?",
  "programmes?",
  "items?",
  "catalog(?:ue)?",
  "site",
].join("|");

/**
 * An arrow or bracket, "back to", up to three words, then the place (a colon or an arrow after it if any), 40
 * characters at most: a longer line is a title or a sentence that happens to start so.
 */
const BACK_LINE = new RegExp(
  `^(?=.{0,40}$)[ \\t]*(?:[←<‹«↑^][ \\t]*)?back[ \\t]+to(?:[ \\t]+[\\p{L}\\p{N}&'’-]+){0,3}[ \\t]+(?:${PLACES})[ \\t]*[:↑^→›»>]?[ \\t]*$`,
  "iu",
);

/** Drops the lines that only say "Back to top", "Back to all jobs" and the like. */
export function withoutBackLinks(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, { lineBody, hint: /back[ \t]+to/i, line: BACK_LINE });
}
