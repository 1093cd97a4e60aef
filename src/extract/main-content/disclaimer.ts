// Recognises a disclaimer by its class or id ("text--disclaimer", "product-disclaimer", "disclaimers"): the
// fine print under a shop's or a service's claims (test conditions, availability by region, trademarks).
import type { Element } from "domhandler";
import { classNameWords, singular } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

const DISCLAIMER_WORDS = new Set(["disclaimer"]);

/** One of the element's class names or its id holds the word "disclaimer". */
export const hasDisclaimerName = memoizeByClassAndId((element: Element) => {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return false;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    if (name !== "" && classNameWords(name).some((word) => DISCLAIMER_WORDS.has(singular(word)))) return true;
  }
  return false;
});
