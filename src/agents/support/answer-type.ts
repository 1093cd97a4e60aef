// What kind of value a question asks for ("how long" → a duration, "how much" → a price, "when … open" → hours),
// so the offline engine can prefer the sentence that holds one. Classic question-answering answer types, English.
import { tokenize } from "../../knowledge/index.js";

export interface AnswerType {
  name: "weight" | "duration" | "hours" | "date" | "money" | "percent" | "count" | "phone" | "address";
  /** The question's own words that only ask for the value ("long", "cost"): a unit holding a value of the
   * right kind covers them, whether or not it repeats them. */
  cueTerms: ReadonlySet<string>;
  /** True when the text holds a value of this kind. */
  matches(text: string): boolean;
}

interface Rule {
  name: AnswerType["name"];
  asks: RegExp;
  cues: string;
  value: RegExp;
}

const UNIT_OF_TIME = "(?:business |working |calendar )?(?:minute|hour|day|week|month|year)s?";

// Order matters: the first rule whose question pattern matches wins ("how much does it weigh" is a weight).
const RULES: readonly Rule[] = [
  {
    name: "weight",
    asks: /\bweigh(?:s|t|ts)?\b|\bhow heavy\b/i,
    cues: "weigh weight heavy much",
    value: /\b\d+(?:\.\d+)?\s*(?:lbs?|oz|kg|g|pounds?|ounces?|grams?|kilograms?)\b/i,
  },
  {
    name: "duration",
    asks: /\bhow (?:long|soon|quickly|fast)\b|\bhow many (?:business |working )?(?:minute|hour|day|week|month|year)s\b/i,
    cues: "long soon quickly fast take days weeks hours minutes months years",
    value: new RegExp(
      `\\b\\d+(?:\\s*(?:to|-|–|or)\\s*\\d+)?[\\s-]*${UNIT_OF_TIME}\\b|\\bsame day\\b|\\bnext day\\b`,
      "i",
    ),
  },
  {
    name: "hours",
    asks: /\bhours\b|\bwhat time\b|\bwhen (?:is|are|do|does)\b.*\b(?:open|close|closed)\b|\bopen(?:ing)? times?\b/i,
    cues: "hours time open opening close closing",
    value: /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?=\W|$)|\b\d{1,2}:\d{2}\b|\b24\/7\b/i,
  },
  {
    name: "date",
    asks: /^\s*(?:when|since when|what year|in what year|which year)\b/i,
    cues: "year date",
    value:
      /\b(?:1[5-9]|20)\d{2}\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i,
  },
  {
    name: "percent",
    asks: /\bpercent(?:age)?\b|\bhow much (?:off|of a discount)\b|\bdiscounts?\b/i,
    cues: "percent percentage much",
    value: /\d\s?%|\bpercent\b/i,
  },
  {
    name: "money",
    asks: /\bhow much\b|\bcosts?\b|\bprices?\b|\bfees?\b|\bcharges?\b|\bspend\b|\bexpensive\b|\bminimum order\b/i,
    cues: "cost price fee charge spend much expensive pay paid",
    value: /[$€£¥]\s?\d|\b\d+(?:\.\d+)?\s?(?:dollars|usd|euros?|eur|gbp)\b/i,
  },
  {
    name: "count",
    asks: /\bhow many\b/i,
    cues: "many number",
    // A number counting something ("500 points"), not a date or a code.
    value: /(?:^|[^\d-])\d[\d,.]*\s+[a-z]/i,
  },
  {
    name: "phone",
    asks: /\bphone number\b|\bnumber (?:to|should i) call\b|\bcall you\b/i,
    cues: "phone number call",
    value: /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/,
  },
  {
    name: "address",
    asks: /^\s*where\b|\baddress\b|\blocated\b/i,
    cues: "where address located",
    // A street address, a "City, ST 12345" line, or a place named after "in"/"at" ("in Reno, Nevada").
    value:
      /\b\d+\s+(?:[A-Z][\w.]*\s+)+(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Lane|Ln\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Way|Place|Square)\b|\b[A-Z][a-z]+,\s+[A-Z]{2}\s+\d{5}\b|\b(?:in|at)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,\s+[A-Z][a-z]+/,
  },
];

const TYPES: ReadonlyArray<{ rule: Rule; cueTerms: ReadonlySet<string> }> = RULES.map((rule) => ({
  rule,
  cueTerms: new Set(tokenize(rule.cues, { removeStopWords: false })),
}));

/** The kind of value the question asks for, or undefined (yes/no and open questions). */
export function detectAnswerType(question: string): AnswerType | undefined {
  for (const { rule, cueTerms } of TYPES) {
    if (!rule.asks.test(question)) continue;
    return { name: rule.name, cueTerms, matches: (text) => rule.value.test(text) };
  }
  return undefined;
}
