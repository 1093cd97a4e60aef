// Recognises a dialog by its class or id ("pipf-product-details-modal", "modal__body"). On most pages a dialog is
// a sign-up, cookie or "leaving this site" box and furniture; a shop's product page opens its product details,
// specifications and materials in one (see find-furniture.ts), shown in the page's HTML when not hidden.
import { nameWordTest } from "./name-word.js";

/** One of the element's class names or its id holds the word "modal" ("modals" names a set of dialogs). */
export const hasModalName = nameWordTest(["modal"], { plurals: false });
