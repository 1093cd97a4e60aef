// One walk over the DOM that measures every element once (text, link text, prose value of its blocks),
// so later steps never re-walk a subtree to ask how much text it holds.
import type { Element, Text } from "domhandler";
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
  /** Of `chars`, characters of scripts written without spaces (Han, kana, Hangul): each is about a word. */
  wideChars: number;
  /** The block is a table cell (td, th). */
  isTableCell: boolean;
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

interface Frame {
  element: Element;
  nextChild: number;
  stats: ElementStats;
  /** The block this element's inline text belongs to: its own when it is a block element. */
  block: BlockAccumulator;
  isBlock: boolean;
  inLink: boolean;
}

/**
 * Measures `root` and every element under it that is measured. Iterative (an explicit stack), so a page
 * nested a hundred thousand levels deep cannot overflow the call stack.
 */
export function analyseTree({
  root,
  treatment,
  furnitureCost = () => 0,
}: AnalyseTreeOptions): Map<Element, ElementStats> {
  const statsByElement = new Map<Element, ElementStats>();
  const stack: Frame[] = [openFrame(root, newBlock(false), false)];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const children = frame.element.children;
    if (frame.nextChild < children.length) {
      const child = children[frame.nextChild++];
      // `type` is a getter (an element's compares its name): read once per node.
      const type = child?.type;
      if (type === "text") {
        measureText((child as Text).data, frame);
      } else if (type === "tag" || type === "script" || type === "style") {
        const childElement = child as Element;
        const childTreatment = treatment(childElement);
        if (childTreatment === "furniture") frame.stats.score -= furnitureCost(childElement);
        else if (childTreatment === "measure") stack.push(openFrame(childElement, frame.block, frame.inLink));
      }
      continue;
    }
    stack.pop();
    const { stats, block } = frame;
    if (frame.isBlock && block.chars > 0) {
      const value = blockValue(block);
      stats.score += value;
      if (value > 0) {
        stats.proseChars += block.chars;
        stats.proseBlocks++;
      }
    }
    statsByElement.set(frame.element, stats);
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.stats.chars += stats.chars;
      parent.stats.linkChars += stats.linkChars;
      parent.stats.score += stats.score;
      parent.stats.proseChars += stats.proseChars;
      parent.stats.proseBlocks += stats.proseBlocks;
    }
  }
  return statsByElement;
}

function openFrame(element: Element, enclosingBlock: BlockAccumulator, insideLink: boolean): Frame {
  const isBlock = BLOCK_TAGS.has(element.name);
  return {
    element,
    nextChild: 0,
    stats: { chars: 0, linkChars: 0, score: 0, proseChars: 0, proseBlocks: 0 },
    block: isBlock ? newBlock(element.name === "td" || element.name === "th") : enclosingBlock,
    isBlock,
    inLink: insideLink || element.name === "a",
  };
}

function newBlock(isTableCell: boolean): BlockAccumulator {
  return { chars: 0, linkChars: 0, punctuation: 0, wideChars: 0, isTableCell };
}

/** Counts visible characters and punctuation of one text node into its element and block. */
function measureText(data: string, frame: Frame): void {
  let chars = 0;
  let punctuation = 0;
  let wideChars = 0;
  for (let index = 0; index < data.length; index++) {
    const code = data.charCodeAt(index);
    if (code <= 32 || code === 160) continue;
    chars++;
    if (isPunctuation(code)) punctuation++;
    else if (isWide(code)) wideChars++;
  }
  frame.block.chars += chars;
  frame.block.wideChars += wideChars;
  frame.block.punctuation += punctuation;
  frame.stats.chars += chars;
  if (frame.inLink) {
    frame.block.linkChars += chars;
    frame.stats.linkChars += chars;
  }
}

/** Kana, CJK ideographs (and extension A), Hangul syllables, CJK compatibility ideographs. */
function isWide(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff)
  );
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
