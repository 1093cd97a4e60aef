// Recognises an accordion built with markup that otherwise says furniture or "never text": a role="tablist" wrapper
// around its items (questions and their answers together, where a real tab strip holds only the tabs' short names),
// and a <button> named as an accordion's that holds the item's title (an FAQ's question, a course's module).
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { classNameWords } from "./class-name-words.js";

/** A tab strip's names are a few words each; this much prose inside one is the panels' text. */
const MIN_PANEL_PROSE = 200;

/** A role="tablist" element holding MIN_PANEL_PROSE characters of prose: an accordion with its panels inside. */
export function isAccordionTablist(element: Element, stats: ElementStats): boolean {
  return element.attribs.role?.toLowerCase() === "tablist" && stats.proseChars >= MIN_PANEL_PROSE;
}

/** Elements that are a button's icon, not its label. */
const ICON_TAGS = new Set(["svg", "i", "img"]);

/**
 * A <button> whose class names an accordion ("accordion-item__click-target", "cl-accordion-button") and that
 * wraps its label in an element (the item's title beside an icon); a toolbar's "Expand all" is bare text.
 */
export function isAccordionHeaderButton(button: Element): boolean {
  const className = button.attribs.class;
  if (className === undefined || !hasLabelElement(button)) return false;
  return className.split(/\s+/).some((name) => classNameWords(name).includes("accordion"));
}

function hasLabelElement(button: Element): boolean {
  return button.children.some(
    (child) =>
      child.type === "tag" &&
      !ICON_TAGS.has((child as Element).name) &&
      (child as Element).children.length > 0,
  );
}
