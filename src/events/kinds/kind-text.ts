// Text as the kind matcher reads it: lower case, letters and digits only, each word lightly stemmed (plurals and
// third-person -s), so "Workshops", "workshop" and "WORKSHOP" are one word and "stand-up" is "stand up".

/** "classes" → "class", "stories" → "story", "talks" → "talk"; short words and -ss/-us/-is words stay. */
export function stemKindWord(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of `text`, normalised and stemmed. */
export function kindWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stemKindWord);
}

/** A phrase as a list of stemmed words. */
export function phraseWords(phrase: string): string[] {
  return kindWords(phrase);
}

/** Start positions of `phrase` in `words`. */
export function findPhrase(words: readonly (string | null)[], phrase: readonly string[]): number[] {
  const found: number[] = [];
  if (phrase.length === 0) return found;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    let same = true;
    for (let offset = 0; offset < phrase.length && same; offset++) {
      same = words[start + offset] === phrase[offset];
    }
    if (same) found.push(start);
  }
  return found;
}
