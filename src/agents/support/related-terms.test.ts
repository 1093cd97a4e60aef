import { describe, expect, it } from "vitest";
import { tokenize } from "../../knowledge/index.js";
import { relatedSearchWords, relatedTerms, unsoundEntries } from "./related-terms.js";
import { termCredit } from "./term-weights.js";

/** The term `tokenize` makes of one word (stemmed, stop words kept). */
const term = (word: string) => tokenize(word, { removeStopWords: false, bigrams: false })[0] ?? "";
const relates = (from: string, to: string) => relatedTerms(term(from)).includes(term(to));

describe("relatedTerms", () => {
  it("connects a visitor's words to the words help centers and docs use, in English and Chinese", () => {
    expect(relates("pay", "fees")).toBe(true);
    expect(relates("two", "duplicate")).toBe(true);
    expect(relates("rid", "uninstall")).toBe(true);
    expect(relates("rid", "remove")).toBe(true);
    // Deleting software from a disk is uninstalling it: "delete the store" → "Uninstalling".
    expect(relates("delete", "uninstalling")).toBe(true);
    expect(relates("上线", "部署")).toBe(true);
    expect(relates("删掉", "删除")).toBe(true);
    expect(relates("付钱", "费用")).toBe(true);
    expect(relates("怀疑", "可疑")).toBe(true);
    // Whether a service sends you something or you get it yourself: what it provides or you obtain or buy.
    expect(relates("send", "provides")).toBe(true);
    expect(relates("get", "obtain")).toBe(true);
    expect(relates("get", "purchase")).toBe(true);
    // A page on suspicious activity is not about a visitor's doubts.
    expect(relates("可疑", "怀疑")).toBe(false);
  });

  it("has the same vocabulary in Spanish and French, for a question in that language only", () => {
    const inLanguage = (word: string, language: string) =>
      tokenize(word, { removeStopWords: false, bigrams: false, language })[0] ?? "";
    const relatesIn = (from: string, to: string, language: string) =>
      relatedTerms(inLanguage(from, language), language).includes(inLanguage(to, language));
    expect(relatesIn("pagar", "tarifa", "es")).toBe(true);
    expect(relatesIn("dos", "duplicadas", "es")).toBe(true);
    expect(relatesIn("deux", "doublon", "fr")).toBe(true);
    expect(relatesIn("supprimer", "effacer", "fr")).toBe(true);
    // "No funciona" is what a visitor writes; "Problemas con…" is how help pages name the page.
    expect(relatesIn("funcionan", "problemas", "es")).toBe(true);
    expect(relatesIn("problemas", "funcionan", "es")).toBe(false);
    // Irregular French verbs the stemmer leaves apart.
    expect(relatesIn("reçois", "recevez", "fr")).toBe(true);
    // The English table's blocked → locked, arrive → receive and annually → year.
    expect(relatesIn("blocage", "verrouillé", "fr")).toBe(true);
    expect(relatesIn("llegó", "recibir", "es")).toBe(true);
    expect(relatesIn("anualmente", "año", "es")).toBe(true);
    expect(relatesIn("annuellement", "an", "fr")).toBe(true);
    // The English and Chinese tables still apply to a Spanish question: "privacidad" stems as "privacy" does.
    expect(relatedTerms("personal", "es")).toContain(inLanguage("privacidad", "es"));
    // A Spanish stem never reaches an English question: "pag" of pago is "pag" of page too.
    expect(relatedTerms(inLanguage("pago", "es"))).not.toContain(inLanguage("tarifa", "es"));
  });

  it("has the English table's entries in Chinese, a visitor's everyday word → the word docs and help centres use", () => {
    // English groups: verify ~ confirm, deprecated ~ obsolete, downgrade ~ rollback, crash.
    expect(relates("核实", "验证")).toBe(true);
    expect(relates("弃用", "废弃")).toBe(true);
    expect(relates("回滚", "降级")).toBe(true);
    expect(relates("闪退", "崩溃")).toBe(true);
    // English pairs: hacked → fraud/security, deactivate → delete, skip → exclude/ignore, throttle → rate limit,
    // latest → release/version, card → payment, weekly → week.
    expect(relates("被黑", "安全")).toBe(true);
    expect(relates("注销", "删除")).toBe(true);
    expect(relates("跳过", "忽略")).toBe(true);
    expect(relates("限流", "限制")).toBe(true);
    expect(relates("最新", "版本")).toBe(true);
    expect(relates("信用卡", "付款")).toBe(true);
    expect(relates("每周", "星期")).toBe(true);
    // One way, as in English: a page on versions is not about the newest one, 忽略 is not the visitor's 跳过.
    expect(relates("版本", "最新")).toBe(false);
    expect(relates("忽略", "跳过")).toBe(false);
    // Turning off is disabling (关掉 → 禁用), as English "turn" → enable/disable.
    expect(relates("关掉", "禁用")).toBe(true);
    expect(relates("禁用", "关掉")).toBe(false);
  });

  it("relates a colloquial Chinese verb + result (看不见, 弄丢) to the written word docs use (可见, 丢失)", () => {
    expect(relates("看不见", "可见")).toBe(true);
    expect(relates("看得见", "显示")).toBe(true);
    expect(relates("弄丢", "丢失")).toBe(true);
    expect(relates("可见", "看得见")).toBe(false);
    // Everyday words for what software docs name otherwise: 跑 (run), 打包 (bundle), 网址 (a web address).
    expect(relates("跑", "运行")).toBe(true);
    expect(relates("打包", "构建")).toBe(true);
    expect(relates("网址", "链接")).toBe(true);
  });

  it("relates money (交钱) to paying, and a simpler way (更简单的写法) to a shorthand or simplified form", () => {
    expect(relates("钱", "付款")).toBe(true);
    expect(relates("付款", "钱")).toBe(false);
    expect(relates("简单", "简化")).toBe(true);
    expect(relates("简单", "简写")).toBe(true);
    expect(relates("简化", "简单")).toBe(false);
  });

  it("relates a thing's downsides (坏处, drawbacks) to the problems and limitations a page lists", () => {
    expect(relates("坏处", "问题")).toBe(true);
    expect(relates("坏处", "缺点")).toBe(true);
    expect(relates("好处", "优点")).toBe(true);
    expect(relates("drawbacks", "limitation")).toBe(true);
    expect(relates("问题", "坏处")).toBe(false);
  });

  it("relates everyday words for a week, an example and at once to the words pages write (两个星期 ~ 2 周, 例子 ~ 示例)", () => {
    expect(relates("星期", "周")).toBe(true);
    expect(relates("周", "星期")).toBe(true);
    expect(relates("例子", "示例")).toBe(true);
    expect(relates("马上", "立即")).toBe(true);
  });

  it("files web accessibility standards under accessibility (the word docs sites name the page and its path by)", () => {
    expect(relates("ARIA", "accessibility")).toBe(true);
    expect(relates("landmarks", "accessibility")).toBe(true);
    expect(relates("WCAG", "a11y")).toBe(true);
    // A page on accessibility is not a page on ARIA.
    expect(relates("accessibility", "aria")).toBe(false);
  });

  it("works on stemmed terms, whatever form of the word the visitor wrote", () => {
    expect(relates("uninstalling", "removal")).toBe(true);
    expect(relates("payments", "fee")).toBe(true);
    expect(relates("newest", "versions")).toBe(true);
    // Forms the stemmer leaves apart still meet: registration → registr, register → register.
    expect(relates("registration", "register")).toBe(true);
    expect(relates("permissions", "permit")).toBe(true);
  });

  it("is symmetric for words that stand for one another, one-way for a visitor's word", () => {
    const pairs: ReadonlyArray<readonly [string, string]> = [
      ["remove", "uninstall"],
      ["upgrade", "update"],
      ["deprecated", "obsolete"],
      ["账号", "账户"],
      ["升级", "更新"],
    ];
    for (const [left, right] of pairs) {
      expect(relates(left, right)).toBe(true);
      expect(relates(right, left)).toBe(true);
    }
    // A page about fees is not about paying; "duplicate" does not mean "two"; 删除 is not the visitor's 删掉.
    expect(relates("fee", "pay")).toBe(false);
    expect(relates("duplicate", "two")).toBe(false);
    expect(relates("删除", "删掉")).toBe(false);
  });

  it("takes one step only: no related word of a related word", () => {
    // uninstall → remove → delete, but uninstall is not delete.
    expect(relates("uninstall", "remove")).toBe(true);
    expect(relates("remove", "delete")).toBe(true);
    expect(relates("uninstall", "delete")).toBe(false);
    // 上线 → 部署 → 发布 is fine, 删掉 → 删除 → 移除 listed; but 登 → 登录 never reaches 账号.
    expect(relates("登", "账号")).toBe(false);
  });

  it("never relates a word to itself, and knows nothing of words outside the table", () => {
    expect(relatedTerms(term("remove"))).not.toContain(term("remove"));
    expect(relatedTerms(term("banana"))).toEqual([]);
    expect(relatedTerms(term("香蕉"))).toEqual([]);
  });

  it("holds only entries that make exactly one term, so no fragment of a phrase relates to anything", () => {
    expect(unsoundEntries()).toEqual([]);
    // 登不进去 is cut into 登 + 不进去 by the segmenter: the fragment relates to nothing.
    expect(relatedTerms("不进去")).toEqual([]);
  });
});

describe("relatedSearchWords", () => {
  it("gives the words as written, since a stem stemmed again may change (release → releas → relea)", () => {
    const words = relatedSearchWords(new Set([term("changelog")]));
    expect(words).toContain("release");
    expect(tokenize(words.join(" "))).toContain(term("release"));
  });

  it("leaves out what the query already holds", () => {
    const words = relatedSearchWords(new Set([term("remove"), term("uninstall")]));
    expect(words).not.toContain("remove");
    expect(words).not.toContain("uninstall");
    expect(words).toContain("delete");
  });
});

describe("related words in coverage", () => {
  const pageTerms = (text: string) => new Set(tokenize(text));

  it("credit a page in the site's words less than in the visitor's own words", () => {
    const fees = pageTerms("There are no fees to use the service.");
    expect(termCredit(term("pay"), fees)).toBe(0.6);
    expect(termCredit(term("fees"), fees)).toBe(1);
    const removal = pageTerms("卸载 pnpm 之前，先删除全局存储。");
    expect(termCredit("删掉", removal)).toBe(0.6);
  });

  it("give nothing the other way round, nor two steps away", () => {
    expect(termCredit(term("fee"), pageTerms("You can pay by card."))).toBe(0);
    expect(termCredit(term("uninstall"), pageTerms("Delete the folder."))).toBe(0);
  });
});
