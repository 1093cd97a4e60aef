// What kind of value a question asks for ("how long" → a duration, "how much" → a price, "when … open" → hours),
// so the offline engine can prefer the sentence that holds one. Classic question-answering answer types, in English
// and Chinese (多久 → a duration, 多少钱 → a price, 哪个版本 → a version).
import { tokenize } from "../../knowledge/index.js";
import { foldQuestion, ROMANCE_ANSWER_RULES } from "./answer-type-romance.js";

export interface AnswerType {
  name:
    | "weight"
    | "length"
    | "duration"
    | "hours"
    | "date"
    | "money"
    | "percent"
    | "count"
    | "phone"
    | "address"
    | "version"
    | "default";
  /** The question's own words that only ask for the value ("long", "cost"): a unit holding a value of the
   * right kind covers them, whether or not it repeats them. */
  cueTerms: ReadonlySet<string>;
  /** True when the question names what it counts ("how many email addresses"): only a number of those
   * answers it, so pages holding none do not answer it. */
  countsNamedThing?: boolean;
  /** What a duration is of, when the question names it ("how many days of leave" → "leave", "combien de jours de
   * congé" → "conge"; lower case, diacritics folded): a duration answers it only on a page about that. */
  measuredThing?: string;
  /** True when the text holds a value of this kind. */
  matches(text: string): boolean;
}

interface Rule {
  name: AnswerType["name"];
  asks: RegExp;
  cues: string;
  value: RegExp;
}

const UNIT_OF_TIME =
  "(?:business |working |calendar )?(?:millisecond|second|minute|hour|day|week|month|year)s?";
/** A measured time written short: "517ms", "2.5 s", "30 min", "4 hrs". */
const SHORT_TIME = "\\b\\d+(?:\\.\\d+)?\\s?(?:ms|s|secs?|mins?|hrs?|h)\\b";
/** A Chinese duration: "3 到 5 个工作日", "7天", "两周". */
const ZH_DURATION =
  "(?:\\d+|[一二两三四五六七八九十半]+)\\s*(?:(?:到|至|-|–|~)\\s*\\d+\\s*)?(?:个)?(?:工作日|天|日|小时|分钟|秒|毫秒|周|星期|个?月|年)";

/** How often, in English: "every three years", "every other month", "once a year", "annually". */
const EVERY =
  "\\bevery (?:other |[a-z]+ |\\d+ )?(?:day|week|month|year)s?\\b|\\b(?:once|twice) (?:a|per|every) (?:day|week|month|year)\\b|\\b(?:annually|yearly|monthly|weekly|daily)\\b";

/** How long a text must be, which "how long" may ask ("How long does the password have to be?"): a number of
 * characters, digits, letters or words ("12 or more characters", "at least 8 digits", "12 个字符", "6 位数字"). */
const TEXT_LENGTH =
  "\\b\\d+(?:\\s*(?:to|-|–|or)\\s*\\d+)?\\s+(?:or (?:more|fewer|less) )?(?:characters?|digits?|letters?|words?)\\b|\\d+\\s*(?:个)?(?:字符|字母)|\\d+\\s*位(?:数字|字符|数)";

/** How often, in Chinese: "每年" (every year), "每隔 3 个月" — the interval a 隔多久 question asks for. */
const ZH_INTERVAL = "每(?:隔)?\\s*(?:年|个?月|周|星期|天|日|小时)";

// Order matters: the first rule whose question pattern matches wins ("how much does it weigh" is a weight).
const RULES: readonly Rule[] = [
  {
    name: "weight",
    asks: /\bweigh(?:s|t|ts)?\b|\bhow heavy\b|多重|重量/i,
    cues: "weigh weight heavy much 多重 重量",
    value: /\b\d+(?:\.\d+)?\s*(?:lbs?|oz|kg|g|pounds?|ounces?|grams?|kilograms?)\b|\d\s*(?:克|公斤|千克|斤)/i,
  },
  {
    // "How long does the password have to be?", "How long can a name be?": the length of a text, not a time.
    name: "length",
    asks: /\bhow long (?:does|do|must|should|can|could|will|would|is|are) (?:it|they|(?:the |my |your |a |an )?[\w'-]+) (?:have to |has to |need to |needs to )?be\b(?! (?:valid|active|open|available|kept|stored|good|locked|blocked|delayed|before|until|for|after)\b)|\b(?:minimum|maximum|max|min) length\b|\bhow many characters\b/i,
    cues: "long length characters",
    value: new RegExp(TEXT_LENGTH, "i"),
  },
  {
    name: "duration",
    // "How often" asks for the interval between two times, which a duration or an "every …" answers.
    asks: /\bhow (?:long|soon|quickly|fast|often|frequently)\b|\bhow many (?:business |working )?(?:minute|hour|day|week|month|year)s\b|多久|多长|几天|多快|多少(?:个)?(?:天|小时|分钟|周|星期|月|年)/i,
    // 隔 of 隔多久 / 每隔 ("how long between two times") asks for the interval too.
    // Waiting is what a duration measures ("How long do I have to wait?").
    cues: "long soon quickly fast often frequently take wait days weeks hours minutes months years 多久 多长 时间 多快 几天 天 隔",
    value: new RegExp(
      `\\b\\d+(?:\\s*(?:to|-|–|or)\\s*\\d+)?[\\s-]*${UNIT_OF_TIME}\\b|${SHORT_TIME}|${EVERY}|\\bsame day\\b|\\bnext day\\b|${ZH_DURATION}|当天|次日|${ZH_INTERVAL}`,
      "i",
    ),
  },
  {
    name: "hours",
    asks: /\bhours\b|\bwhat time\b|\bwhen (?:is|are|do|does)\b.*\b(?:open|close|closed)\b|\bopen(?:ing)? times?\b|营业时间|几点|开门|关门|工作时间/i,
    cues: "hours time open opening close closing 营业 时间 几点 开门 关门",
    value:
      /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?=\W|$)|\b\d{1,2}[:：]\d{2}\b|\b24\/7\b|\d{1,2}\s*点/i,
  },
  {
    name: "date",
    asks: /^\s*(?:when|since when|what year|in what year|which year)\b|\b(?:what|which|on what) (?:date|day)\b|什么时候|哪一?年|哪一?天|几月几[日号]|何时|日期/i,
    cues: "year date day 什么时候 时候 哪年 哪天 天 何时 日期",
    value:
      /\b(?:1[5-9]|20)\d{2}\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\d\s*[年月]/i,
  },
  {
    name: "percent",
    asks: /\bpercent(?:age)?\b|\bhow much (?:off|of a discount)\b|\bdiscounts?\b|百分之|折扣|几折|打折/i,
    cues: "percent percentage much 百分之 折扣 几折",
    value: /\d\s?%|\bpercent\b|百分之|\d\s*折/i,
  },
  {
    name: "money",
    asks: /\bhow much\b|\bcosts?\b|\bprices?\b|\bfees?\b|\bcharges?\b|\bspend\b|\bexpensive\b|\bminimum order\b|\bpay anything\b|\bcost anything\b|\bis it free\b|多少钱|价格|价钱|费用|收费|售价|运费/i,
    cues: "cost price fee charge spend much expensive pay paid 多少钱 价格 价钱 费用 收费 售价",
    // A price, or that there is none ("free of charge", "no fees").
    value:
      /[$€£¥￥]\s?\d|\b\d+(?:\.\d+)?\s?(?:dollars|usd|euros?|eur|gbp)\b|\d\s*(?:元|块|美元)|免费|\bfree of charge\b|\bno (?:fees?|charges?|cost)\b|\bat no cost\b/i,
  },
  {
    name: "count",
    asks: /\bhow many\b|\b(?:maximum|minimum|max|min|total|largest|smallest) number\b|多少(?:个|种|位|条|次|名|项)|几(?:个|种|位|条|次|项)/i,
    cues: "many number 多少 几个 几种 几次",
    // A number counting something ("500 points"), not a date or a code.
    value: /(?:^|[^\d-])\d[\d,.]*\s+[a-z]|\d\s*(?:个|种|位|条|次|名|项)/i,
  },
  {
    name: "phone",
    asks: /\bphone number\b|\bnumber (?:to|should i) call\b|\bcall you\b|电话|热线/i,
    cues: "phone number call 电话 号码 热线",
    value: /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b\d{3,4}-?\d{7,8}\b|\b400-?\d{3}-?\d{4}\b|\b1\d{10}\b/,
  },
  {
    name: "address",
    asks: /^\s*where\b|\baddress\b|\blocated\b|地址|位于/i,
    cues: "where address located 地址 位于",
    // A street address, a "City, ST 12345" line, or a place named after "in"/"at" ("in Reno, Nevada").
    value:
      /\b\d+\s+(?:[A-Z][\w.]*\s+)+(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Lane|Ln\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Way|Place|Square)\b|\b[A-Z][a-z]+,\s+[A-Z]{2}\s+\d{5}\b|\b(?:in|at)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,\s+[A-Z][a-z]+|[\u4e00-\u9fff]{2,}(?:路|街|大道)\s*\d+\s*号|[\u4e00-\u9fff]+[省市][\u4e00-\u9fff]+[区县]/,
  },
  {
    name: "version",
    // "Does it need a particular Node.js version?" asks for the version it requires, as "which version" does.
    asks: /\b(?:which|what|since what|from which|minimum|required|particular|specific|certain) (?:[\w.]+ )?(?:versions?|releases?)\b|哪个版本|什么版本|哪一版|版本要求|哪个版|哪版/i,
    // What a version is needed or required for is answered by the version the page requires; "since which
    // version" by the one that added it ("Added in: v10.26.0").
    cues: "version release need needs require requires required since 版本",
    // A dotted or "v" version, a Chinese one, or a platform's major release ("iOS 16", "Android 9").
    value:
      /\bv?\d+\.\d+(?:\.\d+)?\b|\bv\d+\b|\d+\s*版|版本\s*\d|\b(?:iOS|iPadOS|macOS|Android|Windows|Chrome|Safari|Firefox|Edge|Node(?:\.js)?|Python|Java)\s?\d+\b/i,
  },
  {
    name: "default",
    // "Out of the box", "if I never configured it": what holds when nothing is set is the default.
    asks: /\bdefault\b|\bout of the box\b|\bif (?:i|we|you) (?:never|don't|do not|didn't|did not|haven't|have not) (?:configured?|set|changed?)\b|默认/i,
    cues: "default 默认",
    value:
      /\bdefaults? (?:to|is)\b|\bdefault(?: value)?\s*[:=]|\bby default\b|默认(?:值)?\s*(?:为|是|[:：=])|默认情况下/i,
  },
];

/** The stemmings a question's cue words may come in: English (no language given), Spanish, French. */
const CUE_LANGUAGES: ReadonlyArray<string | undefined> = [undefined, "es", "fr"];

/** Each rule with its Spanish and French wording (answer-type-romance.ts), if it has one. */
const TYPES: ReadonlyArray<{ rule: Rule; cueTerms: ReadonlySet<string>; romance?: RegExp }> = RULES.map(
  (rule) => {
    const romance = ROMANCE_ANSWER_RULES[rule.name];
    const value = romance?.value
      ? new RegExp(`${rule.value.source}|${romance.value.source}`, "i")
      : rule.value;
    const cues = romance ? `${rule.cues} ${romance.cues}` : rule.cues;
    return {
      rule: { ...rule, value },
      // A question's terms are stemmed as its language's words: the cues as every language's that has a stemmer.
      cueTerms: new Set(
        CUE_LANGUAGES.flatMap((language) =>
          tokenize(cues, { removeStopWords: false, bigrams: false, ...(language ? { language } : {}) }),
        ),
      ),
      ...(romance ? { romance: romance.asks } : {}),
    };
  },
);

/** "How many days of leave…", "¿Cuántos días de vacaciones…?", "Combien de jours de congé…": units of time of a
 * named thing, matched on the question folded (`foldQuestion`); the thing is the first group that matched. */
const MEASURED_THING =
  /\bhow many (?:business |working )?(?:minute|hour|day|week|month|year)s of (?:the |your |my )?([a-z][\w-]*)|\bcuant[oa]s (?:dias|horas|minutos|semanas|meses|anos) de (?:la |las |los |el )?([a-z]+)|\bcombien (?:de |d['’])(?:jours|heures|minutes|semaines|mois|annees) (?:de |d['’])(?:la |l['’])?([a-z]+)/;

/** "how many email addresses…", "the maximum number of seats…": the words naming what is counted. */
const COUNTED = /\b(?:how many|number of)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})/i;
/** A number and the (up to three) words after it: "12 email addresses", "500 reward points". */
const COUNT_PHRASE = /(?:^|[^\d-])\d[\d,.]*\s+((?:[a-z][\w-]*\s*){1,3})/gi;

function countedThing(question: string): Set<string> | undefined {
  const words = COUNTED.exec(question)?.[1];
  const terms = words ? tokenize(words, { bigrams: false }) : [];
  return terms.length > 0 ? new Set(terms) : undefined;
}

/** True when the words after a number name what the question counts. */
function counts(after: string, counted: ReadonlySet<string>): boolean {
  return tokenize(after, { bigrams: false }).some((term) => counted.has(term));
}

/** The kind of value the question asks for, or undefined (yes/no and open questions). */
export function detectAnswerType(question: string): AnswerType | undefined {
  const folded = foldQuestion(question);
  for (const { rule, cueTerms, romance } of TYPES) {
    if (!rule.asks.test(question) && !romance?.test(folded)) continue;
    const counted = rule.name === "count" ? countedThing(question) : undefined;
    const matches = counted
      ? (text: string) => [...text.matchAll(COUNT_PHRASE)].some((phrase) => counts(phrase[1] ?? "", counted))
      : (text: string) => rule.value.test(text);
    const measured = rule.name === "duration" ? MEASURED_THING.exec(folded) : null;
    const measuredThing = measured?.slice(1).find((group) => group !== undefined);
    return {
      name: rule.name,
      cueTerms,
      matches,
      countsNamedThing: counted !== undefined,
      ...(measuredThing ? { measuredThing } : {}),
    };
  }
  return undefined;
}

/** A question asking what the choices are ("What are the options?", "what kinds of sources", 有哪些): a list that
 * speaks to it is the answer, quoted whole. */
const ASKS_LIST =
  /\b(?:what|which)\s+(?:(?:are|were)\s+(?:the\s+|its\s+|their\s+)?(?:\w+\s+)?)?(?:kinds?|types?|sorts?|options|values|choices|modes|ways|examples|limitations|limits|requirements)\b|\beach (?:one|of them)\b|有哪些|哪几种|哪些(?:方式|选项|值|例子|限制|类型|种类)/iu;

/** The question's words that ask for the choices, which a list answers whether or not it repeats them (empty when
 * it asks for none). */
export function listCueTerms(question: string): Set<string> {
  const match = ASKS_LIST.exec(question);
  return new Set(match ? tokenize(match[0]) : []);
}
