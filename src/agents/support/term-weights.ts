// Rarity weights for query terms (IDF over the passage index), so a question is "covered" when its rare,
// meaningful words are found, not its common ones; words the sites never use weigh most. Words that only frame
// a question ("need", "get", "within") weigh little, and a follow-up carries the previous questions' words at
// a lower weight, so "What about for international orders?" still means returns, but international ones first.
import {
  detectTextLanguage,
  foldChineseNumerals,
  keyTerms,
  type PassageIndex,
  singleCharacterStretches,
  type TokenizeOptions,
  textLanguage,
  tokenize,
} from "../../knowledge/index.js";
import { detectAnswerType } from "./answer-type.js";
import { camelCaseIdentifiers, camelCaseParts } from "./camel-case.js";
import { isFollowUp } from "./follow-up-query.js";
import { framedPairs } from "./framed-pairs.js";
import { ROMANCE_FRAMING, ROMANCE_FRAMING_PHRASES, ROMANCE_NARRATION } from "./framing-words-romance.js";
import { relatedTerms } from "./related-terms.js";
import { replyLanguage } from "./reply-language.js";
import { isRomanceInflection, isSpanishStemAlternation } from "./romance-inflections.js";
import type { Turn } from "./state.js";

/**
 * Weight of each key term of the query. `context` holds the terms that only come from earlier questions: they
 * help find and rank what answers a follow-up, but a page need not hold them to answer it.
 */
export type TermWeights = Map<string, number> & {
  readonly context?: ReadonlySet<string>;
  /** The question's own subject words (neither framing nor asking for a kind of value) that no passage of the
   * index holds: names and nouns the pages read never use. */
  readonly absent?: ReadonlySet<string>;
  /** Pairs of the question's one-character Chinese words that hold a framing word (做同 of 做同一件事, see
   * framed-pairs.ts): terms for finding pages, not words a page must hold (`judgedWeights`). */
  readonly framed?: ReadonlySet<string>;
  /** Pairs of the question's one-character Chinese words with the question's pairs on either side of them (做/无/障碍
   * gives 无障 before and nothing after 做无; 组/件/卸/载 gives 组件 and 卸载 around 件卸): see `straddleSides`. */
  readonly sides?: ReadonlyMap<string, readonly PairSides[]>;
  /** The question's language (`textLanguage`): its terms are stemmed as that language's words, so a text is
   * matched against them once tokenized the same way (`termsOf`). */
  readonly language?: string;
};

/** The question's pairs on either side of one of its pairs of one-character words. */
export interface PairSides {
  before: string;
  after: string;
}

/**
 * The words a text's camelCase identifiers are made of ("serverType" → "server Type"), as text: a settings
 * reference names each entry by its identifier, while a visitor asks for "the server type". Empty when none.
 */
export function identifierWords(text: string): string {
  return camelCaseIdentifiers(text)
    .map((identifier) => camelCaseParts(identifier).join(" "))
    .join(" ");
}

/** A text's terms as the weights' question's terms are made (same language, so the same stemmer), with the words
 * of its camelCase identifiers. */
export function termsOf(
  text: string,
  weights: Pick<TermWeights, "language">,
  options: Omit<TokenizeOptions, "language"> = {},
): string[] {
  const words = identifierWords(text);
  return tokenize(words === "" ? text : `${text}\n${words}`, {
    ...options,
    ...(weights.language ? { language: weights.language } : {}),
  });
}

/** Verbs and fillers that say how a question is asked, not what it is about. */
const FRAMING_WORDS =
  "need needs get got want wants take takes make makes know like give go going able possible way thing " +
  "anything something ok okay thank thanks hi hello also just really still actually happen happens " +
  "within without per over under after before during via else other " +
  // Chinese: question words, verbs of asking and of wanting (希望 "hope", 打算 "intend", as "want"), and one-character
  // verbs and prepositions that frame a question.
  "需要 想要 想 要 希望 打算 应该 可能 是否 能否 可否 区别 不同 差别 差异 哪个 哪些 哪种 哪一 哪里 哪儿 多少 几 一下 知道 " +
  "告诉 请问 为什么 怎么办 如果 还是 有没有 没有 关于 具体 一些 现在 目前 之内 以内 之前 以前 之后 以后 " +
  // Conversational hedges and asking words: "roughly", "after all", "is it or not", "get (back)", "clearly".
  "明明 大概 大概有 大约 多大 一般 通常 到底 到底是 究竟 能不能 是不是 可不可以 行不行 怎么样 不用 拿到 得到 " +
  // Asking what something means: the glossary or a definition answers, without these words.
  "意思 什么东西 东西 含义 " +
  "到 用 会 让 给 从 对 去 来 做 里 上 得 " +
  // Measure words standing alone (好多次, 那块区域, 一个): they count or point, they name nothing.
  "次 遍 回 个 种 块 条 份 张 些 位 " +
  // Verbs of putting something somewhere (应该写什么, 加什么, 填什么): what is put is what the question is about.
  "写 加 填 " +
  // Function words: the disposal marker 把 (把信息分享给…) and the adverb 还 (还需要, 还能) say how, not what; the
  // conjunction 却 ("but", "yet": 页面却不更新, an English stop word) and the aspect particle 着 (照着写, 留着: "-ing").
  "把 还 却 着 " +
  // The English words above that Chinese had no counterpart for: make/do (弄, 搞), able, way (办法, and 写法, 做法:
  // the way to write or do it), thing (事, 一件事), anything,
  // thanks, hello, also, just, really, still, actually, happen, else/other, and a pronoun + 的 (我的, 你的: "my",
  // "your", English stop words).
  "弄 搞 能够 办法 写法 做法 事 事情 一件事 一回事 任何 谢谢 多谢 你好 您好 另外 只是 真的 确实 仍然 依然 其实 发生 别的 其他 其它 " +
  // via, during, like.
  "通过 期间 喜欢 " +
  // The English stop words' conjunctions, prepositions and pointing words Chinese writes as words of their own:
  // and, but, so, because, then, or, if, rather than, for, about, here, there (这里, 那边: "over there").
  "而且 并且 以及 但是 可是 不过 然而 所以 因此 因为 由于 然后 接着 或者 要是 假如 而不是 为了 对于 " +
  "这里 那里 这儿 那儿 这边 那边 " +
  "我的 你的 他的 她的 它的 " +
  // Colloquial forms of the question words above and of the stop words 什么, 怎么 (what, how, why).
  "啥 咋 咋办 咋样 咋整 干嘛 为啥 " +
  // "when", "this", "that", "such", "so" (English stop words): 的时候, 那种, 这样.
  "时候 这种 那种 这类 此类 这样 那样 这么 那么 " +
  // The comparative 更 (更简单 "simpler", 更好 "better"): the grammar of "-er", not a word a page would hold.
  "更";
const FRAMING = new Set(tokenize(FRAMING_WORDS, { removeStopWords: false, bigrams: false }));
/** Words a visitor tells a story with ("I tried a bunch of times, now it says…", "a couple of weeks ago",
 * "suddenly stopped working"): everyday narration and time, rare on a help site but never what a question is
 * about. They weigh like framing words and are never taken for an unknown subject. */
const NARRATION_WORDS =
  "now never say says said saying ask asks asked asking one ones again already ever keep keeps kept try tries tried " +
  "trying bunch lot lots couple ago week weeks today yesterday recently sudden suddenly stop stops stopped " +
  "start starts started often show shows showed mean means meant website site page past only quick quickest " +
  "theyre theyve ive im id happened seems seem exactly sure instead anymore someone somebody anyone " +
  "连着 好多 好几 一直 总是 老是 已经 刚才 刚刚 当初 以前 原来 突然 还没 两个 星期 一封 怎么说 " +
  "经常 常常 提到 提及 看到 " +
  // The English narration words Chinese had no counterpart for: never, say, again, ever, try, a lot, today,
  // yesterday, recently, start, website/page, only, seems, exactly, instead, anymore, someone/anyone.
  "从来 从没 从不 说 说是 再次 又 曾经 试 试过 尝试 很多 许多 一堆 今天 昨天 最近 开始 网站 网页 页面 只 仅 " +
  "好像 似乎 貌似 确切 而是 再也 不再 别人 有人 某人 任何人";
const NARRATION = new Set(tokenize(NARRATION_WORDS, { removeStopWords: false, bigrams: false }));
/** The one-character Chinese words of those lists (用, 把, 还, 做, 说…), as written there: a character that frames a
 * question or tells its story on its own, which a pair holding it only straddles (用微 of 能用微信). */
const FRAMING_CHARACTERS: ReadonlySet<string> = new Set(
  `${FRAMING_WORDS} ${NARRATION_WORDS}`.split(" ").filter((word) => /^\p{Script=Han}$/u.test(word)),
);
/** Languages a question with no sign of its own may be in: English first, so that it wins a tie. */
const GUESSED_LANGUAGES = ["en", "es", "fr"] as const;

/**
 * The language of a question that gives no sign of one ("Mot de passe oublié ?"): the one whose stemming finds the
 * most of its words in the pages read (each page is stemmed as its own language).
 */
function likeliestLanguage(question: string, index: PassageIndex): string {
  let likeliest: string = GUESSED_LANGUAGES[0];
  let most = -1;
  for (const language of GUESSED_LANGUAGES) {
    const found = keyTerms(question, { language }).filter(
      (term) => index.search(term, { limit: 1, language, terms: true }).length > 0,
    ).length;
    if (found > most) {
      likeliest = language;
      most = found;
    }
  }
  return likeliest;
}

/** FRAMING and NARRATION's Spanish and French counterparts, as the language's stems, by language. */
const ROMANCE_FRAMING_TERMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(ROMANCE_FRAMING).map(([language, framing]) => [
    language,
    new Set(
      tokenize(`${framing} ${ROMANCE_NARRATION[language] ?? ""}`, {
        removeStopWords: false,
        bigrams: false,
        language,
      }),
    ),
  ]),
);

/** A word that frames the question or tells its story, in English or Chinese or in the question's language. */
export function isFramingTerm(term: string, language: string): boolean {
  return (
    FRAMING.has(term) || NARRATION.has(term) || (ROMANCE_FRAMING_TERMS.get(language)?.has(term) ?? false)
  );
}

/** A Han word holding a particle (点了, 到了) or led by 的 (的话, 的是), or a modal joined to a verb that no passage holds as a word (要等,
 * 才能), says little on its own: the segmenter cut the question differently from the pages. (A lone character
 * stays a word: 丢 is what 丢失 on a page says.) */
const HAN_PARTICLE = /[了吗呢吧啊]/u;
const HAN_MODAL = /^[要想会能得该才就再都也]/u;
const HAN = /^\p{Script=Han}+$/u;
/** 某 ("some", "a certain": 某个机构, 给某) points at a thing without naming it, in whatever word the segmenter
 * cut around it. */
const HAN_DETERMINER = /某/u;
/** A conjunction joined to the word after it (但/过 of 但过了两个星期, 却不): no page holds the pair. */
const HAN_CONJUNCTION = /^[但而或且并因虽若却]/u;
/** A particle or the copula joined to the word before it (轻/量的 of 轻量的, 明明是): the aspect particles 着 and 过,
 * 的 and 是. No page holds the word; a page that does (通过, 接着, 目的, 还是) uses it as a word of its own. */
const HAN_FUSED_PARTICLE = /[着过的是]$/u;
/** A number of years, time units or times that no page holds is a value the visitor states about their case ("my
 * daughter is 16 years old", "tried 5 times", "mon fils a 14 ans"), which a page answers with its own figure ("at
 * least 18 years"): it weighs like framing, never an unknown subject. (A version, "pnpm 11", is no such number.) */
const STATED_NUMBER =
  /(\d+)\s*(?:years?|yrs?|años|anos|ans|années|months?|meses|mois|weeks?|semanas|semaines|days?|días|dias|jours|hours?|horas|heures|times|veces|fois|岁|周岁|个月|天|次)(?![\p{L}])/giu;

/** English story phrases, whose words alone may name a subject: "no longer" (longer), "end up" ("…ends up
 * installing"), and the negation before a verb of reaching or finding ("can't reach the registry": what the page
 * names is the state, offline or missing, not the visitor's "can't"). The words in the `story` group frame. */
const ENGLISH_STORY_PHRASES =
  /\b(?<story>no longer|end(?:s|ed)? up|(?:can['’]?t|cannot|couldn['’]?t|unable to)(?= (?:reach|find|access|connect|see|open)))(?![\p{L}])/giu;
/** "Called" that names something the visitor tells of ("a project called foo-v2"): a story word, unless the
 * question asks for a name ("What is the setting called?", "called what?"). */
const CALLED = /\bcalled\b/iu;
const ASKS_FOR_NAME = /\b(?:what|which|how)\b[^.!?]*\bcalled\b|\bcalled what\b/iu;

/** The terms of a text's framing expressions in its language (ROMANCE_FRAMING_PHRASES: "quand même"; in English,
 * ENGLISH_STORY_PHRASES and a "called" that asks for no name). */
function phraseFramingTerms(text: string, language: string): Set<string> {
  if (language === "en") {
    const story = [...text.matchAll(ENGLISH_STORY_PHRASES)].map((match) => match.groups?.story ?? "");
    if (CALLED.test(text) && !ASKS_FOR_NAME.test(text)) story.push("called");
    return new Set(tokenize(story.join(" "), { removeStopWords: false, bigrams: false, language }));
  }
  const phrases = ROMANCE_FRAMING_PHRASES[language];
  if (!phrases) return new Set();
  const words = [...text.matchAll(phrases)].map((match) => match[0]).join(" ");
  return new Set(tokenize(words, { removeStopWords: false, bigrams: false, language }));
}

/** Words joined by hyphens (v-show, read-only, one-time): a name or a term of art, never a framing word. */
const HYPHENATED = /[\p{Script=Latin}\p{N}]+(?:-[\p{Script=Latin}\p{N}]+)+/gu;

/** The terms of a text's hyphenated words ("v-show" → show): what the question names, however its parts read
 * alone ("show" tells a story in "it shows an error"). */
function hyphenatedTerms(text: string, language: string): Set<string> {
  return new Set(
    [...text.matchAll(HYPHENATED)].flatMap(([word]) => tokenize(word, { bigrams: false, language })),
  );
}

/** The numbers of a text that state a quantity of time or times (see STATED_NUMBER), in digits or in Chinese
 * numerals (十六岁 → 16, as `tokenize` gives it). */
function statedNumbers(text: string): Set<string> {
  return new Set([...foldChineseNumerals(text).matchAll(STATED_NUMBER)].map((match) => match[1] as string));
}
const FRAMING_FACTOR = 0.25;
/** Weight of a name a Chinese question writes in Latin letters and the pages use, relative to its rarity. */
const NAME_FACTOR = 2;
/** Words that ask for a kind of value ("how long", "cost"): a value of that kind answers them, so they must
 * not outweigh what the question is about (and sites rarely repeat them). */
const CUE_FACTOR = 0.3;
/** Weight of the previous questions' words: [last, the one before], for a follow-up and for a new question. */
const HISTORY_FACTORS = { followUp: [0.5, 0.25], newTopic: [0.2, 0] } as const;

export function termWeights(options: {
  question: string;
  history?: readonly Turn[];
  index: PassageIndex;
}): TermWeights {
  const { question, history = [], index } = options;
  const language = detectTextLanguage(question) ?? likeliestLanguage(question, index);
  const total = Math.max(index.size, 1);
  const frequency = (term: string) => {
    const hits = index.search(term, { limit: total, language, terms: true });
    // A Han word is searched as its characters' bigrams too: count the passages holding the word itself.
    return HAN.test(term) ? hits.filter((hit) => hit.matchedTerms.includes(term)).length : hits.length;
  };
  const context = new Set<string>();
  const absent = new Set<string>();
  const framed = new Set<string>();
  const sides = new Map<string, PairSides[]>();
  const weights: TermWeights = Object.assign(new Map<string, number>(), {
    context,
    absent,
    framed,
    sides,
    language,
  });
  const add = (text: string, factor: number, fromHistory: boolean) => {
    if (factor <= 0) return;
    const cues = detectAnswerType(text)?.cueTerms ?? new Set<string>();
    // A Chinese question writes what it names in Latin letters (aside, ARIA, Pinia): the pages' own names for
    // it, a surer sign of the answer than the words around them.
    const names = replyLanguage(text) === "zh" ? nameTerms(text) : new Set<string>();
    const straddling = straddlingPairs(text, (pair) => frequency(pair) > 0);
    const stated = statedNumbers(text);
    const phrased = phraseFramingTerms(text, language);
    const identifiers = hyphenatedTerms(text, language);
    for (const pair of framedPairs(text, frequency, (character) => FRAMING_CHARACTERS.has(character)))
      framed.add(pair);
    for (const [pair, around] of straddleSides(text))
      sides.set(pair, [...(sides.get(pair) ?? []), ...around]);
    for (const term of keyTerms(text, { language })) {
      if (weights.has(term)) continue;
      const found = frequency(term);
      const kind =
        (isFramingTerm(term, language) && !identifiers.has(term)) ||
        phrased.has(term) ||
        isHanFragment(term, found) ||
        (found === 0 && (straddling.has(term) || stated.has(term)))
          ? FRAMING_FACTOR
          : cues.has(term)
            ? CUE_FACTOR
            : 1;
      const named = kind === 1 && found > 0 && names.has(term) ? NAME_FACTOR : 1;
      // A word asking for a kind of value is answered by a value, not by the word: how often pages use it
      // ("version" on a docs site) says nothing, so it weighs as if no page held it.
      const rarity = kind === CUE_FACTOR ? Math.log(1 + total) : Math.log(1 + total / (1 + found));
      weights.set(term, rarity * factor * kind * named);
      if (fromHistory) context.add(term);
      else if (found === 0 && kind === 1) absent.add(term);
    }
  };
  add(question, 1, false);
  const factors = isFollowUp(question, history) ? HISTORY_FACTORS.followUp : HISTORY_FACTORS.newTopic;
  factors.forEach((factor, back) => {
    const turn = history.at(-1 - back);
    if (turn) add(turn.question, factor, true);
  });
  return weights;
}

/**
 * The weights a page or passage is judged on, to answer or refuse: `weights` with the framed pairs weighing
 * like framing words. Retrieval and link scoring keep them whole (they find the pages; the word each pair straddles
 * into is itself a term). The weights as given when there are none.
 */
export function judgedWeights(weights: TermWeights): TermWeights {
  const framed = weights.framed;
  if (!framed || framed.size === 0) return weights;
  const judged = new Map(
    [...weights].map(([term, weight]) => [term, framed.has(term) ? weight * FRAMING_FACTOR : weight]),
  );
  return Object.assign(judged, {
    ...(weights.context ? { context: weights.context } : {}),
    ...(weights.absent ? { absent: weights.absent } : {}),
    ...(weights.sides ? { sides: weights.sides } : {}),
    ...(weights.language ? { language: weights.language } : {}),
  });
}

/** A Han word the segmenter made of function words, each of which is dropped on its own (我在 of 我在 Login.gov 开了
 *账户: "I" + "at"; 也是, 都在), or of such a word and one-character framing words (我想 "I want", 我要, 我又, 还有:
 * a pronoun fused to the verb after it): it names nothing. */
function isMadeOfStopWords(term: string): boolean {
  const characters = [...term];
  const isStopWord = (character: string) => tokenize(character, { bigrams: false }).length === 0;
  return (
    characters.length > 1 &&
    characters.some(isStopWord) &&
    characters.every((character) => isStopWord(character) || FRAMING_CHARACTERS.has(character))
  );
}

/** A Han word holding a particle, or a modal + verb no passage holds: how the segmenter cut the question. */
function isHanFragment(term: string, found: number): boolean {
  if (!HAN.test(term)) return false;
  if (isMadeOfStopWords(term)) return true;
  if (HAN_PARTICLE.test(term) || term.startsWith("的") || HAN_DETERMINER.test(term)) return true;
  return (
    found === 0 &&
    term.length > 1 &&
    (HAN_MODAL.test(term) || HAN_CONJUNCTION.test(term) || HAN_FUSED_PARTICLE.test(term))
  );
}

/**
 * Pairs of one-character words (see `singleCharacterStretches`) that straddle two words, told by the pages: no
 * passage holds the pair, and either it shares a character with a pair of the stretch taken as a word, the one before
 * it (适/配/时 gives 适配 and 配时: both cannot be words) or the one after it when the passages hold that one
 * (中组 of 加/载/中/组/件 before 组件), or its edge character joins the word next to it in a way the passages do
 * hold (做/无 before 障碍, where pages say 无障碍), or one of its characters is a one-character framing word (用微
 * of 能用微信, 还要 of 还要再交: 用 and 还 frame the question on their own). A pair no passage holds that nothing else
 * explains (绑/定 → 绑定) stays a word: the sites may simply not use it.
 */
export function straddlingPairs(question: string, held: (pair: string) => boolean): Set<string> {
  const straddling = new Set<string>();
  for (const { characters, before, after } of singleCharacterStretches(question)) {
    let kept = -2;
    for (let index = 0; index + 1 < characters.length; index += 1) {
      const first = characters[index] as string;
      const second = characters[index + 1] as string;
      const pair = first + second;
      if (held(pair)) {
        kept = index;
        continue;
      }
      const third = characters[index + 2];
      const joinsBefore = index === 0 && before !== undefined && held(before + first);
      const joinsAfter = index + 2 === characters.length && after !== undefined && held(second + after);
      const nextHeld = third !== undefined && held(second + third);
      const framed = FRAMING_CHARACTERS.has(first) || FRAMING_CHARACTERS.has(second);
      if (kept === index - 1 || joinsBefore || joinsAfter || nextHeld || framed) straddling.add(pair);
      else kept = index;
    }
  }
  return straddling;
}

/**
 * Two spellings of one word: one extends the other by at most 3 letters ("weigh" ~ "weight", "rent" ~ "rental"),
 * or they differ in a Spanish or French ending ("llamo" ~ "llamar", see romance-inflections.ts), or, in Spanish, in
 * a verb stem's diphthong ("renuev" ~ "renov"); in Han, one word
 * holds the other and is at most 2 characters longer (版本 ~ 版本号, 茶 ~ 茶叶).
 */
export function isVariant(term: string, token: string, language?: string): boolean {
  if (language === "es" && isSpanishStemAlternation(term, token)) return true;
  const [shorter, longer] = term.length <= token.length ? [term, token] : [token, term];
  if (HAN.test(shorter)) {
    return longer.length > shorter.length && longer.length - shorter.length <= 2 && longer.includes(shorter);
  }
  return (
    (shorter.length >= 4 && longer.length - shorter.length <= 3 && longer.startsWith(shorter)) ||
    isRomanceInflection(term, token)
  );
}

/** How well `terms` hold `term`: 1 as such, 0.8 as a variant spelling, 0.6 as a related word, else 0. */
export function termCredit(term: string, terms: ReadonlySet<string>, language?: string): number {
  if (terms.has(term)) return 1;
  for (const candidate of terms) if (isVariant(term, candidate, language)) return 0.8;
  for (const related of relatedTerms(term, language)) if (terms.has(related)) return 0.6;
  return 0;
}

/**
 * Weighted share (0..1) of the query's terms present in `terms`. `satisfied` terms count as present: the
 * words that ask for a kind of value ("how long") when the text holds such a value. Context terms (from
 * earlier questions) add to what is covered but are not required: the share is capped at 1.
 */
export function weightedCoverage(
  weights: TermWeights,
  terms: ReadonlySet<string>,
  satisfied: ReadonlySet<string> = new Set(),
): number {
  return Math.min(1, weightedMatch(weights, terms, satisfied));
}

/** weightedCoverage before the cap: context terms can lift it above 1, which ranks otherwise equal texts. */
export function weightedMatch(
  weights: TermWeights,
  terms: ReadonlySet<string>,
  satisfied: ReadonlySet<string> = new Set(),
): number {
  let covered = 0;
  let all = 0;
  for (const [term, weight] of weights) {
    if (!weights.context?.has(term)) all += weight;
    const credit = satisfied.has(term) ? 1 : termCredit(term, terms, weights.language);
    covered += weight * (credit < 1 && straddlesHeldWords(term, weights, terms) ? 1 : credit);
  }
  return all === 0 ? 0 : covered / all;
}

/**
 * The pairs of a text's stretches of one-character Chinese words (as `keyTerms` pairs them: 组/件/卸/载 → 组件, 件卸,
 * 卸载), each with the pairs beside it in the text: the one before (or the word before's last character and the
 * stretch's first) and the one after (or the stretch's last character and the next word's first). A pair at the
 * start of a text or of a stretch after a stop word has no pair before it, and is given none.
 */
export function straddleSides(text: string): Map<string, PairSides[]> {
  const sides = new Map<string, PairSides[]>();
  for (const { characters, before, after } of singleCharacterStretches(text)) {
    const extended = [before ?? "", ...characters, after ?? ""];
    for (let index = 1; index + 1 < extended.length - 1; index += 1) {
      const previous = extended[index - 1] as string;
      const next = extended[index + 2] as string;
      if (previous === "" || next === "") continue;
      const pair = (extended[index] as string) + (extended[index + 1] as string);
      const around = {
        before: previous + (extended[index] as string),
        after: (extended[index + 1] as string) + next,
      };
      sides.set(pair, [...(sides.get(pair) ?? []), around]);
    }
  }
  return sides;
}

/** A pair of the question's one-character words that a text does not hold, while it holds the question's pairs on
 * both sides of it: the text writes the words the pair straddles (组件 and 卸载 around 件卸 of 组件卸载时), which
 * is all the question says there. The dictionary cut the question's compound into characters, and a text that says
 * "当组件被卸载时" holds the words without the straddling pair. */
function straddlesHeldWords(term: string, weights: TermWeights, terms: ReadonlySet<string>): boolean {
  return (
    weights.sides?.get(term)?.some(({ before, after }) => terms.has(before) && terms.has(after)) ?? false
  );
}

/**
 * The weights of the question's own words, without those carried from earlier questions (the weights as given
 * when there are none, or when only carried words weigh anything).
 */
export function ownTermWeights(weights: TermWeights): TermWeights {
  if (!weights.context || weights.context.size === 0) return weights;
  const own = new Map([...weights].filter(([term]) => !weights.context?.has(term)));
  if (![...own.values()].some((weight) => weight > 0)) return weights;
  // The follow-up's words keep their language (a Spanish follow-up is stemmed as Spanish) and what is known of
  // them (absent from every page, framed pairs).
  const ownOf = (terms: ReadonlySet<string> | undefined) =>
    terms && new Set([...terms].filter((term) => own.has(term)));
  return Object.assign(own, {
    context: new Set<string>(),
    ...(weights.absent ? { absent: ownOf(weights.absent) } : {}),
    ...(weights.framed ? { framed: ownOf(weights.framed) } : {}),
    ...(weights.sides ? { sides: weights.sides } : {}),
    ...(weights.language ? { language: weights.language } : {}),
  });
}

/** Absent words together holding at least this share of the question's weight, two or more of them, are what
 * it is about ("a recipe for banana bread"); one generic word alone ("valid", "extra") is a paraphrase. */
const UNKNOWN_SUBJECT_SHARE = 0.4;
const SENTENCE = /[^.!?。！？]+/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}_'’.-]*/gu;

/**
 * Terms of the names in a question: words capitalised inside a sentence or in mixed case (Yarn, Plug'n'Play,
 * PnP), and any Latin-script word in a question written in Han (Chinese questions write names in Latin letters).
 */
export function nameTerms(question: string, language: string = textLanguage(question)): Set<string> {
  const names = new Set<string>();
  const isHanQuestion = language === "zh";
  for (const [sentence] of question.matchAll(SENTENCE)) {
    const words = [...sentence.matchAll(WORD)].map((match) => match[0]);
    words.forEach((word, position) => {
      const latin = /\p{Script=Latin}/u.test(word);
      const named =
        (isHanQuestion && latin) ||
        /\p{Ll}\p{Lu}/u.test(word) ||
        (position > 0 && !isHanQuestion && /^\p{Lu}/u.test(word));
      if (named) for (const term of tokenize(word, { bigrams: false, language })) names.add(term);
    });
  }
  return names;
}

/**
 * The question's subject words that the pages read never use, in any spelling or related word: a competitor's
 * product or a concept the sites never mention ("Yarn's Plug'n'Play"), named next to the sites' own words. A name
 * is a subject; other absent words are when together they weigh much of the question. Empty when none.
 */
export function unknownSubjectTerms(
  question: string,
  weights: TermWeights,
  terms: ReadonlySet<string>,
): string[] {
  const unknown = [...(weights.absent ?? [])].filter(
    (term) => termCredit(term, terms, weights.language) === 0,
  );
  const names = nameTerms(question, weights.language);
  const named = unknown.filter((term) => names.has(term));
  if (named.length > 0) return named;
  let all = 0;
  for (const [term, weight] of weights) if (!weights.context?.has(term)) all += weight;
  const share =
    unknown.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0) / Math.max(all, Number.MIN_VALUE);
  return unknown.length >= 2 && share >= UNKNOWN_SUBJECT_SHARE ? unknown : [];
}
