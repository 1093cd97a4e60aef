// Collapsed accordion sections and inactive tabs: hidden until a reader opens them (the `hidden` attribute,
// aria-hidden, display:none), yet part of the page's content (an FAQ's answers, a service's offerings, a
// product's specifications tab, a quickstart's code in other languages). The accessible markup for them names
// each panel from its button or tab (aria-controls) or marks it role="tabpanel", which is how they are told from
// hidden furniture.
import type { Element } from "domhandler";
import { HEADING_TAGS } from "./block-tags.js";

/**
 * Whether `element` is a disclosure button or a tab (aria-controls with aria-expanded, or role="tab"): its
 * text names the panel it opens, so it is read like a heading although buttons are otherwise never text.
 */
export function isDisclosureControl(element: Element): boolean {
  const { "aria-controls": controls, "aria-expanded": expanded, role } = element.attribs;
  return controls !== undefined && (expanded !== undefined || role === "tab");
}

/**
 * Whether a button is read as text: a disclosure control, or a button that holds a heading (an accordion's
 * header built without ARIA: its heading is the question or the section's name).
 */
export function isReadButton(button: Element): boolean {
  return (
    isDisclosureControl(button) ||
    button.children.some((child) => child.type === "tag" && HEADING_TAGS.has((child as Element).name))
  );
}

/**
 * Collects the ids of the panels that disclosure buttons and tabs control while the page is walked anyway
 * (observe, in document order: the controls come before their panels), then tells whether a hidden element
 * is one of them.
 */
export class DisclosurePanels {
  private readonly panelIds = new Set<string>();

  /** Called for each element of a walk over <body>, before its descendants (attribute tests only). */
  observe(element: Element): void {
    if (!isDisclosureControl(element)) return;
    for (const id of (element.attribs["aria-controls"] as string).split(/\s+/)) {
      if (id !== "") this.panelIds.add(id);
    }
  }

  /** A tab panel, or a panel seen controlled by a button or tab earlier in the walk. */
  isPanel(element: Element): boolean {
    if (element.attribs.role === "tabpanel") return true;
    const id = element.attribs.id;
    return id !== undefined && this.panelIds.has(id);
  }
}
