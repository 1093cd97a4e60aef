// Collapsed accordion sections and inactive tabs: hidden until a reader opens them (the `hidden` attribute,
// aria-hidden, display:none), yet part of the page's content (an FAQ's answers, a service's offerings, a
// product's specifications tab, a quickstart's code in other languages). The accessible markup for them names
// each panel from its button or tab (aria-controls) or marks it role="tabpanel" (without ARIA, a class such as
// "tab-pane" says so), which is how they are told from hidden furniture; an FAQ built without it puts each
// hidden answer right after its question.
import type { Element, Node, Text } from "domhandler";
import { isAccordionHeaderButton } from "./accordion-markup.js";
import { HEADING_TAGS } from "./block-tags.js";
import { hasTabPaneName } from "./tab-pane-name.js";

/**
 * Whether `element` is a disclosure button or a tab (aria-controls with aria-expanded, or role="tab"): its
 * text names the panel it opens, so it is read like a heading although buttons are otherwise never text.
 */
export function isDisclosureControl(element: Element): boolean {
  const { "aria-controls": controls, "aria-expanded": expanded, role } = element.attribs;
  return controls !== undefined && (expanded !== undefined || role === "tab");
}

/**
 * Whether a button is read as text: a disclosure control, a button that holds a heading (an accordion's header
 * built without ARIA: its heading is the question or the section's name), or one named as an accordion's header
 * that holds its title (see accordion-markup.ts).
 */
export function isReadButton(button: Element): boolean {
  return (
    isDisclosureControl(button) ||
    isAccordionHeaderButton(button) ||
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
    if (!isDisclosureControl(element) && !isPanelButton(element)) return;
    for (const id of (element.attribs["aria-controls"] as string).split(/\s+/)) {
      if (id !== "") this.panelIds.add(id);
    }
  }

  /**
   * A tab panel (by role or class name), a panel seen controlled by a button or tab earlier in the walk, or the
   * hidden answer right after a question.
   */
  isPanel(element: Element): boolean {
    if (this.isNamedPanel(element) || followsQuestion(element)) return true;
    // A collapse wrapper hidden around its panel (Chakra's AccordionPanel inside its Collapse).
    const inner = onlyChildElement(element);
    return inner !== undefined && this.isNamedPanel(inner);
  }

  /** A tab panel by role or class name, or a panel a button or tab controls. */
  private isNamedPanel(element: Element): boolean {
    if (element.attribs.role === "tabpanel" || hasTabPaneName(element)) return true;
    const id = element.attribs.id;
    return id !== undefined && this.panelIds.has(id);
  }
}

/**
 * A button naming the panel it opens without saying whether it is open (no aria-expanded: an accordion's header
 * that marks its panel instead, or a role="button" link). It is not read as text (see isReadButton): only its
 * panel is told from hidden furniture.
 */
function isPanelButton(element: Element): boolean {
  return (
    element.attribs["aria-controls"] !== undefined &&
    (element.name === "button" || element.attribs.role === "button")
  );
}

/** The element's one child element, when it has no other and no text besides whitespace. */
function onlyChildElement(element: Element): Element | undefined {
  let only: Element | undefined;
  for (const child of element.children) {
    if (child.type === "text") {
      if ((child as Text).data.trim() !== "") return undefined;
    } else if (child.type === "tag") {
      if (only) return undefined;
      only = child as Element;
    }
  }
  return only;
}

/** A question is at most this long (longer text ending in "?" is a paragraph, not an accordion's header). */
const MAX_QUESTION_CHARS = 200;

/**
 * A question's answer, hidden until the question is clicked (an FAQ accordion built without ARIA): the element
 * right before it is a short text ending in "?".
 */
function followsQuestion(element: Element): boolean {
  let previous = element.prev;
  while (previous && previous.type !== "tag") previous = previous.prev;
  if (!previous) return false;
  const question = shortText(previous as Element)?.trim();
  return question !== undefined && question.length > 5 && question.endsWith("?");
}

/** The element's text, or undefined once it grows past a question's length (the walk stops there). */
function shortText(element: Element): string | undefined {
  let text = "";
  const stack: Node[] = [element];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type === "text") {
      text += (node as Text).data;
      if (text.length > MAX_QUESTION_CHARS) return undefined;
    } else if (node && "children" in node) {
      const { children } = node as Element;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
    }
  }
  return text.replace(/\s+/g, " ");
}
