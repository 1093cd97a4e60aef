// A small thesaurus of customer-support vocabulary, so the offline engine can connect a visitor's words to the
// words sites use for the same thing ("installments" → payment, "founded" → about, "broken" → repair). General
// e-commerce and help-center language only: nothing here names a particular site, brand or product.
import { tokenize } from "../../knowledge/index.js";

/** Words a visitor may write → words a site is likely to use for it (help-center section names first). */
const GROUPS: ReadonlyArray<readonly [visitorWords: string, siteWords: string]> = [
  ["installment instalment installments financing finance", "payment pay split interest"],
  ["founded founder established history origin started", "about history company founded"],
  ["personal privacy gdpr cookie cookies", "privacy personal data"],
  ["fix fixed broken broke damaged mend", "repair damage"],
  ["repair", "fix"],
  ["fee fees surcharge charge charges", "rate price cost fee"],
  ["cost costs price prices", "rate price cost fee"],
  ["weigh heavy", "weight"],
  ["weight", "weigh"],
  ["delivery deliver arrive arrival", "shipping delivery"],
  ["shipping postage courier", "delivery"],
  ["refund refunds reimburse", "return refund"],
  ["return", "refund"],
  ["cancel cancellation modify amend edit", "cancel change order"],
  ["phone call telephone", "phone contact"],
  ["email", "contact email"],
  ["hours opening closing", "hours open"],
  ["branch branches location locations", "store location"],
  ["address located", "address location contact"],
  ["job jobs career careers hiring hire vacancy employment", "careers jobs hiring"],
  ["coupon promo voucher discount military veteran veterans student students", "discount"],
  ["guarantee guaranteed defect defective", "warranty defect"],
  ["warranty", "guarantee defect"],
  ["size sizing fit", "size sizing fit"],
  ["password login signin username", "password account sign"],
  ["track tracking parcel package", "tracking order"],
  ["rent renting rental", "rental rent"],
  ["recall recalled hazard unsafe", "recall safety"],
  ["loyalty rewards points membership member", "rewards loyalty points member"],
  ["abroad overseas foreign worldwide", "international"],
  ["customs duty duties import tax taxes vat", "customs duties import tax"],
  // Chinese: the everyday word a visitor writes → the word help pages use.
  ["删掉 删了", "删除"],
  ["邮箱", "电邮 电子邮件 邮件"],
  ["手机", "电话 设备"],
  ["换 换了", "更换 更改"],
  ["登不进去", "登录 登入"],
  ["锁了 被锁", "锁定 锁"],
];

function terms(words: string): string[] {
  return tokenize(words, { removeStopWords: false, bigrams: false });
}

const RELATED: ReadonlyMap<string, readonly string[]> = (() => {
  const related = new Map<string, Set<string>>();
  for (const [visitorWords, siteWords] of GROUPS) {
    const targets = terms(siteWords);
    for (const term of terms(visitorWords)) {
      const set = related.get(term) ?? new Set<string>();
      for (const target of targets) if (target !== term) set.add(target);
      related.set(term, set);
    }
  }
  return new Map([...related].map(([term, set]) => [term, [...set]]));
})();

/** Terms (normalised as `tokenize` makes them, stop words kept) a site may use for `term`; empty when none. */
export function relatedTerms(term: string): readonly string[] {
  return RELATED.get(term) ?? [];
}
