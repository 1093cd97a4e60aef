// An archive page's intro placed before its <main>: blog and recipe themes (Genesis, many WordPress category
// templates) print the category's description in a block above the content column, and the <main> holds only
// the entries' teasers, headline links without prose. The intro wins on prose and the <main> on text, and both
// are the page's content.
import type { Element } from "domhandler";
import { compareDocumentPosition } from "domutils";
import type { ElementStats } from "./analyse-tree.js";

/** domutils' DocumentPosition.PRECEDING (a const enum, which this build cannot import): A comes before B. */
const PRECEDING = 2;
/** The <main> holds at least this share of the intro's characters (a list of entries, not a stray line). */
const MAIN_SHARE = 0.5;

export interface IsIntroBeforeMainOptions {
  /** The root chosen by prose (choose-root.ts). */
  root: Element;
  /** The page's <main> or role="main" (see findLandmark). */
  main: Element;
  /** Measurements of the page with all furniture left out. */
  stats: Map<Element, ElementStats>;
}

/**
 * The root lies outside the page's <main> and before it (neither holds the other), and the <main> holds at least
 * MAIN_SHARE of its characters: the root is the intro of the list the <main> holds. A root after the <main> (a
 * footer's legal notice) is not.
 */
export function isIntroBeforeMain({ root, main, stats }: IsIntroBeforeMainOptions): boolean {
  if (isAncestor(main, root) || isAncestor(root, main)) return false;
  const mainChars = stats.get(main)?.chars ?? 0;
  if (mainChars === 0 || mainChars < MAIN_SHARE * (stats.get(root)?.chars ?? 0)) return false;
  return (compareDocumentPosition(root, main) & PRECEDING) !== 0;
}

function isAncestor(ancestor: Element, element: Element): boolean {
  for (let node = element.parent; node; node = node.parent) if (node === ancestor) return true;
  return false;
}
