// A Chinese question cut again where the dictionary cut it otherwise than the pages write it. The segmenter reads
// 能手动让 as 能手/动/让 (能手 "expert"), where the question means 能/手动 ("can … by hand"): 能手 is a word of the
// dictionary that no page holds, while the pages hold 手动, the pair its last character makes with the one-character
// word after it. Such a pair is what the question says there.
import { unspacedWordStretches } from "../../knowledge/index.js";

const HAN = /^\p{Script=Han}+$/u;

/** The pairs the question's re-cut words give, and the dictionary words they re-cut. */
export interface HanRecut {
  /** Pairs of a dictionary word's edge character and a one-character word beside it that the pages hold (手动). */
  pairs: Set<string>;
  /** The dictionary words of two or more characters that no page holds and that such a pair cuts into (能手), and
   * the one-character words the pairs take in (动): each is a part of a word, no longer a term of its own. */
  recut: Set<string>;
}

/**
 * The question's dictionary words of two or more Han characters that no page holds (`held` false), where the
 * word's first or last character and the one-character Han word beside it make a pair the pages hold: the pages'
 * cut of the same characters. A word the pages hold, a neighbour of two or more characters (a word of its own), or a
 * pair holding a character that frames the question on its own (`isFramingCharacter`: 会被 of 会不会/被, which pages
 * hold as 会 + 被) leaves the question's cut as it is.
 */
export function hanRecut(
  question: string,
  held: (term: string) => boolean,
  isFramingCharacter: (character: string) => boolean = () => false,
): HanRecut {
  const pairs = new Set<string>();
  const recut = new Set<string>();
  for (const words of unspacedWordStretches(question)) {
    words.forEach((word, position) => {
      const characters = [...word];
      if (characters.length < 2 || !HAN.test(word) || held(word)) return;
      const before = words[position - 1];
      const after = words[position + 1];
      const candidates = [
        before !== undefined && [...before].length === 1 && HAN.test(before)
          ? { pair: before + characters[0], neighbour: before }
          : undefined,
        after !== undefined && [...after].length === 1 && HAN.test(after)
          ? { pair: characters.at(-1) + after, neighbour: after }
          : undefined,
      ];
      for (const candidate of candidates) {
        if (!candidate || [...candidate.pair].some(isFramingCharacter) || !held(candidate.pair)) continue;
        pairs.add(candidate.pair);
        recut.add(word);
        recut.add(candidate.neighbour);
      }
    });
  }
  return { pairs, recut };
}
