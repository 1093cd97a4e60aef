// Pairs of a Chinese question's one-character words that hold a word framing the question on its own. The dictionary
// splits what it does not know into characters (做/同/一件事, 还/要/再/交), and `keyTerms` pairs each character with
// the next (做同, 还要, 要再): a pair holding 做 ("do"), 还 ("still") or 要 ("need") straddles two words. Pages hold
// such pairs too, as the character bigrams of their own text (需要再…), so "a page holds it" does not make it a word.
import { singleCharacterStretches } from "../../knowledge/index.js";

/**
 * The pairs of the question's stretches of one-character words that the passages hold (`frequency` > 0) and that
 * hold a one-character framing word (`isFramingCharacter`). A pair no passage holds is left to `straddlingPairs`.
 */
export function framedPairs(
  question: string,
  frequency: (pair: string) => number,
  isFramingCharacter: (character: string) => boolean,
): Set<string> {
  const framed = new Set<string>();
  for (const { characters } of singleCharacterStretches(question)) {
    for (let index = 0; index + 1 < characters.length; index += 1) {
      const first = characters[index] as string;
      const second = characters[index + 1] as string;
      if (!isFramingCharacter(first) && !isFramingCharacter(second)) continue;
      if (frequency(first + second) > 0) framed.add(first + second);
    }
  }
  return framed;
}
