// Leaves out the second copy of a paragraph that the text holds twice word for word: shops and landing pages
// render the same description for two layouts (mobile and desktop, one hidden by a stylesheet we do not read),
// and readers (and extraction benchmarks) count it once.

/** Paragraphs shorter than this (prices, "Add to cart", a card's tagline) may repeat on purpose. */
const MIN_REPEATED_CHARS = 80;

/**
 * Drops the second of two identical blank-line-separated blocks of at least MIN_REPEATED_CHARS characters.
 * A block found three times or more is a template the page repeats on purpose (an interview's question to
 * each guest, a meal plan's daily snack) and stays; so does every block of a text with a code fence
 * (documentation repeats notes and snippets on purpose: one per language tab, one per parameter).
 */
export function withoutRepeatedBlocks(text: string): string {
  if (text.includes("```")) return text;
  const blocks = text.split("\n\n");
  const counts = new Map<string, number>();
  for (const block of blocks) {
    const key = block.trim();
    if (key.length >= MIN_REPEATED_CHARS) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const seen = new Set<string>();
  const kept = blocks.filter((block) => {
    const key = block.trim();
    if (counts.get(key) !== 2) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.length === blocks.length ? text : kept.join("\n\n");
}
