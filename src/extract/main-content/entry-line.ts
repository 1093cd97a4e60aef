// A line of text that names its parts: an archive entry's "Title, 27 February 2026, Keith Randall" printed as one
// paragraph, the date and the author in spans named "date" and "author". Those words make furniture of a
// block (a post's byline bar, a sidebar's date list), but a word-level part of a line that also holds a link
// belongs to that line.
import type { Element } from "domhandler";
import { hasBoilerplateName } from "./boilerplate-rules.js";

const INLINE_TAGS = new Set(["span", "time", "small", "em", "i", "b", "strong"]);

/** An inline element inside a `<p>` that holds a link and is not itself furniture by name. */
export function isPartOfEntryLine(element: Element): boolean {
  if (!INLINE_TAGS.has(element.name)) return false;
  const parent = element.parent as Element | null;
  if (parent?.type !== "tag" || parent.name !== "p" || hasBoilerplateName(parent)) return false;
  return parent.children.some((child) => child.type === "tag" && (child as Element).name === "a");
}
