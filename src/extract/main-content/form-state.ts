// Recognises a form's state messages by their class: what a sign-up, back-in-stock or contact form shows once it
// is sent ("Thanks! We got your info", "Oops! Something went wrong. Please try again"). Stylesheets hide them
// until then (Webflow's `w-form-done` / `w-form-fail`, `form-success`, `error-message` …), so they are never
// part of the page as read.
import type { Element } from "domhandler";
import { classNameWords } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

/** A state a form reaches once sent … */
const STATE_WORDS = new Set(["success", "error", "fail", "failure", "done"]);
/** … named as the form's or as a message. */
const MESSAGE_WORDS = new Set(["form", "message", "msg"]);

/** One of the element's class names holds a state word and a form or message word. */
export const isFormStateMessage = memoizeByClassAndId((element: Element) => {
  const className = element.attribs.class;
  if (className === undefined) return false;
  for (const name of className.split(/\s+/)) {
    const words = classNameWords(name);
    if (words.some((word) => STATE_WORDS.has(word)) && words.some((word) => MESSAGE_WORDS.has(word))) {
      return true;
    }
  }
  return false;
});
