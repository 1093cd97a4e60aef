// Recognises a tab set's panel by its class name ("tab-pane", "tabs-panel", "tab__content"): sites that build tabs
// without ARIA hide the inactive panels (an inline display:none, a `hidden` class) until their tab is clicked, as
// a product's specifications and reviews tabs, yet they are part of the page's content as the ARIA-marked ones are.
import type { Element } from "domhandler";
import { classNameWords } from "./class-name-words.js";

const TAB_WORDS = new Set(["tab", "tabs"]);
const PANEL_WORDS = new Set(["pane", "panel", "content"]);

/** One of the element's class names is a tab word followed by a panel word. */
export function hasTabPaneName(element: Element): boolean {
  const className = element.attribs.class;
  if (className === undefined) return false;
  for (const name of className.split(/\s+/)) {
    const words = classNameWords(name);
    for (let index = 0; index + 1 < words.length; index++) {
      if (TAB_WORDS.has(words[index] as string) && PANEL_WORDS.has(words[index + 1] as string)) return true;
    }
  }
  return false;
}
