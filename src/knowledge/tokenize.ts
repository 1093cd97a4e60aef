// Turns text in any language into search terms; the same function indexes pages and reads questions.
import { stemEnglish } from "./stem-english.js";
import { romanceStemmer, withoutElision } from "./stem-romance.js";
import {
  ENGLISH_STOP_WORDS,
  isCjkSplitQuestionWord,
  isCjkStopCharacter,
  isCjkStopWord,
} from "./stop-words.js";
import { FRENCH_STOP_WORDS, languageStopWords, SPANISH_STOP_WORDS } from "./stop-words-latin.js";

export interface TokenizeOptions {
  /** BCP 47 locale for word segmentation; default: the runtime's. Only segmentation depends on it, so a
   * question and a page in different languages still produce comparable terms (numbers, Latin names). */
  locale?: string;
  /** Drop stop words (English list, CJK function words). Default true. */
  removeStopWords?: boolean;
  /** Stem words of plain a–z letters (after folding): with the language's Snowball stemmer when `language` has one
   * (Spanish, French), else with the light English stemmer. Default true. */
  stem?: boolean;
  /** The text's language (BCP 47: "es", "fr-CA"), when known: it chooses the stemmer, drops French elisions
   * (l'adresse → adresse) and adds the language's own stop words. Other languages (and none) keep the English
   * stemmer, so a page and a question compared with each other must be tokenized with the same language. */
  language?: string;
  /** Add the character bigrams of every Han/kana run (recall for an index). Default true. When false, a run
   * gives its dictionary words only, adjacent one-character words joined in pairs (退/货 → 退货): the words a
   * question is judged on, with no bigram straddling two words (版本开始 → 本开). */
  bigrams?: boolean;
}

/** Han and kana: written without spaces; we add character bigrams of their runs for recall. */
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
/** Runs of scripts written without spaces between words: only a dictionary segmenter finds their words. */
const UNSPACED_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu;
/**
 * A word in a script that separates words with spaces or punctuation: letters, marks, digits and "_",
 * joined by "." or an apostrophe (U.S, don't, 3.5, example.com) or by "," between digits (1,000) — the
 * UAX #29 rules `Intl.Segmenter` applies to these scripts, as a regular expression.
 */
const SPACED_WORD = /[\p{L}\p{M}\p{N}_]+(?:(?:[.'’·]|(?<=\p{N}),(?=\p{N}))[\p{L}\p{M}\p{N}_]+)*/gu;
const LATIN_WITH_MARKS = /(\p{Script=Latin})\p{M}+/gu;
/** Latin letters NFD does not decompose. */
const LATIN_FOLDS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  ı: "i",
  þ: "th",
};
const LATIN_FOLD_PATTERN = /[ßæœøđðłıþ]/g;

// Constructing a segmenter costs far more than using one; tokenize runs for every passage.
const segmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(locale: string | undefined): Intl.Segmenter {
  const key = locale ?? "";
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(key, segmenter);
  }
  return segmenter;
}

/**
 * Splits text into normalised terms:
 * - NFKC, lower case; Latin diacritics folded (café → cafe, Straße → strasse);
 * - runs of scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Burmese) are segmented
 *   into words by `Intl.Segmenter` (word granularity, word-like segments), never split on spaces; other
 *   scripts are split by `SPACED_WORD`, which gives the same words there (tested) for a fraction of the
 *   cost: segmenting alone took ~5× as long as this whole function does on English passages, and
 *   dominated the time to index 500 pages;
 * - for every run of Han/kana characters, its character bigrams as well, because dictionary segmentation
 *   splits unknown compounds inconsistently (退货 comes out as 退 + 货);
 * - apostrophes dropped (customer's → customer, don't → dont), dots dropped from letter acronyms
 *   (U.S. → us), thousands separators dropped from numbers (1,000 → 1000);
 * - a letter joined by a hyphen to a stop word is read as one word (v-if → vif, v-for → vfor);
 * - single Latin letters, stop words (English, Spanish, French) and CJK function words removed; light English
 *   stemming, or with a `language` that has one, its Snowball stemmer (which reads a word before its diacritics
 *   are folded: "identificación" and "identificaciones" meet only so), then folding.
 */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  const { locale, removeStopWords = true, stem = true, bigrams = true, language } = options;
  const romance = romanceStemmer(language);
  const lower = foldChineseNumerals(foldHanVariants(text.normalize("NFKC").toLowerCase()));
  // A Snowball stemmer needs the word's diacritics: each word is folded after it is stemmed (`romanceTermOf`).
  const normalised = romance ? lower : foldLatin(lower);
  const sink: TermSink = {
    terms: [],
    removeStopWords,
    stem,
    bigrams,
    ...(romance && language ? { romance: { stemmer: romance, language } } : {}),
  };
  let cursor = 0;
  for (const run of normalised.matchAll(UNSPACED_RUN)) {
    pushSpacedWords(normalised.slice(cursor, run.index), sink);
    pushUnspacedRun(run[0], wordSegmenter(locale), sink);
    cursor = run.index + run[0].length;
  }
  pushSpacedWords(normalised.slice(cursor), sink);
  return sink.terms;
}

interface TermSink {
  terms: string[];
  removeStopWords: boolean;
  stem: boolean;
  bigrams: boolean;
  /** The language's Snowball stemmer, when it has one. */
  romance?: { stemmer: (word: string) => string; language: string };
}

/** Word → term (null: dropped), one map per combination of removeStopWords, stem and language (bigrams do not touch
 * spaced words). Vocabularies are small, and stemming costs more than the rest of tokenization; each map is cleared
 * when full so memory stays bounded. */
const termCaches = new Map<string, Map<string, string | null>>();
const TERM_CACHE_LIMIT = 100_000;

function termCache(sink: TermSink): Map<string, string | null> {
  const key = `${sink.removeStopWords ? 1 : 0}${sink.stem ? 1 : 0}${sink.romance?.language ?? ""}`;
  let cache = termCaches.get(key);
  if (!cache) {
    cache = new Map();
    termCaches.set(key, cache);
  }
  return cache;
}

/** `word`'s term under `sink`'s options (null: dropped), cached. */
function termFor(word: string, sink: TermSink): string | null {
  const cache = termCache(sink);
  let term = cache.get(word);
  if (term === undefined) {
    term = sink.romance ? romanceTermOf(word, sink, sink.romance) : termOf(word, sink);
    if (cache.size >= TERM_CACHE_LIMIT) cache.clear();
    cache.set(word, term);
  }
  return term;
}

function pushSpacedWords(text: string, sink: TermSink): void {
  // Whether a word is dropped as a stop word is judged with stop words removed whatever `sink` keeps, so that
  // text tokenized with stop words kept (link texts) still gives the compounds below that a question gives.
  const strict: TermSink = sink.removeStopWords ? sink : { ...sink, removeStopWords: true };
  // A letter joined by a hyphen to a word that is dropped too (v-if, v-for, v-on) is one word: "v-for" and
  // "v-if" would leave nothing to search for. Only two parts: French inversions (a-t-il, est-ce) are function
  // words. A letter joined to a word kept (e-mail, v-model) is read as that word, as before.
  let compound = "";
  let parts = 0;
  let kept = false;
  let end = -1;
  const flushCompound = () => {
    if (parts === 2 && !kept && /^[a-z]-/.test(compound)) {
      const term = termFor(compound.replace("-", ""), sink);
      if (term !== null) sink.terms.push(term);
    }
    compound = "";
    parts = 0;
    kept = false;
  };
  for (const match of text.matchAll(SPACED_WORD)) {
    const word = match[0];
    if (match.index === end + 1 && text.charCodeAt(end) === HYPHEN) compound += `-${word}`;
    else {
      flushCompound();
      compound = word;
    }
    parts += 1;
    end = match.index + word.length;
    const term = termFor(word, sink);
    if (term === null) continue;
    if (strict === sink || termFor(word, strict) !== null) kept = true;
    sink.terms.push(term);
  }
  flushCompound();
}

const HYPHEN = 0x2d;

function termOf(word: string, sink: TermSink): string | null {
  const term = cleanWord(word);
  if (term === undefined) return null;
  if (sink.removeStopWords && isLatinStopWord(term)) return null;
  return sink.stem ? stemEnglish(term) : term;
}

/** Most passes of a Snowball stemmer over its own output: a stem must stem to itself, as the English stemmer's
 * do, because callers search the index with terms that are already stems. */
const MAX_ROMANCE_PASSES = 4;

/** `termOf` for a language with a Snowball stemmer: its elision dropped, the stop words of every listed language
 * and the language's own removed, the word stemmed before folding and the stem stemmed again to a fixed point. */
function romanceTermOf(
  word: string,
  sink: TermSink,
  romance: NonNullable<TermSink["romance"]>,
): string | null {
  const accented = cleanWord(withoutElision(word, romance.language));
  if (accented === undefined) return null;
  const term = foldLatin(accented);
  if (sink.removeStopWords && (isLatinStopWord(term) || languageStopWords(romance.language).has(term)))
    return null;
  if (!sink.stem || !/^[a-z]+$/.test(term)) return term;
  let stem = foldLatin(romance.stemmer(accented));
  for (let pass = 0; pass < MAX_ROMANCE_PASSES; pass += 1) {
    const next = romance.stemmer(stem);
    if (next === stem) break;
    stem = next;
  }
  return stem;
}

/** Stop words of every Latin-script language we list, whatever the text's language (the language is not always
 * known, and the lists hardly meet the other languages' content words; see stop-words-latin.ts). */
function isLatinStopWord(term: string): boolean {
  return ENGLISH_STOP_WORDS.has(term) || SPANISH_STOP_WORDS.has(term) || FRENCH_STOP_WORDS.has(term);
}

function pushUnspacedRun(run: string, segmenter: Intl.Segmenter, sink: TermSink): void {
  if (!sink.bigrams) {
    pushUnspacedWords(run, segmenter, sink);
    return;
  }
  // Where a two-character word starts: its bigram would only count the same word twice.
  const twoCharacterWordOffsets = new Set<number>();
  for (const segment of segmenter.segment(run)) {
    if (!segment.isWordLike) continue;
    const word = segment.segment;
    if ([...word].length === 2) twoCharacterWordOffsets.add(segment.index);
    if (sink.removeStopWords && isCjkStopWord(word)) continue;
    sink.terms.push(word);
  }
  if (CJK_CHARACTER.test(run)) pushCjkBigrams(run, twoCharacterWordOffsets, sink);
}

/**
 * The run's words, where a stretch of one-character Han/kana words (the dictionary's way of splitting a compound
 * it does not know: 退/货, 保/质/期) gives its adjacent pairs instead (退货; 保质, 质期); a lone one-character
 * word stays as it is. Stop words end a stretch and are dropped; a split question word (多/长) is kept whole.
 */
function pushUnspacedWords(run: string, segmenter: Intl.Segmenter, sink: TermSink): void {
  let singles: string[] = [];
  const flush = () => {
    if (singles.length === 1) sink.terms.push(singles[0] as string);
    for (let index = 0; index + 1 < singles.length; index += 1) {
      sink.terms.push((singles[index] as string) + (singles[index + 1] as string));
    }
    singles = [];
  };
  for (const segment of segmenter.segment(run)) {
    const word = segment.segment;
    const isStop = sink.removeStopWords && (isCjkStopWord(word) || isCjkStopCharacter(word));
    if (!segment.isWordLike || isStop) {
      flush();
      continue;
    }
    if ([...word].length === 1 && CJK_CHARACTER.test(word)) {
      const pair = `${singles.at(-1) ?? ""}${word}`;
      if (singles.length > 0 && isCjkSplitQuestionWord(pair)) {
        singles.pop();
        flush();
        sink.terms.push(pair);
      } else {
        singles.push(word);
      }
      continue;
    }
    flush();
    sink.terms.push(word);
  }
  flush();
}

/** A stretch of one-character Han/kana words that `tokenize` (bigrams: false) pairs back (做/无 → 做无), with the
 * characters next to it inside the same run: the last of the word before and the first of the word after. */
export interface SingleCharacterStretch {
  characters: string[];
  before?: string;
  after?: string;
}

/**
 * The stretches of one-character words in a text's unspaced runs, as `keyTerms` sees them (stop words and
 * split question words end a stretch): what lets a caller that knows the pages tell a real word the dictionary
 * lacks (绑/定) from a pair straddling two words (做/无 of 做无障碍).
 */
export function singleCharacterStretches(text: string, locale?: string): SingleCharacterStretch[] {
  const normalised = foldChineseNumerals(foldHanVariants(foldLatin(text.normalize("NFKC").toLowerCase())));
  const stretches: SingleCharacterStretch[] = [];
  for (const run of normalised.matchAll(UNSPACED_RUN)) {
    let current: SingleCharacterStretch | undefined;
    let lastWord: string | undefined;
    const close = (next?: string) => {
      if (current && current.characters.length >= 2) {
        if (next) current.after = [...next][0];
        stretches.push(current);
      }
      current = undefined;
    };
    for (const segment of wordSegmenter(locale).segment(run[0])) {
      const word = segment.segment;
      const single = [...word].length === 1 && CJK_CHARACTER.test(word);
      const isStop = isCjkStopWord(word) || isCjkStopCharacter(word);
      if (!segment.isWordLike || isStop) {
        close();
        lastWord = undefined;
        continue;
      }
      if (single) {
        const previous = current?.characters.at(-1);
        if (previous && isCjkSplitQuestionWord(previous + word)) {
          current?.characters.pop();
          close();
          lastWord = undefined;
          continue;
        }
        current ??= { characters: [], ...(lastWord ? { before: [...lastWord].at(-1) as string } : {}) };
        current.characters.push(word);
        continue;
      }
      close(word);
      lastWord = word;
    }
    close();
  }
  return stretches;
}

/** Han characters written interchangeably in Simplified Chinese (帐户 and 账户, "account", are both common; a help
 * center may use one and its visitors the other): folded to one form, as NFKC does not. */
const HAN_VARIANTS: Record<string, string> = { 帐: "账" };
const HAN_VARIANT_PATTERN = /帐/g;

function foldHanVariants(text: string): string {
  return text.replace(HAN_VARIANT_PATTERN, (character) => HAN_VARIANTS[character] ?? character);
}

/**
 * A number written in Chinese numerals before a unit of time or a count of times (两个星期, 三天, 二十四小时, 两次) in
 * Arabic digits (2个星期, 3天, 24小时, 2次), as help pages mostly write durations, ages and limits ("24 小时", "2 周",
 * "18 周岁") and visitors often do not. Counts of things (两个账户, 两种方式) stay: pages write them in numerals
 * too. A lone 一 stays (一天, 一次: "a day", "once"); 十分 ("very") holds no unit after its numeral.
 */
const CHINESE_COUNT =
  /(?<![零〇一二两三四五六七八九十百千])([零〇一二两三四五六七八九十百千]{2,}|[零〇二两三四五六七八九十百千])(?=个?(?:天|周|星期|礼拜|年|月|日|小时|钟头|分钟|秒|岁|周岁|次|遍|倍))/gu;
const CHINESE_DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const CHINESE_UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };

export function foldChineseNumerals(text: string): string {
  return text.replace(CHINESE_COUNT, (numeral) => String(chineseNumeralValue(numeral)));
}

/** The value of a Chinese numeral below 10,000 (二十四 → 24, 十五 → 15, 一百零五 → 105, 两千 → 2000). */
function chineseNumeralValue(numeral: string): number {
  let total = 0;
  let digit = 0;
  for (const character of numeral) {
    const unit = CHINESE_UNITS[character];
    if (unit === undefined) digit = CHINESE_DIGITS[character] ?? 0;
    else {
      total += (digit === 0 ? 1 : digit) * unit;
      digit = 0;
    }
  }
  return total + digit;
}

function foldLatin(text: string): string {
  return text
    .normalize("NFD")
    .replace(LATIN_WITH_MARKS, "$1")
    .normalize("NFC")
    .replace(LATIN_FOLD_PATTERN, (letter) => LATIN_FOLDS[letter] ?? letter);
}

function cleanWord(word: string): string | undefined {
  // Most words need nothing done: skip the regular expressions below.
  if (/^[a-z0-9]+$/.test(word)) return word.length === 1 && word > "9" ? undefined : word;
  let term = word.replace(/[’‘ʼ]/g, "'");
  if (term.endsWith("'s")) term = term.slice(0, -2);
  term = term.replace(/'/g, "");
  if (/^\p{L}(\.\p{L})+\.?$/u.test(term)) term = term.replace(/\./g, "");
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(term)) term = term.replace(/,/g, "");
  if (term.length === 0) return undefined;
  if (term.length === 1 && /\p{Script=Latin}/u.test(term)) return undefined;
  return term;
}

function pushCjkBigrams(run: string, twoCharacterWordOffsets: Set<number>, sink: TermSink): void {
  const characters = [...run];
  let offset = 0;
  for (let index = 0; index + 1 < characters.length; index += 1) {
    const first = characters[index] as string;
    const second = characters[index + 1] as string;
    offset += index === 0 ? 0 : (characters[index - 1] as string).length;
    const isStop = sink.removeStopWords && (isCjkStopCharacter(first) || isCjkStopCharacter(second));
    const isBothCjk = CJK_CHARACTER.test(first) && CJK_CHARACTER.test(second);
    if (!isStop && isBothCjk && !twoCharacterWordOffsets.has(offset)) sink.terms.push(first + second);
  }
}

/** The distinct terms of a query that carry meaning (no stop words, words rather than character bigrams): what
 * `coverage` checks for. */
export function keyTerms(
  query: string,
  options: Pick<TokenizeOptions, "locale" | "language"> = {},
): string[] {
  return [...new Set(tokenize(query, { ...options, bigrams: false }))];
}
