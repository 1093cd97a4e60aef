// Recognises a disclaimer by its class or id ("text--disclaimer", "product-disclaimer", "disclaimers"): the
// fine print under a shop's or a service's claims (test conditions, availability by region, trademarks).
import { nameWordTest } from "./name-word.js";

/** One of the element's class names or its id holds the word "disclaimer". */
export const hasDisclaimerName = nameWordTest(["disclaimer"]);
