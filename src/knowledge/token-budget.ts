// Keeps prompts bounded: estimates tokens and picks the passages that fit a budget.
import type { ScoredPassage } from "./types.js";

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Token cost of one character under the heuristic: ASCII ¼ (English runs ~4 characters a token in
 * BPE vocabularies), CJK and Hangul 1 (about a token a character), anything else ½ (accented letters,
 * Cyrillic, Greek, Arabic and symbols split into more pieces than ASCII). It errs high rather than low:
 * the budget is a ceiling.
 */
function characterCost(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 0.25;
  return CJK.test(character) ? 1 : 0.5;
}

/** Approximate number of LLM tokens in `text` (see `characterCost`); 0 for an empty string. */
export function estimateTokens(text: string): number {
  let cost = 0;
  for (const character of text) cost += characterCost(character);
  return Math.ceil(cost);
}

const ELLIPSIS = "…";

/**
 * The longest prefix of `text` estimated at most `maxTokens`, cut at whitespace when one is near the
 * end, with "…" appended when anything was cut (the ellipsis is counted). Empty when maxTokens ≤ 0.
 */
export function truncateToTokens(text: string, maxTokens: number): string {
  const limit = Math.floor(maxTokens);
  if (limit <= 0) return "";
  if (estimateTokens(text) <= limit) return text;
  const budget = limit - characterCost(ELLIPSIS);
  let cost = 0;
  let end = 0;
  for (const character of text) {
    cost += characterCost(character);
    if (cost > budget) break;
    end += character.length;
  }
  let prefix = text.slice(0, end);
  const lastSpace = prefix.search(/\s\S*$/);
  if (lastSpace > prefix.length * 0.8) prefix = prefix.slice(0, lastSpace);
  return `${prefix.trimEnd()}${ELLIPSIS}`;
}

export interface SelectWithinBudgetOptions {
  /** Budget for the passages' text (plus overhead). Default 4000. */
  maxTokens?: number;
  /** Most passages taken from one page, so one long page cannot crowd out the others. Default 3. */
  maxPerPage?: number;
  /** Tokens the prompt adds around each passage (its number, title, URL, delimiters), counted against
   * the budget. Default 0. */
  overheadTokensPerPassage?: number;
}

/**
 * Picks passages best score first (ties: lower page index, earlier passage) while they fit: a passage
 * that would overflow the budget is skipped and smaller ones after it may still fit. Returns the chosen
 * passages grouped by page, pages in index order, passages in page order, for a prompt that reads well.
 * The sum of `estimateTokens(text) + overheadTokensPerPassage` over the result never exceeds maxTokens.
 */
export function selectWithinBudget<T extends ScoredPassage>(
  passages: readonly T[],
  options: SelectWithinBudgetOptions = {},
): T[] {
  const { maxTokens = 4000, maxPerPage = 3, overheadTokensPerPassage = 0 } = options;
  const ranked = [...passages].sort(
    (left, right) =>
      right.score - left.score || left.pageIndex - right.pageIndex || left.position - right.position,
  );
  const chosen: T[] = [];
  const takenPerPage = new Map<number, number>();
  const seenIds = new Set<string>();
  let used = 0;
  for (const passage of ranked) {
    const taken = takenPerPage.get(passage.pageIndex) ?? 0;
    if (taken >= maxPerPage || seenIds.has(passage.id)) continue;
    const cost = estimateTokens(passage.text) + overheadTokensPerPassage;
    if (used + cost > maxTokens) continue;
    used += cost;
    chosen.push(passage);
    seenIds.add(passage.id);
    takenPerPage.set(passage.pageIndex, taken + 1);
  }
  return chosen.sort((left, right) => left.pageIndex - right.pageIndex || left.position - right.position);
}
