// Recognises customer reviews by a name that says so on any page ("customerReviews", "customer_review-R1…",
// "cm-cr-customer-reviews"): a shop's buyers reviewing what it sells, never an article's own text (a review
// article names its body "review", not "customer review"). On pages that declare a product, every review
// name is furniture already (see product-page.ts); this reads the pages that declare nothing.
import type { Element } from "domhandler";
import { classNameWords, singular } from "./class-name-words.js";
import { memoizeByClassAndId } from "./name-verdicts.js";

/** One of the element's class names or its id holds "customer" and "review" (or "rating"). */
export const hasCustomerReviewName = memoizeByClassAndId((element: Element) => {
  const { class: className, id } = element.attribs;
  if (className === undefined && id === undefined) return false;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    if (name === "") continue;
    const words = classNameWords(name).map(singular);
    if (words.includes("customer") && (words.includes("review") || words.includes("rating"))) return true;
  }
  return false;
});
