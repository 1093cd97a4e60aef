// Texts joined as the paragraphs of one text.

/** Texts as paragraphs of one text, the empty ones left out. */
export function paragraphs(parts: readonly string[]): string {
  return parts.filter((part) => part !== "").join("\n\n");
}
