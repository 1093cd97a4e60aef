// WCXB's published scoring, exactly as its SOURCE.md (and upstream evaluate.py) define it: a bag-of-words F1
// per page over `\w+` tokens of the lower-cased text, and the share of snippets found as lower-cased substrings.

/** `re.findall(r'\w+', text.lower())`: Python's `\w` is letters, numbers and the underscore. */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

export interface WordScore {
  precision: number;
  recall: number;
  f1: number;
}

/** An empty reference scores 1 only against an empty prediction; an empty prediction scores 0. */
export function wordF1(prediction: string, reference: string): WordScore {
  const predicted = wordTokens(prediction);
  const expected = wordTokens(reference);
  if (expected.length === 0) {
    const value = predicted.length === 0 ? 1 : 0;
    return { precision: value, recall: value, f1: value };
  }
  if (predicted.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const counts = new Map<string, number>();
  for (const token of expected) counts.set(token, (counts.get(token) ?? 0) + 1);
  let overlap = 0;
  for (const token of predicted) {
    const left = counts.get(token) ?? 0;
    if (left > 0) {
      overlap++;
      counts.set(token, left - 1);
    }
  }
  const precision = overlap / predicted.length;
  const recall = overlap / expected.length;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Share of `snippets` that occur in `text`, both lower-cased; 1 when there are none. */
export function snippetShare(text: string, snippets: readonly string[]): number {
  if (snippets.length === 0) return 1;
  const lower = text.toLowerCase();
  return snippets.filter((snippet) => lower.includes(snippet.toLowerCase())).length / snippets.length;
}
