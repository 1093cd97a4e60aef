// Recognises the messages an interface shows or announces beside a page's content: ARIA live regions that
// tell a screen reader the page's state ("loaded 143 results", "Showing 1–16 of 29 results", "Item added to
// your cart", a session or cookie notice) and tooltips that appear on hover. Large live regions are left
// alone: a search page can mark its whole list of results live.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";

/** Roles of status messages, alerts and hover tooltips. */
const MESSAGE_ROLES = new Set(["status", "alert", "tooltip"]);
/** aria-live values that make an element announce its changes ("off" does not). */
const LIVE_VALUES = new Set(["polite", "assertive"]);
/** A live region with more visible characters than this holds content that merely updates in place. */
const MAX_MESSAGE_CHARS = 1000;

/** A status, alert, tooltip or aria-live region of at most MAX_MESSAGE_CHARS visible characters. */
export function isInterfaceMessage(element: Element, stats: ElementStats): boolean {
  if (stats.chars > MAX_MESSAGE_CHARS) return false;
  const { role, "aria-live": live } = element.attribs;
  return (
    (role !== undefined && MESSAGE_ROLES.has(role.toLowerCase())) ||
    (live !== undefined && LIVE_VALUES.has(live.toLowerCase()))
  );
}
