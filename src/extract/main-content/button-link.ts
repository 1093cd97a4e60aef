// Recognises a link styled as a button by its class: a whole class name "btn" or "button" (Bootstrap's and most
// themes' name for it) on an `<a>` of a few words ("See details", "View plans", "Order now", "Read success story",
// a phone number to call). It is a call to action, not what the page says: WCXB's annotators leave such lines out
// on 32 sites and keep them on 15. Only the whole name counts: "btn-group", "button-wrapper" or "wp-block-button"
// name other things, and a card's title link named "card-button" stays; a longer link ("Beard oil: how to choose
// one and use it every day") is a title whatever its class says, and so is Bootstrap's "btn btn-link" (drawn as a
// plain link: a job board's company and job title). A button that dials a number or writes to an address (`tel:`,
// `mailto:`) stays: how to reach the site is what a support question asks. `<button>` elements are never text
// already.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

/** A button's label is a few words (visible characters, spaces not counted); a longer link is a title or a sentence. */
const MAX_LABEL_CHARS = 34;

/** A link that dials or writes to the site: its label is how to reach it. */
const CONTACT_HREF = /^\s*(?:tel|mailto|sms):/i;

/** The element is a link styled as a button, with a short label, that is not a way to reach the site. */
export function isButtonLink(element: Element, stats: ElementStats | undefined): boolean {
  return (
    element.name === "a" &&
    hasButtonClass(element) &&
    (stats?.chars ?? 0) <= MAX_LABEL_CHARS &&
    !CONTACT_HREF.test(element.attribs.href ?? "")
  );
}

const hasButtonClass = memoizeByClassAndId((element: Element) => {
  const className = element.attribs.class;
  if (className === undefined) return false;
  let button = false;
  for (const name of className.split(/\s+/)) {
    const lower = name.toLowerCase();
    // Bootstrap's "btn btn-link" is drawn as a plain link: a title or a name, not a button.
    if (lower === "btn-link") return false;
    if (lower === "btn" || lower === "button") button = true;
  }
  return button;
});
