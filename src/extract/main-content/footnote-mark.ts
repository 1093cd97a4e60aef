// A footnote's reference mark set right after a word ("all-day battery life<sup>5</sup>", "2 times<sup>3</sup>
// tougher"): rendered as it is, the mark glues to the word ("life5"), a word no reader or search asks for. Left
// out there. A mark after punctuation or a space ("the filer.<sup>2</sup>") stays, a number in its own right, as
// do a unit's exponent ("m<sup>2</sup>", "cm<sup>3</sup>": after fewer than three letters) and an ordinal's
// letters ("1<sup>st</sup>").
import type { Element } from "domhandler";
import type { TextWriter } from "./text-writer.js";

/** Letters a word ends with before a mark; a unit's symbol is shorter. */
const WORD_LETTERS = 3;
/** More characters than this in a superscript are not one reference mark ("1, 2, 14" is). */
const MAX_MARK_CHARS = 12;
/** Digits, separators and the marks footnotes use besides numbers. */
const MARK_TEXT = /^[\s\d,*†‡]+$/;
const DIGIT = /\d/;

/** A `<sup>` holding only a footnote's reference mark, about to be written right after a word's letter. */
export function isFootnoteMarkAfterWord(element: Element, writer: TextWriter): boolean {
  return element.name === "sup" && writer.endsWithLetters(WORD_LETTERS) && isMark(element);
}

function isMark(element: Element): boolean {
  let text = "";
  const stack = [...element.children];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type === "text") text += node.data;
    else if (node?.type === "tag") stack.push(...(node as Element).children);
    if (text.length > MAX_MARK_CHARS) return false;
  }
  return MARK_TEXT.test(text) && DIGIT.test(text);
}
