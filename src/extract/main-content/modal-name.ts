// Recognises a dialog by its class or id ("pipf-product-details-modal", "modal__body"). On most pages a dialog is
// a sign-up, cookie or "leaving this site" box and furniture; a shop's product page opens its product details,
// specifications and materials in one (see find-furniture.ts), shown in the page's HTML when not hidden.
import type { Element } from "domhandler";
import { classNameWords } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

/** One of the element's class names or its id holds the word "modal". */
export const hasModalName = memoizeByClassAndId((element: Element) => {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return false;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    if (name !== "" && classNameWords(name).includes("modal")) return true;
  }
  return false;
});
