// What kind of page a question asks for, told by how it is asked (which version → release notes; how to configure
// → a settings reference; an error, or which values are valid → troubleshooting; a function → the API reference; what a term means → the
// glossary; what is done with one's information → the privacy policy; who may use the service → the terms; whether it does something → its limitations; a CI service → the
// continuous-integration page), and whether a link leads to such a page by its texts and URL. Deep pages like these rarely share the
// question's words ("Changelog" for "which version added X"), so the frontier needs the cue. Small, general,
// English and Chinese; the policies' kinds in Spanish and French too.
import { tokenize } from "../../knowledge/index.js";

interface PageKindRule {
  name:
    | "releases"
    | "configuration"
    | "errors"
    | "api"
    | "glossary"
    | "privacy"
    | "terms"
    | "limitations"
    | "ci";
  /** How a question asks for this kind of page. */
  asks: readonly RegExp[];
  /** Words of a link (its texts or URL path words) to such a page: whole words ("settings", not "set"). */
  leadsTo: RegExp;
  /** How much a link to such a page counts, relative to the other kinds: 2 for the pages that alone hold the
   * answer (only the terms say who may use a service), where a page on the question's topic rarely does. */
  credit?: number;
  /** Words of the question that a page of this kind answers by being one, whether or not it uses them: "use" in
   * "Will pnpm use my package-lock.json?" is answered by the limitations page saying that it is ignored. */
  answers?: RegExp;
}

/** The credit of the kinds of page that alone hold the answer (`PageKindRule.credit`). */
export const SOLE_KIND_CREDIT = 2;

const RULES: readonly PageKindRule[] = [
  {
    name: "releases",
    // Which version or release did something, not any mention of a version ("install a particular version").
    asks: [
      /\b(?:which|what) (?:\w+ )?(?:version|release)s?\b|\bsince (?:when|which|what|version|v?\d)|\b(?:added|introduced|deprecated|removed) in\b|\bchangelog\b|\brelease notes?\b|\bwhen (?:was|were|did)\b.{0,60}\b(?:added|introduced|released|deprecated|removed)\b/i,
      /哪(?:个|一)?版本|从.{0,8}版本|版本.{0,4}(?:开始|引入|新增|添加|支持)|更新日志|发布说明|什么时候.{0,6}(?:引入|新增|添加|发布|支持)/,
    ],
    leadsTo: /\b(?:changelog|change log|changes|releases?|history|what'?s new)\b|版本|更新日志|发布|变更/i,
  },
  {
    name: "configuration",
    asks: [
      /\b(?:configure|configuring|configuration|config|settings?|options?|defaults?|customi[sz]e|how (?:do|can|should) i set)\b/i,
      // A command-line flag, or an identifier that may be a setting's key (storeDir).
      /(?:^|\s)--[a-z][\w-]+|\b[a-z]+[A-Z][A-Za-z]*\b/,
      // What it does when nothing is set ("out of the box"), or whether its behaviour can change ("can it just
      // warn instead of installing?"): a setting's default and its values are listed in the settings reference.
      /\bout of the box\b|\b(?:can|could) it\b.{0,80}\binstead\b/i,
      /配置|设置|选项|默认/,
    ],
    leadsTo:
      /\b(?:configuration|configuring|configure|config|settings?|options|reference)\b|配置|设置|选项|参考/i,
  },
  {
    name: "errors",
    asks: [
      /\b(?:errors?|fail(?:s|ed|ing|ure)?|exceptions?|crash(?:es|ed)?|warnings?|not working|(?:does|do|did|wo)n'?t work)\b/i,
      // What input is valid: the error that an invalid value raises says what is allowed.
      /\b(?:valid|invalid|allowed|accepted) (?:ways?|values?|forms?|formats?|syntax)\b/i,
      // An error code: ERR_SOMETHING, ENOENT, E404.
      /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\bE[A-Z]{3,}\b|\bE\d{3,}\b/,
      /错误|报错|失败|异常|出错/,
    ],
    leadsTo: /\b(?:errors?|troubleshoot(?:ing)?|problems|debugging)\b|错误|故障|排查|常见问题/i,
  },
  {
    name: "api",
    asks: [
      /\bapi\b|\b(?:functions?|methods?|endpoints?|hooks?)\b|\b[\w.]+\(\)/i,
      // A function's camelCase name (defineProps).
      /\b[a-z]+[A-Z][A-Za-z]*\b/,
      // A code identifier of another form: a directive or namespaced attribute (v-show, x-data; not an everyday
      // word such as e-mail or x-ray), a member path (app.config; not a file name such as package.json, a host
      // name or "e.g."), a build flag (__FEATURE_FLAG__). Like a camelCase name, it is defined on a reference page.
      /(?<![\p{L}\d-])(?!e-|x-ray|t-shirt|u-turn)[a-z]-[a-z]{2,}(?![\p{L}\d-])|\b[a-z]\w+\.(?!(?:json|ya?ml|toml|[cm]?[jt]sx?|md|xml|lock|so|txt|html?|css|vue|com|org|net|io|dev|gov|edu|cn)\b)[a-z]\w+\b|\b__[A-Z][A-Z\d_]*__\b/u,
      /接口|函数|方法/,
    ],
    leadsTo: /\b(?:api|reference|functions|methods|sdk)\b|接口|函数|参考/i,
  },
  {
    name: "glossary",
    // What a term means ("what does X mean", 是什么意思), not any "what is" question.
    asks: [
      /\bwhat does\b.{1,60}\bmean\b|\bmeaning of\b|\b(?:define|definition of)\b/i,
      /什么意思|啥意思|是什么东西|的含义|指的是什么/,
    ],
    leadsTo: /\b(?:glossary|terminology|definitions)\b|术语|词汇表|名词解释/i,
  },
  {
    name: "privacy",
    // What is done with the visitor's information: shared with whom, consent to it, kept how long. A privacy
    // policy says so, and sites link it from the footer only.
    asks: [
      /\b(?:my|personal) (?:data|information|info|details)\b|\b(?:consent|privacy)\b|\bshar(?:e|es|ed|ing)\b.{0,40}\b(?:data|information|info|details)\b/i,
      /个人信息|我的信息|隐私|同意|授权|(?:分享|共享|提供).{0,8}信息|信息.{0,8}(?:分享|共享)/,
      // Spanish and French (no \b next to accented letters: it is ASCII-only).
      /(?<!\p{L})(?:mis datos|mi información|datos personales|información personal|consentimiento|privacidad|mes données|mes informations|données personnelles|informations personnelles|consentement|mon accord|confidentialité|vie privée)(?!\p{L})|(?<!\p{L})(?:compart|partag)\p{L}*.{0,40}(?<!\p{L})(?:datos|información|données|informations)(?!\p{L})/iu,
    ],
    leadsTo:
      /\b(?:privacy|personal data|data protection)\b|隐私|个人信息|(?<!\p{L})(?:privacidad|datos personales|protección de datos|confidentialité|vie privée|données personnelles|protection des données)(?!\p{L})/iu,
    credit: SOLE_KIND_CREDIT,
  },
  {
    name: "terms",
    // Who may use the service (how old, who is eligible): the terms or rules of use say so.
    asks: [
      /\bhow old\b|\b(?:minimum|legal|required) age\b|\bage (?:limit|requirement|restriction)s?\b|\b\d{1,2} years? old\b|\beligib(?:le|ility)\b/i,
      /多少岁|几岁|\d+\s*(?:周岁|岁)|年满|未满|年龄/,
      // Spanish and French: how old, a child's age ("tiene 16 años", "a 14 ans"), being of age, eligible.
      /(?<!\p{L})(?:cuántos años|qué edad|edad mínima|mayor de edad|menor de edad|menores de edad|quel âge|âge minimum|âge requis|majeur|mineur|mineurs|elegible|éligible|admissible)(?!\p{L})|(?<!\p{L})(?:tiene|tengo|tienen|(?<!\by )a|ai|ont|âgée?s? de)\s+\d{1,2}\s+(?:años|ans)(?!\p{L})/iu,
    ],
    leadsTo:
      /\b(?:terms|rules of use|conditions of use|user agreement|eligibility)\b|使用规则|条款|用户协议|服务协议|(?<!\p{L})(?:términos|reglas de uso|condiciones de uso|règles d[’']utilisation|conditions d[’']utilisation|conditions générales)(?!\p{L})/iu,
    credit: SOLE_KIND_CREDIT,
  },
  {
    name: "limitations",
    // Whether the product does something with something ("Will pnpm use my package-lock.json?", "Does it support
    // Yarn workspaces?", 支持…吗): what it does not do is what a limitations or compatibility page lists.
    asks: [
      /^\s*(?:will|does|do|can|could|is|are)\s+(?!i\b|we\b|you\b|my\b)\S+.{0,60}\b(?:use|uses|read|reads|respect|respects|support|supports|honou?rs?|handle|handles|work with|compatible|recogni[sz]es?)\b/i,
      /(?:是否|能否|会不会|能不能)(?:支持|兼容|识别|读取)|支持.{1,30}吗|兼容.{0,30}吗/,
    ],
    leadsTo: /\b(?:limitations?|caveats|known issues|unsupported|compatibility)\b|局限|限制|注意事项|兼容性/i,
    answers:
      /\b(?:use|uses|read|reads|respect|respects|support|supports|honou?rs?|handle|handles|work|compatible|recogni[sz]es?)\b|支持|兼容|识别|读取/gi,
  },
  {
    name: "ci",
    // A CI service or pipeline named in the question ("What about GitHub Actions, which action installs it?"):
    // a docs site explains running its tool there on its continuous-integration page, whose title names none of
    // the services.
    asks: [
      /\b(?:github actions?|gitlab ci|circle ?ci|travis(?: ci)?|jenkins|azure pipelines|bitbucket pipelines|buildkite|drone ci|teamcity|ci\/cd|ci servers?|ci pipelines?|ci jobs?|continuous integration)\b/i,
      /持续集成|CI\s*(?:服务器|流水线|环境)/,
    ],
    leadsTo: /\b(?:continuous integration|ci(?:\/cd)?|ci cd)\b|持续集成/i,
    credit: SOLE_KIND_CREDIT,
  },
];

export type PageKind = PageKindRule["name"];

/** The kinds of page the question asks for (none for most questions). */
export function askedPageKinds(question: string): PageKind[] {
  return RULES.filter((rule) => rule.asks.some((pattern) => pattern.test(question))).map((rule) => rule.name);
}

/** How much a link counts for leading to a page of one of `kinds`, by its words (its texts and URL path words): 0
 * when it leads to none, else the largest credit of the kinds it leads to (1 for most). */
export function kindCredit(kinds: readonly PageKind[], linkWords: string): number {
  return Math.max(
    0,
    ...RULES.filter((rule) => kinds.includes(rule.name) && rule.leadsTo.test(linkWords)).map(
      (rule) => rule.credit ?? 1,
    ),
  );
}

/**
 * The question's words that a page of the kind asked for answers by being one (see `PageKindRule.answers`), and
 * a test of a page's title for being one. None for most questions.
 */
export function kindAnsweredTerms(question: string): {
  terms: ReadonlySet<string>;
  isKindPage: (title: string) => boolean;
} {
  const rules = RULES.filter((rule) => rule.answers && rule.asks.some((pattern) => pattern.test(question)));
  const terms = new Set(
    rules.flatMap((rule) =>
      [...question.matchAll(rule.answers as RegExp)].flatMap(([word]) => tokenize(word)),
    ),
  );
  return { terms, isKindPage: (title) => rules.some((rule) => rule.leadsTo.test(title)) };
}
