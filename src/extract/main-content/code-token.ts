// A syntax highlighter names each token of a code sample by what it is in the code ("token tag", "hljs-meta",
// "sp-syntax-tag"): words that name page furniture elsewhere ("tag", "meta", "date") are the code's own words
// there, and dropping them cuts the sample ("return < onClick={…}>" for "return <button onClick={…}>").
import type { Element } from "domhandler";
import { hasCommentName, hasScreenReaderName } from "./boilerplate-rules.js";

const CODE_TAGS = new Set(["pre", "code"]);

/**
 * An element inside a `<pre>` or `<code>`, named neither as a comment (a code comment stays furniture) nor as text
 * for screen readers (never on screen, in a code sample or not: a widget wrapped in a `<code>`).
 */
export function isCodeToken(element: Element): boolean {
  if (hasCommentName(element) || hasScreenReaderName(element)) return false;
  return isUnderCode(element);
}

/** A `<pre>` or `<code>`: a page (or a reading's root and its ancestors) without one has no code token. */
export function isCodeTag(element: Element): boolean {
  return CODE_TAGS.has(element.name);
}

/** An element with a `<pre>` or `<code>` among its ancestors. */
export function isUnderCode(element: Element): boolean {
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    if (CODE_TAGS.has((node as Element).name)) return true;
  }
  return false;
}
