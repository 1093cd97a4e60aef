// A syntax highlighter names each token of a code sample by what it is in the code ("token tag", "hljs-meta",
// "sp-syntax-tag"): words that name page furniture elsewhere ("tag", "meta", "date") are the code's own words
// there, and dropping them cuts the sample ("return < onClick={…}>" for "return <button onClick={…}>").
import type { Element } from "domhandler";
import { hasCommentName } from "./boilerplate-rules.js";
import { classNameWords } from "./class-name-words.js";

const CODE_TAGS = new Set(["pre", "code"]);

/** Text for screen readers only is never on screen, in a code sample or not (a widget wrapped in a `<code>`). */
const SCREEN_READER_WORDS = new Set(["sronly", "visuallyhidden", "screenreader"]);

/**
 * An element inside a `<pre>` or `<code>`, named neither as a comment (a code comment stays furniture) nor as text
 * for screen readers.
 */
export function isCodeToken(element: Element): boolean {
  if (hasCommentName(element) || namesScreenReaderText(element)) return false;
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    if (CODE_TAGS.has((node as Element).name)) return true;
  }
  return false;
}

function namesScreenReaderText(element: Element): boolean {
  const names = (element.attribs.class ?? "").split(/\s+/);
  return names.some(
    (name) => name !== "" && classNameWords(name).some((word) => SCREEN_READER_WORDS.has(word)),
  );
}
