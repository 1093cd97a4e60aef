// Whether a page's <main> holds its grid of priced items (see price-grid.ts): a category page, whose intro or
// buying guide of a few paragraphs is not the whole content.
import type { Element } from "domhandler";
import type { ElementStats } from "./analyse-tree.js";
import { findPriceGrid } from "./price-grid.js";

export interface HoldsPriceGridOptions {
  main: Element;
  /** Measurements of the page, furniture included (elements left out are not in it). */
  stats: Map<Element, ElementStats>;
  /** Furniture whose grids are not the page's (related products, recommendations). */
  isFurniture: (element: Element) => boolean;
}

export function holdsPriceGrid({ main, stats, isFurniture }: HoldsPriceGridOptions): boolean {
  const grid = findPriceGrid({ stats, isFurniture });
  for (let node = grid?.parent; node; node = node.parent) if (node === main) return true;
  return false;
}
