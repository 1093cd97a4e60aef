// A Q&A page marks its question as a schema.org Question item (microdata) and the question's and answers' bodies
// as its `text` properties. The question can be shorter than the answers, or one answer longer than the question
// and the other answers: the root chosen by prose is then the answers without the question, or the question
// without its answers. Together they are the page's content.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { isWithin } from "./is-within.js";
import { commonAncestor } from "./thread-replies.js";

const QUESTION_TYPE = /schema\.org\/Question$/i;

export interface WidenToQuestionOptions {
  /** The root chosen so far. */
  root: Element;
  /** Measurements of the page with furniture left out: only measured elements count. */
  stats: Map<Element, ElementStats>;
  /** Elements left out of the content (furniture, hidden). */
  isLeftOut: (element: Element) => boolean;
}

/**
 * The common ancestor of `root` and the `text` bodies inside the page's one Question item, when the root is inside
 * that item; `root` itself otherwise (no Q&A markup, or several questions: a list of questions).
 */
export function widenToQuestionAndAnswers({ root, stats, isLeftOut }: WidenToQuestionOptions): Element {
  let question: Element | undefined;
  for (const element of stats.keys()) {
    const itemtype = element.attribs.itemtype;
    if (itemtype === undefined || !QUESTION_TYPE.test(itemtype.trim())) continue;
    if (question) return root;
    question = element;
  }
  if (!question || question === root || !isWithin(root, question)) return root;
  const bodies: Element[] = [];
  for (const element of stats.keys()) {
    if (element.attribs.itemprop === "text" && !isLeftOut(element) && isWithin(element, question)) {
      bodies.push(element);
    }
  }
  if (bodies.length < 2) return root;
  return commonAncestor([root, ...bodies]);
}
