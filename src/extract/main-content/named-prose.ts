// Recognises a block left out by its class or id alone that reads as a long run of prose: inside the chosen root it
// is part of the content, whatever its name says (a documentation section whose anchor is its heading's slug,
// "#cookies"; a listicle's intro named "listicle-header"; a page's footnotes under "section-footer").
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import {
  hasBoilerplateName,
  hasHiddenClass,
  isAlwaysFurnitureByName,
  isBoilerplateByStructure,
} from "./boilerplate-rules.js";

/** Prose characters a named block needs to be read as content inside the root. */
const MIN_PROSE_CHARS = 1000;
/** Share of its characters that must be prose (a long link list or a grid of cards is not). */
const MIN_PROSE_SHARE = 0.5;

/**
 * A block furniture only by a class/id word (not by its tag or role, not hidden or comments by name) holding at
 * least MIN_PROSE_CHARS of prose, at least MIN_PROSE_SHARE of its text. `stats` are its figures before furniture.
 */
export function isNamedProse(element: Element, stats: ElementStats | undefined): boolean {
  if (!stats || stats.proseChars < MIN_PROSE_CHARS || stats.proseChars < MIN_PROSE_SHARE * stats.chars)
    return false;
  return (
    hasBoilerplateName(element) &&
    !isBoilerplateByStructure(element) &&
    !isAlwaysFurnitureByName(element) &&
    !hasHiddenClass(element)
  );
}
