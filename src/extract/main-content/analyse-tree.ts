// One walk over the DOM that measures every element once (text, link text, prose value of its blocks),
// so later steps never re-walk a subtree to ask how much text it holds.
import type { Element, Text } from "domhandler";
import { BLOCK_TAGS } from "./block-tags.js";
import { ElementStatsTable } from "./element-stats-table.js";
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
  /**
   * The accumulator of the block elements opened at this depth, one after another: a block's figures are read when
   * it closes, after every element under it, so the next block element at the depth can start it afresh.
   */
  ownBlock: BlockAccumulator;
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
  return walkTree({ root, treatment, furnitureCost });
}

export interface ReanalyseTreeOptions {
  root: Element;
  /** An analysis of the same root whose skipped elements are the ones to skip now. */
  previous: Map<Element, ElementStats>;
  /** Elements (measured in `previous`) now left out as furniture. */
  furniture: ReadonlySet<Element>;
  /** Default: furniture costs nothing. */
  furnitureCost?: (element: Element) => number;
}

/**
 * What analyseTree returns when it skips what `previous` skipped, leaves `furniture` out and measures the rest
 * (the same figures, in the same order), without measuring again what no furniture changes: a block element
 * without furniture under it keeps its figures from `previous` (the same objects, never to be modified).
 */
export function reanalyseTree({
  root,
  previous,
  furniture,
  furnitureCost = () => 0,
}: ReanalyseTreeOptions): Map<Element, ElementStats> {
  const holdsFurniture = new Set<Element>();
  for (const element of furniture) {
    if (element === root || !previous.has(element)) continue;
    for (let node = element.parent; node; node = node.parent) {
      const ancestor = node as Element;
      if (holdsFurniture.has(ancestor)) break;
      holdsFurniture.add(ancestor);
      if (ancestor === root) break;
    }
  }
  return walkTree({
    root,
    treatment: (element) => {
      if (!previous.has(element)) return "skip";
      if (furniture.has(element)) return "furniture";
      // A block's text is its own (nothing of it joins an enclosing block): its figures stand as they were.
      return holdsFurniture.has(element) || !BLOCK_TAGS.has(element.name) ? "measure" : "reuse";
    },
    furnitureCost,
    previous,
  });
}

interface WalkTreeOptions {
  root: Element;
  /** As AnalyseTreeOptions.treatment, or `reuse`: take the element's subtree's figures from `previous`. */
  treatment: (element: Element) => ElementTreatment | "reuse";
  furnitureCost: (element: Element) => number;
  previous?: Map<Element, ElementStats>;
}

function walkTree({ root, treatment, furnitureCost, previous }: WalkTreeOptions): Map<Element, ElementStats> {
  const statsByElement = new ElementStatsTable(root);
  // The open elements' frames, one object per depth reused by every element opened at it (`depth` of them open).
  const frames: Frame[] = [];
  let depth = openFrame(frames, 0, root, newBlock(false), false);
  while (depth > 0) {
    const frame = frames[depth - 1] as Frame;
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
        else if (childTreatment === "measure")
          depth = openFrame(frames, depth, childElement, frame.block, frame.inLink);
        else if (childTreatment === "reuse") {
          const reused = copySubtree(childElement, previous as Map<Element, ElementStats>, statsByElement);
          addStats(frame.stats, reused);
        }
      }
      continue;
    }
    depth--;
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
    if (depth > 0) addStats((frames[depth - 1] as Frame).stats, stats);
  }
  return statsByElement;
}

/** Adds a child's figures to its parent's, as the walk does when it leaves the child. */
function addStats(parent: ElementStats, child: ElementStats): void {
  parent.chars += child.chars;
  parent.linkChars += child.linkChars;
  parent.score += child.score;
  parent.proseChars += child.proseChars;
  parent.proseBlocks += child.proseBlocks;
}

/**
 * Copies the figures of `element` and of every measured element under it from `from` into `into`, in the
 * order a walk leaves them (children first); returns the element's own.
 */
function copySubtree(
  element: Element,
  from: Map<Element, ElementStats>,
  into: Map<Element, ElementStats>,
): ElementStats {
  const elements: Element[] = [element];
  const nextChildren: number[] = [0];
  while (elements.length > 0) {
    const top = elements.length - 1;
    const current = elements[top] as Element;
    const children = current.children;
    let index = nextChildren[top] as number;
    let descended = false;
    while (index < children.length) {
      const child = children[index++];
      if (child !== undefined && child.type !== "text" && from.has(child as Element)) {
        nextChildren[top] = index;
        elements.push(child as Element);
        nextChildren.push(0);
        descended = true;
        break;
      }
    }
    if (descended) continue;
    elements.pop();
    nextChildren.pop();
    into.set(current, from.get(current) as ElementStats);
  }
  return from.get(element) as ElementStats;
}

/** Opens `element` at `depth` (reusing the frame last closed there); returns the new depth. */
function openFrame(
  frames: Frame[],
  depth: number,
  element: Element,
  enclosingBlock: BlockAccumulator,
  insideLink: boolean,
): number {
  const isBlock = BLOCK_TAGS.has(element.name);
  const stats = newStats();
  const inLink = insideLink || element.name === "a";
  let frame = frames[depth];
  if (frame === undefined) {
    frame = {
      element,
      nextChild: 0,
      stats,
      block: enclosingBlock,
      isBlock,
      inLink,
      ownBlock: newBlock(false),
    };
    frames.push(frame);
  } else {
    frame.element = element;
    frame.nextChild = 0;
    frame.stats = stats;
    frame.isBlock = isBlock;
    frame.inLink = inLink;
  }
  frame.block = isBlock
    ? startBlock(frame.ownBlock, element.name === "td" || element.name === "th")
    : enclosingBlock;
  return depth + 1;
}

/** Empties a block accumulator for the next block element. */
function startBlock(block: BlockAccumulator, isTableCell: boolean): BlockAccumulator {
  block.chars = 0;
  block.linkChars = 0;
  block.punctuation = 0;
  block.wideChars = 0;
  block.isTableCell = isTableCell;
  return block;
}

function newStats(): ElementStats {
  return { chars: 0, linkChars: 0, score: 0, proseChars: 0, proseBlocks: 0 };
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
    // Most characters are ASCII: letters and digits pass one comparison, punctuation is the six below 64.
    if (code < 128) {
      if (code <= 32) continue;
      chars++;
      if (code <= 63 && isPunctuation(code)) punctuation++;
      continue;
    }
    if (code === 160) continue;
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
