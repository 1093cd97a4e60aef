// An FAQ accordion is often the prose-richest block of a landing or service page (each answer is a paragraph),
// but it is one section of the page, not the page: the root widens to the sections around it.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { classNameWords } from "./class-name-words.js";

/** How far above the root an accordion's own class is looked for (root → answer → item → list → accordion). */
const MAX_CLIMB = 4;
/** The widened root holds at least this many times the accordion's prose. */
const WIDEN_PROSE = 1.25;
const ACCORDION_WORDS = new Set(["accordion", "accordions", "faq", "faqs"]);

export interface WidenFromAccordionOptions {
  root: Element;
  body: Element;
  stats: Map<Element, ElementStats>;
}

/** The nearest ancestor holding WIDEN_PROSE times the prose of a root that is or sits in an accordion. */
export function widenFromAccordion({ root, body, stats }: WidenFromAccordionOptions): Element {
  let accordion: Element | undefined;
  let node: Element | null = root;
  for (let climbed = 0; climbed <= MAX_CLIMB && node && node !== body && node.type === "tag"; climbed++) {
    if (isAccordion(node)) accordion = node;
    node = node.parent as Element | null;
  }
  if (!accordion) return root;
  const prose = stats.get(root)?.proseChars ?? 0;
  for (
    let ancestor = accordion.parent as Element | null;
    ancestor && ancestor.type === "tag";
    ancestor = ancestor.parent as Element | null
  ) {
    if ((stats.get(ancestor)?.proseChars ?? 0) >= WIDEN_PROSE * prose) return ancestor;
    if (ancestor === body) break;
  }
  return root;
}

function isAccordion(element: Element): boolean {
  const { class: className, id } = element.attribs;
  for (const name of `${className ?? ""} ${id ?? ""}`.split(/\s+/)) {
    // "p23Accordion": a prefix ending in a digit before the capital still starts a word.
    const words = classNameWords(name.replace(/([0-9])([A-Z])/g, "$1-$2"));
    if (name !== "" && words.some((word) => ACCORDION_WORDS.has(word))) return true;
  }
  return false;
}
