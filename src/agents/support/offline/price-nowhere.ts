// A question asking what something costs is answered by a price (or by its being free): when no page read states
// one, the sites do not say, however well they cover the question's other words (a product the site names in a
// settings table, asked about for its licence price).
import { detectAnswerType } from "../answer-type.js";
import type { PageSupport } from "./page-support.js";

/** Words that ask for a price itself, not any "how much" (disk space, time): en and zh. */
const ASKS_PRICE =
  /\b(?:costs?|prices?|pricing|priced|fees?|charges?|licen[cs]e fees?)\b|多少钱|价格|价钱|费用|收费|售价|定价/i;

/** A yes/no question ("Is there a fee for…?") may be answered without a price ("there is none"). */
const YES_NO = /^\s*(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|may|must)\b/i;

/** True when the question asks what something costs and no page read holds a price (nor says it is free). */
export function priceNowhere(options: { question: string; support: readonly PageSupport[] }): boolean {
  const { question, support } = options;
  if (!ASKS_PRICE.test(question) || YES_NO.test(question)) return false;
  if (detectAnswerType(question)?.name !== "money") return false;
  return support.length > 0 && !support.some((page) => page.typed);
}
