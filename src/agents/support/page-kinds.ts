// What kind of page a question asks for, told by how it is asked (which version → release notes; how to configure
// → a settings reference; an error → troubleshooting; a function → the API reference), and whether a link leads
// to such a page by its texts and URL. Deep pages like these rarely share the question's words ("Changelog" for
// "which version added X"), so the frontier needs the cue. Small, general, English and Chinese.
import { tokenize } from "../../knowledge/index.js";

interface PageKindRule {
  name: "releases" | "configuration" | "errors" | "api";
  /** How a question asks for this kind of page. */
  asks: readonly RegExp[];
  /** Words of a link (text or URL path) to such a page; CJK phrases are matched as substrings. */
  linkWords: string;
}

const RULES: readonly PageKindRule[] = [
  {
    name: "releases",
    // Which version or release did something, not any mention of a version ("install a particular version").
    asks: [
      /\b(?:which|what) (?:\w+ )?(?:version|release)s?\b|\bsince (?:when|which|what|version|v?\d)|\b(?:added|introduced|deprecated|removed) in\b|\bchangelog\b|\brelease notes?\b|\bwhen (?:was|were|did)\b.{0,60}\b(?:added|introduced|released|deprecated|removed)\b/i,
      /哪(?:个|一)?版本|从.{0,8}版本|版本.{0,4}(?:开始|引入|新增|添加|支持)|更新日志|发布说明|什么时候.{0,6}(?:引入|新增|添加|发布|支持)/,
    ],
    linkWords: "changelog changes release releases history 版本 更新日志 发布 变更",
  },
  {
    name: "configuration",
    asks: [
      /\b(?:configure|configuring|configuration|config|settings?|options?|defaults?|customi[sz]e|how (?:do|can|should) i set)\b/i,
      // A command-line flag, or an identifier that may be a setting's key (storeDir).
      /(?:^|\s)--[a-z][\w-]+|\b[a-z]+[A-Z][A-Za-z]*\b/,
      /配置|设置|选项|默认/,
    ],
    linkWords: "configuration configure config settings options reference 配置 设置 选项 参考",
  },
  {
    name: "errors",
    asks: [
      /\b(?:errors?|fail(?:s|ed|ing|ure)?|exceptions?|crash(?:es|ed)?|warnings?|not working|(?:does|do|did|wo)n'?t work)\b/i,
      // An error code: ERR_SOMETHING, ENOENT, E404.
      /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\bE[A-Z]{3,}\b|\bE\d{3,}\b/,
      /错误|报错|失败|异常|出错/,
    ],
    linkWords: "error errors troubleshooting troubleshoot problems debugging 错误 故障 排查 常见问题",
  },
  {
    name: "api",
    asks: [
      /\bapi\b|\b(?:functions?|methods?|endpoints?|hooks?)\b|\b[\w.]+\(\)/i,
      // A function's camelCase name (defineProps).
      /\b[a-z]+[A-Z][A-Za-z]*\b/,
      /接口|函数|方法/,
    ],
    linkWords: "api reference functions methods sdk 接口 函数 参考",
  },
];

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

interface PageKind {
  name: PageKindRule["name"];
  /** Tokens (as `tokenize` makes them) of the words naming such a page. */
  tokens: ReadonlySet<string>;
  /** Phrases in scripts without spaces, matched inside the link's texts. */
  phrases: readonly string[];
}

const KINDS: ReadonlyMap<PageKindRule["name"], PageKind> = new Map(
  RULES.map((rule) => {
    const words = rule.linkWords.split(/\s+/);
    const latin = words.filter((word) => !CJK.test(word)).join(" ");
    return [
      rule.name,
      {
        name: rule.name,
        tokens: new Set(tokenize(latin, { removeStopWords: false })),
        phrases: words.filter((word) => CJK.test(word)),
      },
    ];
  }),
);

/** The kinds of page the question asks for (none for most questions). */
export function askedPageKinds(question: string): PageKind[] {
  return RULES.filter((rule) => rule.asks.some((pattern) => pattern.test(question))).map(
    (rule) => KINDS.get(rule.name) as PageKind,
  );
}

/** True when a link's words (its texts and URL path, as tokens and raw text) name a page of one of `kinds`. */
export function leadsToKind(
  kinds: readonly PageKind[],
  link: { tokens: ReadonlySet<string>; text: string },
): boolean {
  return kinds.some(
    (kind) =>
      [...link.tokens].some((token) => kind.tokens.has(token)) ||
      kind.phrases.some((phrase) => link.text.includes(phrase)),
  );
}

export type { PageKind };
