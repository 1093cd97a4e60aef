// Leaves out a loading indicator's text: a block that only says "Loading", "Loading…" or "Loading reviews...".
// A spinner or skeleton holds it until a script fills the block in; the served HTML keeps it, and a shop can
// hold dozens (one per lazy image or widget), while no content ever reads so on a line of its own. A blog's like
// button waiting for its script reads "Like Loading…" (WordPress's Jetpack: the button and its spinner on one line).

import { type LineBody, wholeLine } from "./markdown-line-body.js";

/** "Loading", up to three more words ("Loading reviews"), and an optional ellipsis; "Like" before it if any. */
const LOADING_LINE = /^(?:like[ \t]+)?loading(?:[ \t]+[\p{L}]+){0,3}[ \t]*(?:\.{2,3}|…)?$/iu;

/**
 * Drops the blank-line-separated blocks that are a loading indicator's text (a Markdown block read without the
 * renderer's block prefix, see markdown-line-body.ts).
 */
export function withoutLoadingLines(text: string, lineBody: LineBody = wholeLine): string {
  if (!/loading/i.test(text)) return text;
  const blocks = text.split("\n\n");
  const kept = blocks.filter((block) => !LOADING_LINE.test(lineBody(block.trim())));
  return kept.length === blocks.length ? text : kept.join("\n\n");
}
