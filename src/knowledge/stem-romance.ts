// Snowball stemmers for the Romance languages the engine detects (Spanish, French), from @orama/stemmers, and the
// elided articles and pronouns French writes onto the next word (l'adresse, d'identité, qu'un, j'ai).
import { stemmer as stemFrenchWord } from "@orama/stemmers/french";
import { stemmer as stemSpanishWord } from "@orama/stemmers/spanish";
import { primaryLanguage } from "./language-tag.js";

/** A language that has a stemmer here, by its primary language subtag. */
const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  es: stemSpanishWord,
  fr: stemFrenchWord,
};

/** The Snowball stemmer for a BCP 47 language tag ("es", "fr-CA"), or undefined when there is none here. */
export function romanceStemmer(language: string | undefined): ((word: string) => string) | undefined {
  const primary = primaryLanguage(language);
  return primary ? STEMMERS[primary] : undefined;
}

/** French elisions: a one-letter article or pronoun, or a conjunction ending in qu, joined by an apostrophe. */
const FRENCH_ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)['’ʼ](?=\p{L})/u;

/** The word without its elided article or pronoun (French: l'adresse → adresse); other languages: the word. */
export function withoutElision(word: string, language: string | undefined): string {
  if (primaryLanguage(language) !== "fr") return word;
  return word.replace(FRENCH_ELISION, "");
}
