// Recognises a call to action inside a story by its class ("call-to-action", "post-cta", "elementor-cta",
// "CallToActionBox_component"): a box in the middle or at the end of a post that asks the reader to sign up, book a
// demo, get a quote or download a guide. WCXB's annotators leave those out of articles on dozens of sites. Outside
// an article or a post body (a landing page's "cta" bands and cards) the box is often the page's content, and so is
// one that holds a fifth of its article's text or more (a page built of such boxes), and so is a shop's product
// page's (its purchase box: find-furniture.ts leaves the rule off there). Only the class is read, and
// "call-to-action" is read as a name although "to" makes other names read as slugs of some text.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { hasContentName } from "./boilerplate-rules.js";
import { classNameWords, POST_TERM_SLUG } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

const CTA_WORDS = new Set(["cta", "ctas", "calltoaction"]);
const PHRASE = ["call", "to", "action"];
/** The page, its <main> or an article is never one, whatever its class says. */
const NEVER_TAGS = new Set(["html", "body", "main", "article"]);
/** A box holding at least this share of its article's text is part of what the article says. */
const MAX_ARTICLE_SHARE = 0.2;

/** The element is a call to action inside an article or a post body, small beside it. */
export function isCallToAction(element: Element, stats: Map<Element, ElementStats>): boolean {
  if (NEVER_TAGS.has(element.name) || !hasCallToActionClass(element)) return false;
  const story = enclosingStory(element);
  if (story === undefined) return false;
  return (stats.get(element)?.chars ?? 0) < MAX_ARTICLE_SHARE * (stats.get(story)?.chars ?? 0);
}

/** The nearest <article> or post body ("entry-content", "article-body") around the element; not a <main>. */
function enclosingStory(element: Element): Element | undefined {
  for (let node = element.parent; node && node.type === "tag"; node = node.parent) {
    const ancestor = node as Element;
    if (ancestor.name === "article") return ancestor;
    if (ancestor.name !== "main" && ancestor.attribs.role !== "main" && hasContentName(ancestor))
      return ancestor;
  }
  return undefined;
}

const hasCallToActionClass = memoizeByClassAndId((element: Element) => {
  const className = element.attribs.class;
  if (className === undefined) return false;
  for (const name of className.split(/\s+/)) {
    if (name !== "" && !POST_TERM_SLUG.test(name) && namesCallToAction(classNameWords(name))) return true;
  }
  return false;
});

function namesCallToAction(words: readonly string[]): boolean {
  if (words.some((word) => CTA_WORDS.has(word))) return true;
  for (let index = 0; index + PHRASE.length <= words.length; index++) {
    if (PHRASE.every((word, offset) => words[index + offset] === word)) return true;
  }
  return false;
}
