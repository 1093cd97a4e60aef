// One walk over the DOM that measures every element once (text, link text, prose value of its blocks),
// so later steps never re-walk a subtree to ask how much text it holds.
import type { Element } from "domhandler";
import { BLOCK_TAGS } from "./block-tags.js";
import { blockValue } from "./score-blocks.js";

export interface ElementStats {
  /** Visible non-whitespace characters in the subtree. */
  chars: number;
  /** Of those, characters inside links. */
  linkChars: number;
  /** Sum of the prose value of every block in the subtree: prose counts up, link lists and fragments down. */
  score: number;
  /** Characters of the blocks in the subtree that read as prose. */
  proseChars: number;
  /** Number of prose blocks in the subtree. */
  proseBlocks: number;
}

interface BlockAccumulator {
  chars: number;
  linkChars: number;
  punctuation: number;
}

/**
 * What to do with an element: `measure` it, `skip` it (invisible, never text), or leave it out as
 * `furniture`, charging its ancestors `furnitureCost(element)` so that a container full of furniture is
 * not mistaken for a clean one once the furniture is gone.
 */
export type ElementTreatment = "measure" | "skip" | "furniture";

export interface AnalyseTreeOptions {
  root: Element;
  treatment: (element: Element) => ElementTreatment;
  /** Default: furniture costs nothing. */
  furnitureCost?: (element: Element) => number;
}

/** Measures `root` and every element under it that is measured. */
export function analyseTree({
  root,
  treatment,
  furnitureCost = () => 0,
}: AnalyseTreeOptions): Map<Element, ElementStats> {
  const statsByElement = new Map<Element, ElementStats>();
  const context = { treatment, furnitureCost, statsByElement };
  visit(root, { chars: 0, linkChars: 0, punctuation: 0 }, false, context);
  return statsByElement;
}

interface VisitContext {
  treatment: (element: Element) => ElementTreatment;
  furnitureCost: (element: Element) => number;
  statsByElement: Map<Element, ElementStats>;
}

function visit(
  element: Element,
  enclosingBlock: BlockAccumulator,
  insideLink: boolean,
  context: VisitContext,
): ElementStats {
  const stats: ElementStats = { chars: 0, linkChars: 0, score: 0, proseChars: 0, proseBlocks: 0 };
  const isBlock = BLOCK_TAGS.has(element.name);
  const block = isBlock ? { chars: 0, linkChars: 0, punctuation: 0 } : enclosingBlock;
  const inLink = insideLink || element.name === "a";
  for (const child of element.children) {
    if (child.type === "text") {
      const data = child.data;
      let chars = 0;
      let punctuation = 0;
      for (let index = 0; index < data.length; index++) {
        const code = data.charCodeAt(index);
        if (code <= 32 || code === 160) continue;
        chars++;
        if (isPunctuation(code)) punctuation++;
      }
      block.chars += chars;
      block.punctuation += punctuation;
      stats.chars += chars;
      if (inLink) {
        block.linkChars += chars;
        stats.linkChars += chars;
      }
    } else if (child.type === "tag" || child.type === "script" || child.type === "style") {
      const childElement = child as Element;
      const treatment = context.treatment(childElement);
      if (treatment === "skip") continue;
      if (treatment === "furniture") {
        stats.score -= context.furnitureCost(childElement);
        continue;
      }
      const childStats = visit(childElement, block, inLink, context);
      stats.chars += childStats.chars;
      stats.linkChars += childStats.linkChars;
      stats.score += childStats.score;
      stats.proseChars += childStats.proseChars;
      stats.proseBlocks += childStats.proseBlocks;
    }
  }
  if (isBlock && block.chars > 0) {
    const isTableCell = element.name === "td" || element.name === "th";
    const value = blockValue(block.chars, block.linkChars, block.punctuation, isTableCell);
    stats.score += value;
    if (value > 0) {
      stats.proseChars += block.chars;
      stats.proseBlocks++;
    }
  }
  context.statsByElement.set(element, stats);
  return stats;
}

// Sentence and clause punctuation, Latin and CJK: prose has it, menus and labels rarely do.
function isPunctuation(code: number): boolean {
  return (
    code === 46 || // .
    code === 44 || // ,
    code === 33 || // !
    code === 63 || // ?
    code === 59 || // ;
    code === 58 || // :
    code === 0x3002 || // 。
    code === 0x3001 || // 、
    code === 0xff0c || // ，
    code === 0xff01 || // ！
    code === 0xff1f || // ？
    code === 0xff0e // ．
  );
}
