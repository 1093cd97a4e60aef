// The language the engine replies in, from the question's script: Chinese for a question written mostly in Han
// characters, English otherwise. Only the languages the engine's text catalog has.

export type ReplyLanguage = "en" | "zh";

const HAN = /\p{Script=Han}/gu;
/** A word in a script written with spaces (Latin, Cyrillic…). */
const SPACED_WORD = /[^\s\p{Script=Han}\p{P}\p{S}\p{N}]+/gu;

/** "zh" when the question has at least as many Han characters as words in other scripts (a Chinese question
 * naming "Vue" or "defineModel" is still Chinese: a Han character is about a word's worth of text), else "en". */
export function replyLanguage(question: string): ReplyLanguage {
  const han = question.match(HAN)?.length ?? 0;
  if (han === 0) return "en";
  const words = question.match(SPACED_WORD)?.length ?? 0;
  return han >= words ? "zh" : "en";
}
