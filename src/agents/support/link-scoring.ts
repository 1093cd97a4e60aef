// Scores frontier links for the offline reasoner: the question's words in the link's texts and URL (weighted by
// rarity; variant spellings and related support words count for less), and whether a relevant passage already
// read points to it ("… see international returns"), the surrounding text that best predicts a useful click, or the
// sentence around it names the question's words.
import { type ScoredPassage, tokenize } from "../../knowledge/index.js";
import { acronymTermsFor } from "./acronyms.js";
import { camelCaseIdentifiers, camelCaseParts } from "./camel-case.js";
import { askedPageKinds, kindCredit as pageKindCredit, SOLE_KIND_CREDIT } from "./page-kinds.js";
import type { FrontierLink } from "./reasoner.js";
import {
  namedReleases,
  namesRelease,
  QUOTED_RELEASE_CREDIT,
  releaseKindCredit,
  quotedVersions as versionsQuotedBy,
} from "./release-links.js";
import { replyLanguage } from "./reply-language.js";
import { type TermWeights, termCredit, termsOf, weightedCoverage } from "./term-weights.js";

/** Words of hub pages (help, FAQ, policies, contact): where to look when no link names the question's words. */
const HUB_WORDS = new Set(
  tokenize("help faq faqs support policy policies question questions customer service contact", {
    removeStopWords: false,
  }),
);
/** Hub words only in a URL's last path segment ("/about", not "Learn about our rewards"). */
const HUB_PATH_WORDS = new Set(tokenize("about", { removeStopWords: false }));
const HAN_WORD = /^\p{Script=Han}+$/u;
/** termCredit's credit for a related word ("部署" for "上线"). */
const RELATED_CREDIT = 0.6;
/** Credit of a match in the URL relative to one in the link text. */
const URL_FACTOR = 0.8;
/** Weight of "a relevant passage links here" relative to the link's own words. */
const REFERENCE_FACTOR = 0.6;
/** …and of "a relevant passage names this link's topic" for a link whose own words do not touch the question. */
const TOPIC_REFERENCE_FACTOR = 0.3;
/** …from a passage holding at least this share of the question's words: one that nearly answers. */
const TOPIC_REFERENCE_COVERAGE = 0.6;
/** Weight of "the sentence around a link's text in a passage read holds the question's words", times the share it
 * holds, for a link whose own words do not touch the question and that is neither of the asked kind (relevant
 * already; its sentence would reorder the kind's pages) nor a hub: "Drop the warnings from a production bundle by
 * setting the [compile-time flags]" says what a page named in the site's words, not the visitor's, is about. */
const SENTENCE_FACTOR = 0.5;
/** …from a sentence holding at least this share of the question's words: one shared word (a passage's topic) says
 * nothing of where one of its links leads. */
const SENTENCE_COVERAGE = 0.25;
/** Weight of "a page read lies under this one in the site's paths" ("/in-person" above "/in-person/find-a-post-office"),
 * times the coverage of that page's best passage: the section page above a page on the topic holds its general
 * rules (deadlines, what to bring) that the page below details. Only for a link whose own words touch the question,
 * like a reference. */
const PARENT_FACTOR = 0.3;
/** Least relevance of a link to the kind of page the question asks for (release notes for "which version…"), as
 * a share of the question's words: below a link naming the question's main words, above the site's other links. */
const KIND_CREDIT = 0.15;
/** Share of a link's own relevance added to KIND_CREDIT, so that links of the asked kind keep their order. */
const KIND_OWN_FACTOR = 0.5;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Memo of a pure function of a string, cleared when full: the same links and URLs are scored for every question of
 * a session (and of every session on the same site). */
function memoized<T>(compute: (text: string) => T, limit = 20_000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = compute(text);
      if (cache.size >= limit) cache.clear();
      cache.set(text, value);
    }
    return value;
  };
}

const urlWords = memoized((url: string): string => {
  try {
    const parsed = new URL(url.replace(/\.\.\.$/, ""));
    // A host's first label can name the section too (help.example.com, support.example.com).
    return `${parsed.hostname.split(".")[0] ?? ""} ${decoded(parsed.pathname)} ${decoded(parsed.search)}`.replace(
      /[^\p{L}\p{N}]+/gu,
      " ",
    );
  } catch {
    return url.replace(/[^\p{L}\p{N}]+/gu, " ");
  }
});

/** What names a page for its kind (`kindCredit`): a text that names it (a link's anchor, a page's title) and the
 * words of its URL. */
export function pageKindWords(text: string, url: string): string {
  return `${text} ${urlWords(url)}`;
}

/** A text's terms, stop words kept; shared between calls, so never changed. */
const words = memoized(
  (text: string): ReadonlySet<string> => new Set(tokenize(text, { removeStopWords: false })),
);

/** Terms of "language NUL text", stop words kept, stemmed as that language's (`termsOf`). */
const wordsInLanguage = memoized((keyed: string): ReadonlySet<string> => {
  const split = keyed.indexOf("\u0000");
  const language = keyed.slice(0, split);
  return new Set(termsOf(keyed.slice(split + 1), { language }, { removeStopWords: false }));
});

/** A text's terms as the question's terms are made: stemmed as the question's language's words. */
function questionWords(text: string, weights: Pick<TermWeights, "language">): ReadonlySet<string> {
  return weights.language ? wordsInLanguage(`${weights.language}\u0000${text}`) : words(text);
}

/**
 * A hub page, told by what names the page a link leads to: its real link texts (not words made from a sitemap
 * URL, which repeat the whole path) and the last segment of its path ("/help/faq" is a hub, "/help/shipping"
 * is not).
 */
function isHub(link: FrontierLink): boolean {
  let lastSegment = "";
  let pathWords = "";
  try {
    const parsed = new URL(link.url.replace(/\.\.\.$/, ""));
    const segments = parsed.pathname.split("/").filter(Boolean);
    lastSegment = segments.at(-1) ?? parsed.hostname.split(".")[0] ?? "";
    pathWords = segments
      .join(" ")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .toLowerCase();
  } catch {
    // A URL we cannot parse is named by its link texts only.
  }
  const segmentWords = words(lastSegment.replace(/[^\p{L}\p{N}]+/gu, " "));
  const texts = link.anchor.split(" · ").filter((text) => text.toLowerCase() !== pathWords);
  return (
    [...words(texts.join(" ")), ...segmentWords].some((token) => HUB_WORDS.has(token)) ||
    [...segmentWords].some((token) => HUB_PATH_WORDS.has(token))
  );
}

/** The link texts of a frontier link (several are joined by " · ") worth finding in a passage: 2 words or more,
 * or 2 Han characters or more (Chinese is written without spaces: "生产部署"). */
function anchorTexts(link: FrontierLink): string[] {
  return link.anchor
    .split(" · ")
    .map((text) => text.trim())
    .filter((text) => text.split(/\s+/).length >= 2 || (text.match(/\p{Script=Han}/gu)?.length ?? 0) >= 2);
}

/** Words of link texts that name no topic ("Learn more", "了解更多"): a passage quoting them points nowhere. */
const GENERIC_ANCHOR_WORDS = new Set(
  tokenize(
    "learn more read here click details detail see this page link next previous continue full reference guide docs 了解更多 更多 详情 这里 点击 查看 下一页 上一页 阅读 参考",
    { removeStopWords: false },
  ),
);

/** True when a link text names something beyond generic words: worth following from a passage that quotes it. */
function namesTopic(text: string): boolean {
  return tokenize(text).some((token) => !GENERIC_ANCHOR_WORDS.has(token));
}

/** Credit of a link naming every word of an identifier the question quotes ("Hoisting" for nmHoistingLimits), as
 * a share of the identifier's own credit: sidebars name a setting's page in words, not by its key. */
const IDENTIFIER_PART_FACTOR = 0.6;

/** An identifier's words: nmHoistingLimits → Hoisting, Limits (parts of 2 letters or fewer name nothing). */
function identifierWords(identifier: string): string[] {
  return camelCaseParts(identifier).filter((part) => part.length > 2);
}

/** The words of each camelCase identifier in the question, keyed by the identifier's term: nmHoistingLimits →
 * {hoist, limit} (parts of 2 letters or fewer name nothing). */
function identifierParts(question: string): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  for (const identifier of camelCaseIdentifiers(question)) {
    const [term] = tokenize(identifier, { removeStopWords: false });
    const words = identifierWords(identifier).flatMap((part) => tokenize(part));
    if (term && words.length > 0) parts.set(term, words);
  }
  return parts;
}

/** A link text that is a camelCase identifier (a settings index's "deployAllFiles") also names its words, the
 * way a visitor asks for it ("copy all files when I deploy"): the text with those words added. */
function withIdentifierWords(anchor: string): string {
  const identifiers = camelCaseIdentifiers(anchor);
  if (identifiers.length === 0) return anchor;
  return `${anchor} ${identifiers.flatMap(identifierWords).join(" ")}`;
}

/** Words of removal: a link named "un" + one of the question's words (unlink, uninstall, unpublish) undoes it. */
const REMOVAL_TOKENS: ReadonlySet<string> = new Set(tokenize("remove", { removeStopWords: false }));

/** Whether the question asks to remove something ("get rid of" → rid → remove, "delete", "uninstall"). */
function asksRemoval(questionTerms: ReadonlySet<string>): boolean {
  return [...questionTerms].some((term) => termCredit(term, REMOVAL_TOKENS) > 0);
}

/** A link word that undoes one of the question's words ("unlink" for "get rid of a link") names that word and
 * its removal too: the tokens with those added. Only for a question that asks to remove something: for one that
 * asks to install or publish, "uninstall" and "unpublish" name the opposite of what it wants. */
function withUndoneWords(
  tokens: ReadonlySet<string>,
  questionTerms: ReadonlySet<string>,
  asksToRemove: boolean,
): ReadonlySet<string> {
  if (!asksToRemove) return tokens;
  let added: Set<string> | undefined;
  for (const token of tokens) {
    if (!/^un\p{L}{3,}$/u.test(token)) continue;
    const undone = tokenize(token.slice(2), { removeStopWords: false });
    if (undone.length !== 1 || !questionTerms.has(undone[0] as string)) continue;
    // `tokens` is shared between calls (memoized), so the words are added to a copy.
    added ??= new Set(tokens);
    added.add(undone[0] as string);
    for (const removal of REMOVAL_TOKENS) added.add(removal);
  }
  return added ?? tokens;
}

/** Everything a link names, as link scoring reads it: its texts' and URL's words, with the words of camelCase
 * identifiers and of what "un…" words undo (for a question asking to remove something). */
export function linkTerms(link: FrontierLink, weights: TermWeights): ReadonlySet<string> {
  const questionTerms = new Set(weights.keys());
  const asksToRemove = asksRemoval(questionTerms);
  return new Set([
    ...withUndoneWords(questionWords(withIdentifierWords(link.anchor), weights), questionTerms, asksToRemove),
    ...withUndoneWords(questionWords(urlWords(link.url), weights), questionTerms, asksToRemove),
  ]);
}

/** A link's tokens with the words of the acronyms it shares with the question ("sbom" → software, bill,
 * materials): the link names what the question spells out. */
function withAcronymWords(tokens: ReadonlySet<string>, acronymWords: readonly string[]): ReadonlySet<string> {
  // `tokens` is shared between calls (memoized), so the words are added to a copy.
  return acronymWords.length === 0 ? tokens : new Set([...tokens, ...acronymWords]);
}

/** Tie-breaker for a link whose path is only words of the question ("/git" for "… commit to git?"). */
const PATH_TIE = 0.001;

/** True when every word of the URL's path is one of the question's terms: a page named for them. */
function namedByPath(url: string, questionTerms: ReadonlySet<string>): boolean {
  let path = "";
  try {
    path = decoded(new URL(url.replace(/\.\.\.$/, "")).pathname);
  } catch {
    return false;
  }
  const tokens = [...words(path.replace(/\.html?$/, "").replace(/[^\p{L}\p{N}]+/gu, " "))];
  return tokens.length > 0 && tokens.every((token) => questionTerms.has(token));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface ScoredLink extends FrontierLink {
  /** Relevance to the question (0 = none): its own words, the kind of page asked for, plus the relevance of a
   * passage pointing to it. */
  relevance: number;
  /** Weighted share of the question's words in the link's texts and URL alone (0..1). */
  own: number;
  /** True when the link names the kind of page the question asks for (release notes, settings, errors, API). */
  kind: boolean;
  /** True when that kind is one only its own page answers (the privacy policy, the terms, the CI page). */
  soleKind: boolean;
  /** relevance plus the hub-page tie-breaker. */
  score: number;
  /** Coverage of the best read passage whose text carries this link's text (0 when none). */
  reference: number;
  /** A hub page by its words: help, FAQ, policies, about, contact. */
  hub: boolean;
  /** The site's copy in another language than the question's (by the URL's language segment). */
  otherLanguage: boolean;
  /** …and a translation of a page read already (the same path under another language segment, or none: the
   * language switcher's links on every page read, which hold what that page holds), or of a page the frontier
   * offers in the question's language (or in a more relevant copy). Never relevant. */
  translationOfRead: boolean;
}

/** Origin and path of a URL (no query or fragment); the URL itself when it cannot be parsed. */
function pageOf(url: string): string {
  try {
    const parsed = new URL(url.replace(/\.\.\.$/, ""));
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
  } catch {
    return url;
  }
}

/** A link to a page read already, under other query parameters (sorting, filters, a calendar's next month). */
const VARIANT_FACTOR = 0.2;
/** A link to the site's version in another language than the question's ("/es/help/…" for an English question). */
const OTHER_LANGUAGE_FACTOR = 0.1;
const OTHER_LANGUAGE_LAST = 0.001;

/** Language codes that name a translated copy of a site as a URL's first path segment ("/zh/", "/pt-br/"). Only
 * codes that are rarely a section's own name ("id", "it", "no" are left out). */
const PATH_LANGUAGES = new Set(
  "en es fr de pt zh ja ko ru ar nl sv pl tr vi th uk cs he el da fi hu ro fa bg hr sk sl sr lt lv et ms bn ta ur".split(
    " ",
  ),
);

/** The language a URL's first path segment names ("zh" for "/zh-CN/guide"), if it names one. */
export function pathLanguage(url: string): string | undefined {
  let first = "";
  try {
    first = new URL(url.replace(/\.\.\.$/, "")).pathname.split("/").filter(Boolean)[0] ?? "";
  } catch {
    return undefined;
  }
  const match = /^([a-z]{2})(?:[-_][a-z]{2,4})?$/i.exec(first);
  const code = match?.[1]?.toLowerCase();
  return code && PATH_LANGUAGES.has(code) ? code : undefined;
}

/** Origin and path of a URL without its language segment ("/fr/help/x" and "/help/x" are one page), if parsed. */
function pageAcrossLanguages(url: string): string {
  const page = pageOf(url);
  if (pathLanguage(url) === undefined) return page;
  return page.replace(/^([a-z]+:\/\/[^/]+)\/[^/]+/i, "$1");
}

/**
 * Whether each link leads to the site in another language than the question's: a language segment other than
 * the question's, or none on a site that has a segment for the question's language (the default language's pages
 * of a site translated into the question's). Without a question, no link is.
 */
function otherLanguageOf(
  links: readonly FrontierLink[],
  question: string | undefined,
  visitedUrls: readonly string[],
): (link: FrontierLink) => boolean {
  if (!question) return () => false;
  const asked = replyLanguage(question);
  const languages = new Map(links.map((link) => [link.url, pathLanguage(link.url)]));
  const askedHasSegment = [...languages.values(), ...visitedUrls.map(pathLanguage)].includes(asked);
  return (link) => {
    const language = languages.get(link.url);
    return language === undefined ? askedHasSegment : language !== asked;
  };
}

export function scoreLinks(
  links: readonly FrontierLink[],
  weights: TermWeights,
  options: {
    /** Passages read: a relevant one that carries a link's text makes the link relevant too. */
    passages?: readonly ScoredPassage[];
    /** URLs of the pages read: a link to one of them with other query parameters counts for little. */
    visitedUrls?: readonly string[];
    /** The visitor's question, for the kind of page it asks for. Default: none. */
    question?: string;
  } = {},
): ScoredLink[] {
  const kinds = askedPageKinds(options.question ?? "");
  const identifiers = identifierParts(options.question ?? "");
  const releases = namedReleases(options.question ?? "");
  const acronymTerms = acronymTermsFor({
    question: options.question ?? "",
    termsOf: (text) => questionWords(text, weights),
  });
  const isOtherLanguage = otherLanguageOf(links, options.question, options.visitedUrls ?? []);
  const visitedPages = new Set((options.visitedUrls ?? []).map(pageOf));
  const readAcrossLanguages = new Set((options.visitedUrls ?? []).map(pageAcrossLanguages));
  const questionTerms = new Set(weights.keys());
  const asksToRemove = asksRemoval(questionTerms);
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  const passages = (options.passages ?? []).map((passage) => ({
    url: passage.url,
    text: passage.text.toLowerCase(),
    coverage: weightedCoverage(
      weights,
      new Set(termsOf(`${passage.title}\n${passage.heading ?? ""}\n${passage.text}`, weights)),
    ),
  }));
  const underneath = coverageUnder(passages);
  // "Which version added X?": a passage on X that names a version ("Added in: v11.5.0") leads to that release's
  // notes, two hops from the question's words.
  const quotedVersions = kinds.includes("releases") ? versionsQuotedBy(passages) : [];
  const tokensOf = links.map((link) => ({
    anchorTokens: withAcronymWords(
      withUndoneWords(questionWords(withIdentifierWords(link.anchor), weights), questionTerms, asksToRemove),
      acronymTerms(`${link.anchor} ${urlWords(link.url)}`),
    ),
    urlTokens: withUndoneWords(questionWords(urlWords(link.url), weights), questionTerms, asksToRemove),
  }));
  const siteWide = siteWideTerms(weights, tokensOf);
  const scored = links.map((link, position) => {
    const { anchorTokens, urlTokens } = tokensOf[position] as (typeof tokensOf)[number];
    let own = 0;
    // …and the same without the words a large share of the site's links carry (its name: "pnpm add", "pnpm
    // audit"): a link naming only those names nothing of what the question is about.
    let topical = 0;
    for (const [term, weight] of weights) {
      const parts = identifiers.get(term);
      const partCredit = parts
        ? (IDENTIFIER_PART_FACTOR *
            parts.filter((part) => anchorTokens.has(part) || urlTokens.has(part)).length) /
          parts.length
        : 0;
      // A Chinese word no page read uses (a visitor's everyday word: 上线, 删掉) has only the site's own words
      // for it, and no inflected form to half-match: a link naming one of them (部署) counts as naming it.
      const credit = (tokens: ReadonlySet<string>) => {
        const found = termCredit(term, tokens, weights.language);
        return found === RELATED_CREDIT && HAN_WORD.test(term) && weights.absent?.has(term) ? 1 : found;
      };
      const credited = weight * Math.max(credit(anchorTokens), URL_FACTOR * credit(urlTokens), partCredit);
      own += credited;
      if (!siteWide.has(term)) topical += credited;
    }
    own /= total;
    const kindFactor = kinds.length > 0 ? pageKindCredit(kinds, pageKindWords(link.anchor, link.url)) : 0;
    const kind = kindFactor > 0;
    let reference = 0;
    let topicReference = 0;
    let sentence = 0;
    // A hub (an overview, the FAQ, contact) is linked from sentences on every topic: they say nothing of what it
    // holds, and the first rounds read hubs anyway.
    const hubLink = isHub(link);
    for (const text of anchorTexts(link)) {
      const lower = text.toLowerCase();
      // Most passages do not carry the text at all: a substring test rules them out before the regex does.
      const carriers = passages.filter((passage) => passage.text.includes(lower));
      if (carriers.length === 0) continue;
      const pattern = new RegExp(`(?:^|\\W)${escapeRegExp(lower)}(?:\\W|$)`);
      const topic = namesTopic(text);
      for (const passage of carriers) {
        const found = pattern.exec(passage.text);
        if (!found) continue;
        reference = Math.max(reference, passage.coverage);
        if (topical === 0 && topic && !hubLink)
          sentence = Math.max(
            sentence,
            weightedCoverage(
              weights,
              new Set(termsOf(sentenceAround(passage.text, found.index, found[0].length), weights)),
            ),
          );
        if (topic && passage.coverage >= TOPIC_REFERENCE_COVERAGE)
          topicReference = Math.max(topicReference, passage.coverage);
      }
    }
    // A reference counts in full for a link whose own words touch the question: "Check your stove" under a
    // stove recall notice. A link named in other words counts for less, and only when its text names a topic
    // (a passage on going live quoting "生产部署", not every "Learn more" on a relevant page).
    const otherLanguage = isOtherLanguage(link);
    const translationOfRead = otherLanguage && readAcrossLanguages.has(pageAcrossLanguages(link.url));
    const variant = translationOfRead
      ? 0
      : (visitedPages.has(pageOf(link.url)) ? VARIANT_FACTOR : 1) *
        (otherLanguage ? OTHER_LANGUAGE_FACTOR : 1);
    // The kind of page asked for makes a link at least somewhat relevant; it adds nothing to a link whose
    // words already match (the question's "setting" in "Settings").
    // Among such links (a site's whole "/api/" section), the ones naming more of the question's words come first.
    // The notes of a release the question names ("In pnpm 11, …" → "pnpm 11.0") tell what changed in it.
    const named = releases.length > 0 && namesRelease(link, releases);
    const kindCredit = kind ? releaseKindCredit(link, quotedVersions, kindFactor * KIND_CREDIT) : 0;
    const matched = Math.max(
      kind ? Math.max(own, kindCredit + KIND_OWN_FACTOR * own) : own,
      named ? QUOTED_RELEASE_CREDIT + KIND_OWN_FACTOR * own : 0,
    );
    const parent = topical > 0 ? PARENT_FACTOR * (underneath.get(pageOf(link.url)) ?? 0) : 0;
    const relevance =
      matched > 0
        ? variant *
          (matched +
            (topical > 0
              ? REFERENCE_FACTOR * reference + parent
              : own > 0
                ? otherWords(topicReference, sentence)
                : TOPIC_REFERENCE_FACTOR * topicReference))
        : variant * otherWords(topicReference, sentence);
    const hub = variant === 1 && hubLink ? 0.05 : 0;
    const pathNamed = own > 0 && namedByPath(link.url, questionTerms) ? PATH_TIE : 0;
    return {
      ...link,
      relevance,
      own,
      kind,
      soleKind: kindFactor >= SOLE_KIND_CREDIT,
      // Below the site's other unrelated links too.
      score: relevance + hub + pathNamed - (otherLanguage ? OTHER_LANGUAGE_LAST : 0),
      reference: topical > 0 ? reference : 0,
      hub: hub > 0,
      otherLanguage,
      translationOfRead,
    };
  });
  return oneCopyPerPage(scored);
}

/** Share of the links scored that must carry a question's word for it to be a site-wide word (the site's name)… */
const SITE_WIDE_SHARE = 1 / 3;
/** …among at least this many links: a short frontier says nothing of the site's words. */
const SITE_WIDE_LINKS = 20;

/** The question's words that a large share of the links carry, in their texts or URLs: the site's own name ("pnpm
 * add", "pnpm audit", …), which every page and passage holds too. */
function siteWideTerms(
  weights: TermWeights,
  tokensOf: ReadonlyArray<{ anchorTokens: ReadonlySet<string>; urlTokens: ReadonlySet<string> }>,
): Set<string> {
  const wide = new Set<string>();
  if (tokensOf.length < SITE_WIDE_LINKS) return wide;
  for (const term of weights.keys()) {
    const carriers = tokensOf.filter(
      ({ anchorTokens, urlTokens }) => anchorTokens.has(term) || urlTokens.has(term),
    );
    if (carriers.length >= SITE_WIDE_SHARE * tokensOf.length) wide.add(term);
  }
  return wide;
}

/** What passages read say of a link named in other words than the question's: a relevant passage naming its topic,
 * or the sentence around it naming some of the question's words. */
function otherWords(topicReference: number, sentence: number): number {
  return Math.max(
    TOPIC_REFERENCE_FACTOR * topicReference,
    sentence >= SENTENCE_COVERAGE ? SENTENCE_FACTOR * sentence : 0,
  );
}

/** Sentence ends: a full stop, question or exclamation mark followed by a space, their Chinese forms, a line end. */
const SENTENCE_END = /[.!?;](?=\s)|[。！？；\n]/gu;

/** The sentence of `text` around the span from `start` of `length` characters. */
function sentenceAround(text: string, start: number, length: number): string {
  let from = 0;
  let to = text.length;
  for (const end of text.matchAll(SENTENCE_END)) {
    if (end.index < start) from = end.index + 1;
    else if (end.index >= start + length) {
      to = end.index;
      break;
    }
  }
  return text.slice(from, to);
}

/** For each page one path segment above a page read ("/a/b" for "/a/b/c"), the best coverage of a passage read there. */
function coverageUnder(passages: ReadonlyArray<{ url: string; coverage: number }>): Map<string, number> {
  const best = new Map<string, number>();
  for (const passage of passages) {
    const parent = pageOf(passage.url).replace(/\/[^/]*$/, "");
    if (/^[a-z]+:\/\/[^/]+$/i.test(parent)) continue;
    best.set(parent, Math.max(best.get(parent) ?? 0, passage.coverage));
  }
  return best;
}

/** Zeroes a link's relevance and score, keeping the rest of what was found about it. */
function notRelevant(link: ScoredLink): ScoredLink {
  return { ...link, relevance: 0, score: Math.min(link.score, 0), reference: 0 };
}

/**
 * A page the frontier offers in several languages is worth one read: its copy in the question's language when
 * offered, else its most relevant other copy (a page linking to another language's version of a page puts that
 * version's language switcher, with every other copy, in the next round's frontier). The other copies count as
 * translations of it: never relevant.
 */
function oneCopyPerPage(links: ScoredLink[]): ScoredLink[] {
  const kept = new Map<string, ScoredLink>();
  for (const link of links) {
    const page = pageAcrossLanguages(link.url);
    const held = kept.get(page);
    const better =
      !held ||
      (held.otherLanguage && !link.otherLanguage) ||
      (held.otherLanguage === link.otherLanguage && link.relevance > held.relevance);
    if (better) kept.set(page, link);
  }
  return links.map((link) =>
    link.otherLanguage && kept.get(pageAcrossLanguages(link.url)) !== link
      ? { ...notRelevant(link), translationOfRead: true }
      : link,
  );
}
