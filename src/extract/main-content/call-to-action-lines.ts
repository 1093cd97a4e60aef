// Leaves out the bare calls to action: a button or link whose whole text asks the reader to act ("Get started",
// "Download now", "Book a demo", "Start your free trial", "Read the review", "Get a quote"). Landing and service
// pages end each section with one and reviews end each pick with one; the words carry nothing a reader (or the
// support bot) can use, and the benchmark's annotators leave them out (WCXB's dev split: such lines are dropped on
// 38 sites and kept on 7). Only a line that is nothing else goes: "Get started with the API" or a sentence holding
// the words stays, and so does "Contact us" (a contact section's own title as often as a button) and "Order now"
// (a shop's offer as often as a button). Markdown loses the same lines, headings and list items too (read
// without their marks, see markdown-line-body.ts). A block named as a call to action is left out whole inside an
// article: call-to-action.ts.
import { type LineBody, wholeLine } from "./markdown-line-body.js";
import { withoutLines } from "./without-lines.js";

/** What such a button says: a verb and at most a few words after it. */
const ACTIONS = [
  "get started(?: now| today| for free)?",
  "download now",
  "read the review",
  "start (?:a |your )?free trial",
  "(?:book|request|get|schedule) a (?:free )?demo",
  "(?:get|request) a (?:free )?quote",
  "find out more",
  "discover more",
  "sign up(?: now| today| for free)?",
  "get in touch",
  "try (?:it )?(?:for )?free",
  "talk to an expert",
  "(?:apply|subscribe|join|shop|buy|book) now",
].join("|");

/** The whole line: one of the actions, an arrow after it if any. */
const ACTION_LINE = new RegExp(`^[ \\t]*(?:${ACTIONS})[ \\t]*[>›»→]?[ \\t]*$`, "i");

/** A cheap test of the whole text: any of the actions, anywhere. */
const HINT = new RegExp(ACTIONS, "i");

/** Drops the lines that only say "Get started", "Book a demo" and the like. */
export function withoutCallToActionLines(text: string, lineBody: LineBody = wholeLine): string {
  return withoutLines(text, { lineBody, hint: HINT, line: ACTION_LINE });
}
