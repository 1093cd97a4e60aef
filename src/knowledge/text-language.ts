// The language a text is written in, from the text alone: Chinese when it is written mostly in Han characters; for
// Latin letters, Spanish or French when that language's own function words (and marks such as ¿ ñ ç) say so more
// than English ones do, else English. Used for a question (the reply language, how its words are stemmed) and for a
// page's text (how its words are stemmed), so both meet in one term space.
import { ENGLISH_STOP_WORDS } from "./stop-words.js";
import { FRENCH_STOP_WORDS, SPANISH_STOP_WORDS } from "./stop-words-latin.js";

export type TextLanguage = "en" | "zh" | "es" | "fr";

const HAN = /\p{Script=Han}/gu;
/** A word in a script written with spaces (Latin, Cyrillic…). */
const SPACED_WORD = /[^\s\p{Script=Han}\p{P}\p{S}\p{N}]+/gu;
/** A Latin word, apostrophes inside kept apart ("l'adresse" → "l", "adresse"). */
const LATIN_WORD = /\p{Script=Latin}+/gu;
/** Letters and marks only one of the two languages writes. */
const SPANISH_MARKS = /[¿¡ñ]/giu;
const FRENCH_MARKS = /[çœàèùâêîôûëï]|\b(?:qu|[cdjlmnst])['’]\p{L}/giu;

/** "zh" when the text has at least as many Han characters as words in other scripts (a Chinese question naming
 * "Vue" or "defineModel" is still Chinese: a Han character is about a word's worth of text); otherwise "es" or "fr"
 * when that language's own function words and marks outnumber English function words and the other's, else "en". */
export function textLanguage(text: string): TextLanguage {
  return detectTextLanguage(text) ?? "en";
}

/** `textLanguage`, or undefined when the text gives no sign of any language (no Han, no function word or mark of
 * English, Spanish or French: "Mot de passe oublié ?", "Free shipping threshold?"). */
export function detectTextLanguage(text: string): TextLanguage | undefined {
  const han = text.match(HAN)?.length ?? 0;
  if (han > 0) {
    const words = text.match(SPACED_WORD)?.length ?? 0;
    if (han >= words) return "zh";
  }
  return latinLanguage(text);
}

function latinLanguage(text: string): TextLanguage | undefined {
  const lower = text.toLowerCase();
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
  return english + spanish + french === 0 ? undefined : "en";
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
