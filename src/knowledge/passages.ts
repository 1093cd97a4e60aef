// Splits a page's main text into passages of bounded size: the unit of retrieval and of prompt context.
import type { MarkedHeading, Passage } from "./types.js";

export interface SplitIntoPassagesOptions {
  /** Index of the page in `all_discovered_urls`; passages cite it. */
  pageIndex: number;
  url: string;
  title: string;
  /** Main text as extraction gives it: one heading, paragraph, list item or table row a line,
   * blocks separated by blank lines, code blocks fenced by ``` lines (kept whole, blank lines and all). */
  text: string;
  /** Upper bound on a passage's text length in characters. Default 1200. */
  maxChars?: number;
  /** A section shorter than this is merged with the next one rather than becoming its own passage,
   * so FAQ-style pages do not turn into dozens of fragments. Default 200. */
  minChars?: number;
  /** Locale for sentence segmentation of long paragraphs; default: the runtime's. */
  locale?: string;
  /** The page's language (BCP 47), carried by every passage so its words are stemmed as that language's. */
  lang?: string;
}

const MAX_HEADING_CHARS = 120;
/** A heading does not end like a sentence; a question mark is allowed because FAQ entries are headed by one. */
const SENTENCE_END = /[.!:;,。！：；，、…]$/u;
const LIST_OR_TABLE_LINE = /^[-*•·–]\s|\t| \| /u;
const MARKDOWN_HEADING = /^#{1,6}\s+/;

/**
 * Heading heuristic: a block that is a single short line (≤ 120 chars), with no sentence-final punctuation
 * (a final "?" is fine), that is not a list item or table row, and that is followed by another block.
 * A Markdown `#` prefix also marks a heading and is stripped. Sections are cut at headings; a section longer
 * than `maxChars` is cut at block boundaries, and a block longer than `maxChars` at sentence boundaries
 * (`Intl.Segmenter`, sentence granularity), and a sentence longer than that at whitespace or, failing that,
 * anywhere. A section's first passage starts with its heading line; later ones carry it in `heading`.
 * `minChars` applies at headings: a section still shorter than that takes in the next heading and section.
 * A fenced code block is never cut unless it alone exceeds `maxChars` (then between lines, each piece fenced
 * again), and a lead-in line ending in ":" opens a new passage rather than be parted from the block it leads to
 * (so do the sections it introduces, a heading and one block each, within `maxChars`).
 */
export function splitIntoPassages(options: SplitIntoPassagesOptions): Passage[] {
  const { pageIndex, url, title, text, maxChars = 1200, minChars = 200, locale, lang } = options;
  const blocks = textBlocks(text);

  const passages: Passage[] = [];
  let heading: string | undefined;
  /** The marked headings in force, outermost first: each deeper than the one before it. */
  let path: MarkedHeading[] = [];
  const fresh = () => ({
    heading,
    parts: [] as string[],
    length: 0,
    marked: [] as MarkedHeading[],
    path: [...path],
  });
  let current = fresh();
  let hasBody = false;
  /** Inside the headed sections a lead-in introduces. */
  let introducing = false;

  const flush = (): void => {
    if (current.parts.length > 0) {
      const position = passages.length;
      passages.push({
        id: `${pageIndex}:${position}`,
        pageIndex,
        url,
        title,
        ...(current.heading === undefined ? {} : { heading: current.heading }),
        text: current.parts.join("\n\n"),
        ...(current.marked.length === 0
          ? {}
          : {
              headings: current.marked.map((marked) => marked.text),
              headingLevels: current.marked.map((marked) => marked.level),
            }),
        ...(current.path.length === 0 ? {} : { headingPath: current.path }),
        position,
        ...(lang ? { lang } : {}),
      });
    }
    current = fresh();
    hasBody = false;
  };
  const append = (part: string): void => {
    current.length += (current.parts.length > 0 ? 2 : 0) + part.length;
    current.parts.push(part);
  };

  blocks.forEach((block, blockIndex) => {
    // A heading mark with no text (an empty heading) says nothing.
    if (/^#{1,6}$/.test(block)) return;
    const headingText = headingOf(block, blockIndex < blocks.length - 1);
    if (headingText !== undefined) {
      const overflows = current.parts.length > 0 && current.length + 2 + headingText.length > maxChars;
      // A heading right after a lead-in ("The four principles:") opens the first of the sections it introduces,
      // which stay in its passage while each is a heading and at most one block (short lines may all look like
      // headings: "Perceivable" / "Users must be able to perceive it").
      const afterLeadIn = hasBody && LEAD_IN.test(current.parts.at(-1) ?? "");
      const sectionSoFar = current.parts.slice(-2);
      introducing = afterLeadIn || (introducing && heading !== undefined && sectionSoFar.includes(heading));
      // A marked heading closes the sections of its level and deeper: a passage it opens sits under the rest.
      const level = MARKDOWN_HEADING.exec(block)?.[0].trim().length;
      if (level !== undefined) path = path.filter((outer) => outer.level < level);
      if ((hasBody && current.length >= minChars && !introducing) || overflows) flush();
      heading = headingText;
      // Consecutive headings ("Help" / "Returns"): the passage is named after the nearest one.
      if (!hasBody) current.heading = headingText;
      append(headingText);
      if (level !== undefined) {
        current.marked.push({ text: headingText, level });
        path = [...path, { text: headingText, level }];
      }
      return;
    }
    // A lead-in ("The required versions are:") starts a new passage rather than be parted from what it leads to.
    // What it leads to is the next block, or a heading and its block ("Principles:" / "Perceivable" / its text).
    const following = blocks[blockIndex + 2];
    const next =
      blocks[blockIndex + 1] !== undefined &&
      following !== undefined &&
      headingOf(blocks[blockIndex + 1] as string, true) !== undefined
        ? `${blocks[blockIndex + 1]}\n\n${following}`
        : blocks[blockIndex + 1];
    if (
      hasBody &&
      next !== undefined &&
      LEAD_IN.test(block) &&
      current.length + 2 + block.length + 2 + next.length > maxChars &&
      block.length + 2 + next.length <= maxChars
    ) {
      flush();
    }
    if (isCodeBlock(block)) {
      for (const piece of splitCodeBlock(block, maxChars)) {
        if (current.parts.length > 0 && current.length + 2 + piece.length > maxChars) flush();
        append(piece);
        hasBody = true;
      }
      return;
    }
    // Under a fresh heading, cut the block to fit beside it rather than leave the heading on its own.
    const room = hasBody || current.parts.length === 0 ? maxChars : maxChars - current.length - 2;
    for (const piece of splitLongBlock(block, room >= maxChars / 2 ? room : maxChars, locale)) {
      if (current.parts.length > 0 && current.length + 2 + piece.length > maxChars) flush();
      append(piece);
      hasBody = true;
    }
  });
  flush();
  return passages;
}

const FENCE = /^```/;
/** A line that introduces the block after it. */
const LEAD_IN = /[:：]$/u;

/**
 * The blocks of a page's (or passage's) text, trimmed: separated by blank lines, except inside a fenced code
 * block, which stays one block from its opening ``` line to its closing one (added when the text has none).
 */
export function textBlocks(text: string): string[] {
  const blocks: string[] = [];
  let lines: string[] = [];
  let inCode = false;
  const end = () => {
    const block = lines.join("\n").trim();
    if (block.length > 0) blocks.push(block);
    lines = [];
  };
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (FENCE.test(line.trim())) {
      if (!inCode) end();
      lines.push(line.trim());
      if (inCode) end();
      inCode = !inCode;
    } else if (!inCode && line.trim() === "") {
      end();
    } else {
      lines.push(inCode ? line.trimEnd() : line);
    }
  }
  // An unclosed fence is closed, so every passage holds whole fenced blocks.
  if (inCode) lines.push("```");
  end();
  return blocks;
}

function isCodeBlock(block: string): boolean {
  return FENCE.test(block) && block.endsWith("```") && block.includes("\n");
}

/** A code block longer than a passage is cut between lines, each piece fenced again. */
function splitCodeBlock(block: string, maxChars: number): string[] {
  if (block.length <= maxChars) return [block];
  const lines = block.split("\n");
  const [open, body, close] = [lines[0] as string, lines.slice(1, -1), "```"];
  const room = Math.max(1, maxChars - open.length - close.length - 2);
  const pieces: string[] = [];
  let piece: string[] = [];
  let length = 0;
  for (const line of body.flatMap((line) => (line.length > room ? hardCut(line, room) : [line]))) {
    if (piece.length > 0 && length + 1 + line.length > room) {
      pieces.push([open, ...piece, close].join("\n"));
      piece = [];
      length = 0;
    }
    length += (piece.length > 0 ? 1 : 0) + line.length;
    piece.push(line);
  }
  if (piece.length > 0) pieces.push([open, ...piece, close].join("\n"));
  return pieces;
}

function headingOf(block: string, hasFollowingBlock: boolean): string | undefined {
  if (block.includes("\n")) return undefined;
  if (MARKDOWN_HEADING.test(block)) {
    return block.replace(MARKDOWN_HEADING, "").trim().slice(0, MAX_HEADING_CHARS) || undefined;
  }
  if (!hasFollowingBlock || block.length > MAX_HEADING_CHARS) return undefined;
  if (SENTENCE_END.test(block) || LIST_OR_TABLE_LINE.test(block)) return undefined;
  return block;
}

const sentenceSegmenters = new Map<string, Intl.Segmenter>();

/** Cuts a block into pieces of at most `maxChars`, preferring line, then sentence, then word boundaries.
 * Sentences are rejoined exactly as written, so text without spaces between sentences (CJK) stays so. */
function splitLongBlock(block: string, maxChars: number, locale: string | undefined): string[] {
  if (block.length <= maxChars) return [block];
  const byLine = block.includes("\n");
  const units = byLine ? block.split("\n").map((line) => `${line.trim()}\n`) : sentencesOf(block, locale);
  const pieces: string[] = [];
  let piece = "";
  for (const unit of units) {
    if (unit.trim().length === 0) continue;
    if ((piece + unit).trimEnd().length <= maxChars) {
      piece += unit;
      continue;
    }
    if (piece.trim().length > 0) pieces.push(piece.trim());
    piece = "";
    if (unit.trim().length <= maxChars) {
      piece = unit;
      continue;
    }
    // A line or sentence longer than a passage: split a line as a paragraph, then hard-cut a sentence.
    const smaller = byLine ? splitLongBlock(unit.trim(), maxChars, locale) : hardCut(unit.trim(), maxChars);
    pieces.push(...smaller.slice(0, -1));
    piece = `${smaller.at(-1) ?? ""}${unit.slice(unit.trimEnd().length)}`;
  }
  if (piece.trim().length > 0) pieces.push(piece.trim());
  return pieces;
}

function sentencesOf(paragraph: string, locale: string | undefined): string[] {
  const key = locale ?? "";
  let segmenter = sentenceSegmenters.get(key);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
    sentenceSegmenters.set(key, segmenter);
  }
  return Array.from(segmenter.segment(paragraph), (segment) => segment.segment);
}

/** Cuts at the last whitespace before the limit, or at the limit when there is none (CJK, long tokens). */
function hardCut(text: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars + 1);
    const space = window.lastIndexOf(" ");
    let cut = space > maxChars / 2 ? space : maxChars;
    // Never split a surrogate pair.
    if (cut === maxChars && /[\uD800-\uDBFF]/.test(rest.charAt(cut - 1))) cut -= 1;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest.length > 0) pieces.push(rest);
  return pieces;
}
