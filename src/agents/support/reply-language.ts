// The language the engine replies in, from the question itself: Chinese for a question written mostly in Han
// characters; for one in Latin letters, Spanish or French when its function words (and marks such as ¿ ñ ç) say
// so more than English ones do, else English. Only the languages the engine's text catalog has.
import { ENGLISH_STOP_WORDS, FRENCH_STOP_WORDS, SPANISH_STOP_WORDS } from "../../knowledge/index.js";

export type ReplyLanguage = "en" | "zh" | "es" | "fr";

const HAN = /\p{Script=Han}/gu;
/** A word in a script written with spaces (Latin, Cyrillic…). */
const SPACED_WORD = /[^\s\p{Script=Han}\p{P}\p{S}\p{N}]+/gu;
/** A Latin word, apostrophes inside kept apart ("l'adresse" → "l", "adresse"). */
const LATIN_WORD = /\p{Script=Latin}+/gu;
/** Letters and marks only one of the two languages writes. */
const SPANISH_MARKS = /[¿¡ñ]/giu;
const FRENCH_MARKS = /[çœàèùâêîôûëï]|\b(?:qu|[cdjlmnst])['’]\p{L}/giu;

/** "zh" when the question has at least as many Han characters as words in other scripts (a Chinese question
 * naming "Vue" or "defineModel" is still Chinese: a Han character is about a word's worth of text); otherwise
 * "es" or "fr" when that language's own function words and marks outnumber English function words, else "en". */
export function replyLanguage(question: string): ReplyLanguage {
  const han = question.match(HAN)?.length ?? 0;
  if (han > 0) {
    const words = question.match(SPACED_WORD)?.length ?? 0;
    if (han >= words) return "zh";
  }
  return latinLanguage(question);
}

function latinLanguage(question: string): ReplyLanguage {
  const lower = question.toLowerCase();
  const words = (lower
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .match(LATIN_WORD) ?? []) as string[];
  // A word both Romance lists share ("de", "la", "que") says "not English" but not which of the two.
  const only = (list: ReadonlySet<string>, others: ReadonlySet<string>[]) =>
    words.filter((word) => list.has(word) && !others.some((other) => other.has(word))).length;
  const spanish =
    only(SPANISH_STOP_WORDS, [FRENCH_STOP_WORDS, ENGLISH_STOP_WORDS]) + count(lower, SPANISH_MARKS);
  const french =
    only(FRENCH_STOP_WORDS, [SPANISH_STOP_WORDS, ENGLISH_STOP_WORDS]) + count(lower, FRENCH_MARKS);
  const english = only(ENGLISH_STOP_WORDS, [SPANISH_STOP_WORDS, FRENCH_STOP_WORDS]);
  if (spanish > english && spanish > french) return "es";
  if (french > english && french > spanish) return "fr";
  return "en";
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
