// Recognises the messages an interface shows or announces beside a page's content: ARIA live regions that
// tell a screen reader the page's state ("loaded 143 results", "Showing 1–16 of 29 results", "Item added to
// your cart", a session or cookie notice) and tooltips that appear on hover, by role or by a class naming the
// tooltip's (or popover's) bubble ("tool-tip__content": a glossary note beside a product's "Driver type";
// "popover-content"). Large live regions are left alone: a search page can mark its whole list of results live.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { classNameWords } from "./class-name-words.js";

/** Roles of status messages, alerts and hover tooltips. */
const MESSAGE_ROLES = new Set(["status", "alert", "tooltip"]);
/** aria-live values that make an element announce its changes ("off" does not). */
const LIVE_VALUES = new Set(["polite", "assertive"]);
/** A live region with more visible characters than this holds content that merely updates in place. */
const MAX_MESSAGE_CHARS = 1000;

/**
 * Words that, beside "tooltip" or "popover" in one class name, make it the bubble's rather than the trigger's: the
 * trigger ("tooltip-trigger", "icon-tooltip", "group/tooltip") wraps the visible word the tooltip explains.
 */
const TOOLTIP_SPELLING = /tool[-_]?tip|popover/i;
const TOOLTIP_WORDS = new Set(["tooltip", "popover"]);
const BUBBLE_WORDS = new Set(["content", "body", "bubble", "panel", "popup", "inner", "container"]);

/** A status, alert, tooltip or aria-live region of at most MAX_MESSAGE_CHARS visible characters. */
export function isInterfaceMessage(element: Element, stats: ElementStats): boolean {
  if (stats.chars > MAX_MESSAGE_CHARS) return false;
  const { role, "aria-live": live } = element.attribs;
  return (
    (role !== undefined && MESSAGE_ROLES.has(role.toLowerCase())) ||
    (live !== undefined && LIVE_VALUES.has(live.toLowerCase())) ||
    hasTooltipBubbleName(element)
  );
}

/** A class name of the bubble a tooltip shows on hover: "tooltip-content", "tool-tip__body", "TooltipInner",
 * "popover-body". */
function hasTooltipBubbleName(element: Element): boolean {
  const className = element.attribs.class;
  // Most class names say nothing of a tooltip: one test of the whole attribute spares splitting them.
  if (className === undefined || !TOOLTIP_SPELLING.test(className)) return false;
  for (const name of className.split(/\s+/)) {
    if (name === "") continue;
    const words = classNameWords(name);
    if (words.some((word) => TOOLTIP_WORDS.has(word)) && words.some((word) => BUBBLE_WORDS.has(word)))
      return true;
  }
  return false;
}
