// An FAQ accordion is often the prose-richest block of a landing or service page (each answer is a paragraph),
// and so are a testimonials carousel, a slider of quotes and a legal disclosure: each is one section of the
// page, never the page, so the root widens to the sections around it.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { classNameWords } from "./class-name-words.js";

/** How far above the root an accordion's own class is looked for (root → answer → item → list → accordion). */
const MAX_CLIMB = 4;
/** The widened root holds at least this many times the accordion's prose. */
const WIDEN_PROSE = 1.25;
/** Class or id words of a page's supporting sections: accordions and FAQs, carousels of testimonials, disclosures. */
const SECTION_WORDS = new Set([
  "accordion",
  "accordions",
  "faq",
  "faqs",
  "testimonial",
  "testimonials",
  "carousel",
  "slider",
  "disclosure",
  "disclaimer",
]);

export interface WidenFromAccordionOptions {
  root: Element;
  body: Element;
  stats: Map<Element, ElementStats>;
}

/**
 * The nearest ancestor holding WIDEN_PROSE times the prose of a root that is or sits in an accordion or another
 * supporting section (see SECTION_WORDS).
 */
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
    if (name !== "" && words.some((word) => SECTION_WORDS.has(word))) return true;
  }
  return false;
}
