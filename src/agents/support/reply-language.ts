// The language the engine replies in, from the question's script: Chinese for a question written mostly in Han
// characters, English otherwise. Only the languages the engine's text catalog has.

export type ReplyLanguage = "en" | "zh";

const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

/** "zh" when at least a third of the question's letters are Han (a Chinese question naming "Vue 3" or "pnpm"
 * is still Chinese: each Han character is a word's worth of text), else "en". */
export function replyLanguage(question: string): ReplyLanguage {
  const han = question.match(HAN)?.length ?? 0;
  if (han === 0) return "en";
  const letters = question.match(LETTER)?.length ?? 0;
  return han * 3 >= letters ? "zh" : "en";
}
