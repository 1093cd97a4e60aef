// Leaves out the second copy of a paragraph that the text holds twice word for word: shops, listings and
// landing pages render the same description, or a card's title and date, for two layouts (mobile and desktop,
// one hidden by a stylesheet we do not read), and readers (and extraction benchmarks) count it once.

import { blockBreak, type LineBody, wholeLine } from "./markdown-line-body.js";

/** A paragraph this long that the text holds twice is a copy wherever the second one stands. */
const MIN_REPEATED_CHARS = 80;
/** A shorter one (a card's title, its date line) is a copy when the second stands this close to the first … */
const MAX_CARD_DISTANCE = 8;
/** … and holds this many characters at least (prices, "Free", "Add to cart" repeat on purpose) … */
const MIN_CARD_LINE_CHARS = 20;
/** … and is not a sentence (a guide's chapter summary said again where the chapter starts). */
const SENTENCE_END = /[.!?]$/;
/**
 * A block this long that the text holds three times or more is a layout's copies too, not a template (a carousel's
 * cloned slides, an article or a comment rendered once per breakpoint): templates said again are shorter (a meal
 * plan's dish with its ingredients, said on each day it is eaten, runs to 230 characters).
 */
const MIN_COPIED_CHARS = 250;

/**
 * Drops the second of two identical blank-line-separated blocks: one of at least MIN_REPEATED_CHARS characters,
 * or a line of at least MIN_CARD_LINE_CHARS that is not a sentence within MAX_CARD_DISTANCE blocks of the first
 * (a card's title or date). A block found three times or more is a template the page repeats on purpose (an
 * interview's question to each guest, a meal plan's daily snack) and stays, unless it holds MIN_COPIED_CHARS (its
 * copies after the first are dropped); so does every block of a text with a code fence (documentation repeats notes
 * and snippets on purpose: one per language tab, one per parameter). Blocks are compared by their lines' bodies (a
 * Markdown line without the renderer's block prefix, see markdown-line-body.ts).
 */
export function withoutRepeatedBlocks(text: string, lineBody: LineBody = wholeLine): string {
  if (text.includes("```")) return text;
  // Blocks and the breaks between them, alternately: a block left out goes with the break before it.
  const pieces = text.split(blockBreak(lineBody));
  const blocks = pieces.filter((_, index) => index % 2 === 0);
  const keys = blocks.map((block) => {
    const trimmed = block.trim();
    return trimmed.includes("\n") ? trimmed.split("\n").map(lineBody).join("\n") : lineBody(trimmed);
  });
  const counts = new Map<string, number>();
  for (const key of keys) if (key.length >= MIN_CARD_LINE_CHARS) counts.set(key, (counts.get(key) ?? 0) + 1);
  const firstAt = new Map<string, number>();
  const kept = blocks.map((_, index) => {
    const key = keys[index] as string;
    const count = counts.get(key) ?? 0;
    if (count < 2 || (count > 2 && key.length < MIN_COPIED_CHARS)) return true;
    const first = firstAt.get(key);
    if (first === undefined) {
      firstAt.set(key, index);
      return true;
    }
    if (key.length >= MIN_REPEATED_CHARS) return false;
    return SENTENCE_END.test(key) || index - first > MAX_CARD_DISTANCE;
  });
  if (kept.every(Boolean)) return text;
  return blocks.reduce(
    (out, block, index) => (index === 0 || !kept[index] ? out : `${out}${pieces[2 * index - 1]}${block}`),
    blocks[0] as string,
  );
}
