// "Which formats can it produce?": a question asking which ones of a thing it names in the plural asks for all of
// them, and a list naming that thing (a "Supported formats:" list) states them together.
import { tokenize } from "../../../knowledge/index.js";

/** "which/what <plural noun>" followed by a verb or "of": the noun asks for several things of one kind. */
const WHICH_PLURAL =
  /\b(?:which|what)\s+([a-z]{3,}s)\s+(?:are|were|can|could|do|does|did|will|would|should|must|may|of)\b/iu;
/** Words ending in "s" that are no plural nouns after "which/what". */
const NOT_PLURAL = new Set(["this", "does", "has", "was", "is", "its", "his", "less", "unless", "process"]);

/** The terms of the plural noun a "which <things> …" question asks for, or none (English questions only). */
export function askedPluralTerms(question: string): string[] {
  const noun = WHICH_PLURAL.exec(question)?.[1]?.toLowerCase();
  if (noun === undefined || NOT_PLURAL.has(noun)) return [];
  return tokenize(noun);
}
