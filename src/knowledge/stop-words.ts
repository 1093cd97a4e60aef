// Words too common to say what a question is about; removed from indexed text and from queries alike.

/** A short English list (question words, pronouns, auxiliaries); negations are kept on purpose. "Because" tells
 * why the visitor asks ("…because another project there already uses foo"), never what about. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about am an and any are as at be been but by can could did do does for from had has have he her his " +
    "how i if im in into is it its ive me much many may my of on or our please she should so some tell than " +
    "that the their them then there these they this those to was we were what when where which who whom why " +
    "will with would you your youre yours " +
    "because"
  ).split(" "),
);

/** Chinese and Japanese function words as `Intl.Segmenter` returns them. */
const CJK_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "的 了 是 在 和 与 吗 呢 吧 啊 么 什么 怎么 怎样 如何 哪 哪里 哪些 我 你 您 他 她 它 我们 你们 他们 " +
    "这 那 这个 那个 这些 那些 有 也 都 就 请 问 个 一个 可以 能 " +
    "は が を に の で と も か です ます ですか ください"
  ).split(" "),
);

/** Characters that make a CJK bigram meaningless (particles, pronouns, copula). */
const CJK_STOP_CHARACTERS: ReadonlySet<string> = new Set([..."的了是吗呢吧啊么我你您和はがをにのでもかす"]);

export function isCjkStopWord(word: string): boolean {
  return CJK_STOP_WORDS.has(word);
}

export function isCjkStopCharacter(character: string): boolean {
  return CJK_STOP_CHARACTERS.has(character);
}

/** Two-character Chinese question words the dictionary splits into single characters (多/长): kept whole so
 * they are not paired with the word before them (保质期多长 → 保质, 质期, 多长, never 期多). */
const CJK_SPLIT_QUESTION_WORDS: ReadonlySet<string> = new Set(
  "多长 多久 多少 多大 多快 多远 多重 几点 几天 几个 几年 几次 几种 哪个 哪些 哪种 哪家 哪年 何时 是否 能否 可否".split(
    " ",
  ),
);

export function isCjkSplitQuestionWord(pair: string): boolean {
  return CJK_SPLIT_QUESTION_WORDS.has(pair);
}
