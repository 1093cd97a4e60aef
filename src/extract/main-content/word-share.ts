// How much of one text's wording another already holds (words as letters and digits, lower-cased, with repeats).

/** Share of `part`'s words (counted with repeats) that `whole` holds. */
export function sharedWordShare(part: string, whole: string): number {
  const counts = new Map<string, number>();
  for (const word of words(whole)) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  let total = 0;
  for (const word of words(part)) {
    total++;
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(word, left - 1);
    }
  }
  return total === 0 ? 1 : shared / total;
}

/** The words of `text`, lower-cased: runs of letters and digits. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
