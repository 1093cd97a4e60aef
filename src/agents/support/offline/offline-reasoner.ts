// The offline engine: decides and answers with no model, from retrieval scores alone. Deterministic.

import { tokenize } from "../../../knowledge/index.js";
import { detectAnswerType } from "../answer-type.js";
import { type EngineText, engineText } from "../engine-text.js";
import { linkTerms, pageKindWords, type ScoredLink, scoreLinks } from "../link-scoring.js";
import { askedPageKinds, kindCredit, SOLE_KIND_CREDIT } from "../page-kinds.js";
import type { Decision, DecisionContext, Draft, DraftContext, Reasoner } from "../reasoner.js";
import { replyLanguage } from "../reply-language.js";
import {
  judgedWeights,
  ownTermWeights,
  type TermWeights,
  termCredit,
  termsOf,
  unknownSubjectTerms,
} from "../term-weights.js";
import { composeExtractiveAnswer, scoreUnits } from "./extractive-answer.js";
import { type PageSupport, pageSupport } from "./page-support.js";
import { priceNowhere } from "./price-nowhere.js";
import {
  bestSection,
  composeSectionAnswer,
  SECTION_ANSWER_COVERAGE,
  type SectionAnswer,
} from "./section-answer.js";
import { leavesHowToUnanswered } from "./unanswered-how-to.js";

/** Weighted share of the question's words one read page must hold to answer without exploring. */
export const ANSWER_COVERAGE = 0.75;
/** Below this share on every page read, the sites are taken not to cover the question: refuse. */
export const REFUSE_COVERAGE = 0.5;
/** The best single sentence (with its heading and title, and at 0.75 the headings that one sits under, as in its
 * score) must hold at least this share to answer; below it the question's words are only scattered over a page
 * ("weekends" in one place, "Denver" in another): refuse. */
export const REFUSE_UNIT_COVERAGE = 0.45;
/** …and at least this share to answer without exploring further. */
const ANSWER_UNIT_COVERAGE = 0.5;
/** Rounds in which hub links (help, FAQ, policies, about) are explored when no link names the question's words. */
const HUB_ROUNDS = 2;
/** Rounds in which the engine follows a link that an answering passage points to ("see …") before answering. */
const REFERENCE_ROUNDS = 3;
/** A link naming at least this share of the question's words is followed without hedging on hub pages. */
const STRONG_LINK = 0.5;
/** A passage this close to answering that points to a link of the kind of page asked for (the API reference for
 * "which type", release notes for "which version") is followed: that page is where the answer is stated. */
const KIND_REFERENCE = 0.6;
/** References followed at once. */
const MAX_REFERENCES = 2;
/** A best unit up to this long, on a page mostly of links (or naming a link itself), may only introduce a topic
 * that the page behind a link explains: a hub's one-line description, a home page's feature blurb. */
const TEASER_CHARS = 200;
/** Share of a page's text made of link texts from which it counts as a page of links. */
const TEASER_LINK_SHARE = 0.25;
/** A link is followed instead of answering from a teaser when its own words hold this share of the teaser's. */
const TEASER_LINK_FACTOR = 0.8;
/** From this round on, a round whose pages raised neither the best page's nor the best unit's coverage ends
 * the search: what is read is answered from (or refused on) instead of reading to the page limit. */
const STALL_ROUND = 3;
/** A gain smaller than this share of the question's words is no gain. */
const STALL_GAIN = 0.01;
/** A stalled round is judged on the links it read: a link whose own words hold at least this share of the
 * question, and this much more than any page that round read (by its title and URL), was never tried. */
const UNTRIED_LINK = 0.15;
/** …or this share for a link to the kind of page the question asks for (a settings page for "which setting…"):
 * that is where the answer is stated, as `KIND_REFERENCE` is lower than `ANSWER_COVERAGE`. */
const UNTRIED_KIND_LINK = 0.1;
const UNTRIED_MARGIN = 0.05;
/** Before answering in the first rounds, a link whose own words hold at least this share of the question… */
const NAMING_LINK = 0.3;
/** …and this much more than the title and URL of every page read names the page on the question's topic that has
 * not been read yet: the answer found may be a passing mention on a page about something else. */
const NAMING_MARGIN = 0.2;

function usefulPages(support: readonly PageSupport[]): number[] {
  return support.slice(0, 3).map((page) => page.pageIndex);
}

function explore(links: readonly ScoredLink[], maxUrls: number, why: string, text: EngineText): Decision {
  const picked = links.slice(0, maxUrls);
  return {
    decision: "explore",
    reasoning: text.exploring(
      why,
      picked.map((link) => link.anchor.split(" · ")[0] || link.url),
    ),
    selectedUrlIndices: picked.map((link) => link.index),
  };
}

function bestUnitCoverage(context: Pick<DraftContext, "passages" | "termWeights" | "question">): number {
  const units = scoreUnits({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
  });
  return Math.max(0, ...units.map((unit) => unit.nearUnder));
}

/**
 * Unvisited links worth reading before answering from a teaser. The best unit is short, lacks the value the
 * question asks for, and either describes a link (quotes its text, "Our returns policy is on the store website",
 * or sits under it on a page mostly of links: a hub's one-line description) or sits on a page of links next to a
 * link whose own words cover the question nearly as well. Best first.
 */
function teaserLinks(context: DecisionContext, links: readonly ScoredLink[]): ScoredLink[] {
  const [unit] = scoreUnits({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
  });
  if (!unit || unit.text.length > TEASER_CHARS) return [];
  if (detectAnswerType(context.question)?.matches(unit.text)) return [];
  const text = unit.text.toLowerCase();
  const terms = new Set([...unit.own, ...unit.context]);
  const onLinkPage =
    (context.visited.find((page) => page.index === unit.pageIndex)?.linkShare ?? 0) >= TEASER_LINK_SHARE;
  const described = (link: ScoredLink) =>
    link.own > 0 &&
    link.anchor.split(" · ").some((part) => {
      const anchor = part.trim().toLowerCase();
      if (anchor.length >= 4 && text.includes(anchor)) return true;
      const tokens = termsOf(anchor, context.termWeights);
      return onLinkPage && tokens.length > 0 && tokens.every((token) => terms.has(token));
    });
  const enough = Math.max(STRONG_LINK, TEASER_LINK_FACTOR * unit.near);
  return links
    .filter((link) => described(link) || (onLinkPage && link.own >= enough))
    .sort((left, right) => right.own - left.own || right.relevance - left.relevance);
}

/** "See …", "refer to …", "请参阅…": what follows names a page with more on the topic, up to the sentence's end. */
const POINTER_PHRASE =
  /(?:\b(?:see|refer to|read more (?:about|in|on))\b|请参阅|参阅|参见|详见|请看)([^.。!！?？;；]*)/giu;

/**
 * Unvisited links a passage the answer would quote points to ("…请参阅 Vue 和 Web Components 指南以了解更多细节"):
 * a link text of two words or more all of whose words are in the pointer's phrase. The pointer's own words are
 * matched, not the link texts a crawl kept (a few per link), so a page that several menus name first is found
 * by the words of the passage that points to it.
 */
function pointedLinks(context: DecisionContext, links: readonly ScoredLink[]): ScoredLink[] {
  const { answer } = composeExtractiveAnswer({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
    alreadySaid: context.history.slice(-2).map((turn) => turn.answer),
    previousQuestion: context.history.at(-1)?.question,
  });
  const phrases = [...answer.matchAll(POINTER_PHRASE)].map(
    (match) => new Set(termsOf(match[1] ?? "", context.termWeights)),
  );
  if (phrases.length === 0) return [];
  return links.filter((link) =>
    link.anchor.split(" · ").some((part) => {
      const tokens = termsOf(part, context.termWeights);
      return tokens.length >= 2 && phrases.some((phrase) => tokens.every((token) => phrase.has(token)));
    }),
  );
}

/** "How do I <verb> …": the action a how-to question asks about. "Get" leading an idiom names none ("get rid of" is
 * removing, "get back" recovering): the word after it does, when it is one the question turns on. */
const HOW_TO_ACTION = /\bhow (?:do|can|should|would) (?:i|we|you) (?:get )?([\p{L}-]+)/iu;

/**
 * Unvisited links naming the action a how-to question asks about ("delete" in "How do I delete the store?"),
 * when the best unit read does not hold it (nor a variant or related word): that unit only mentions the thing
 * acted on, and a page about the action may be one click away. Best first.
 */
function actionLinks(context: DecisionContext, links: readonly ScoredLink[]): ScoredLink[] {
  const verb = HOW_TO_ACTION.exec(context.question)?.[1];
  const [action] = verb ? tokenize(verb) : [];
  if (!action || !context.termWeights.has(action)) return [];
  const [unit] = scoreUnits({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
  });
  if (!unit || termCredit(action, new Set([...unit.own, ...unit.context])) > 0) return [];
  return links.filter((link) => termCredit(action, linkTerms(link, context.termWeights)) > 0);
}

/**
 * Unvisited links to the kind of page that alone holds the answer (the CI page for "which action do I use on GitHub
 * Actions", the privacy policy for what is done with one's data), when no page of that kind was read: a page on
 * the question's topic answers it only in part. Best first.
 */
function soleKindLinks(context: DecisionContext, links: readonly ScoredLink[]): ScoredLink[] {
  const kinds = askedPageKinds(context.question);
  if (kinds.length === 0) return [];
  const readOne = context.visited.some(
    (page) => kindCredit(kinds, pageKindWords(page.title, page.url)) >= SOLE_KIND_CREDIT,
  );
  if (readOne) return [];
  return links.filter((link) => link.soleKind);
}

function supportOf(context: Pick<DraftContext, "passages" | "termWeights" | "question">): PageSupport[] {
  return pageSupport({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
  });
}

/** The page that best answers: the best-ranked page holding the kind of value asked for, if any. */
function bestPage(support: readonly PageSupport[]): { coverage: number; typed: boolean } {
  const covering = Math.max(0, ...support.map((page) => page.coverage));
  const typed = support.filter((page) => page.typed);
  const typedCoverage = Math.max(0, ...typed.map((page) => page.coverage));
  return typedCoverage >= ANSWER_COVERAGE
    ? { coverage: typedCoverage, typed: true }
    : { coverage: covering, typed: false };
}

/**
 * True when the pages read in the last round (the newest `maxUrls` visited) raised neither the best page's
 * coverage nor the best unit's: exploring further has stopped paying off.
 */
function stalled(context: DecisionContext, judged: DecisionContext): boolean {
  if (context.iteration < STALL_ROUND || context.visited.length <= context.maxUrls) return false;
  const newest = new Set(context.visited.slice(-context.maxUrls).map((page) => page.index));
  const before = { ...judged, passages: judged.passages.filter((passage) => !newest.has(passage.pageIndex)) };
  if (before.passages.length === 0) return false;
  const gain = (now: number, then: number) => now - then > STALL_GAIN;
  const coverage = bestPage(supportOf(judged)).coverage;
  const unitCoverage = bestUnitCoverage(judged);
  // Only an answer ends the search early: while what was read would be refused, the rest of the budget may
  // still find the page.
  return (
    coverage >= REFUSE_COVERAGE &&
    unitCoverage >= REFUSE_UNIT_COVERAGE &&
    !gain(coverage, bestPage(supportOf(before)).coverage) &&
    !gain(unitCoverage, bestUnitCoverage(before))
  );
}

/**
 * Unvisited links that name clearly more of the question than every page of the last round (by their titles and
 * URLs), best first: a round spent on links lifted by passages that point to them ends in a stall that says
 * nothing of a link naming the question itself ("…des comptes en double ?" for "deux comptes … supprimer").
 */
function untriedLinks(context: DecisionContext, relevant: readonly ScoredLink[]): ScoredLink[] {
  const lastRound = scoreLinks(
    context.visited
      .slice(-context.maxUrls)
      .map((page) => ({ index: page.index, url: page.url, anchor: page.title })),
    context.termWeights,
    { question: context.question },
  );
  const margin = Math.max(0, ...lastRound.map((link) => link.own + UNTRIED_MARGIN));
  return relevant
    .filter((link) => link.own >= Math.max(link.kind ? UNTRIED_KIND_LINK : UNTRIED_LINK, margin))
    .sort((left, right) => right.own - left.own || right.relevance - left.relevance);
}

/**
 * Unvisited links that name the question clearly better than every page read (by their titles and URLs), best
 * first: "计算属性" waiting while a FAQ page that mentions computed properties in passing would be quoted.
 */
function namingLinks(context: DecisionContext, relevant: readonly ScoredLink[]): ScoredLink[] {
  const read = scoreLinks(
    context.visited.map((page) => ({ index: page.index, url: page.url, anchor: page.title })),
    context.termWeights,
    { question: context.question },
  );
  const bar = Math.max(NAMING_LINK, ...read.map((link) => link.own + NAMING_MARGIN));
  return relevant
    .filter((link) => link.own >= bar)
    .sort((left, right) => right.own - left.own || right.relevance - left.relevance);
}

export function decideOffline(context: DecisionContext): Decision {
  const text = engineText(replyLanguage(context.question));
  const support = supportOf(context);
  // A follow-up is judged like a new question, on its own words; pages are still ranked with the context.
  const judged = { ...context, termWeights: ownTermWeights(context.termWeights) };
  const best = bestPage(judged.termWeights === context.termWeights ? support : supportOf(judged));
  const percent = Math.round(best.coverage * 100);
  const ranked = scoreLinks(context.frontier, context.termWeights, {
    passages: context.passages,
    visitedUrls: context.visited.map((page) => page.url),
    question: context.question,
    // Ties keep the frontier's order: the pages more pages link to first.
  }).sort((left, right) => right.score - left.score);
  // A link only to the kind of page asked for (release notes, settings) is worth a click when the sites use
  // some of the question's words at all.
  // The site's copy in another language of a page only the kind of page asked for makes relevant (another
  // language's privacy policy) names nothing the question asks: the question's own copy is the one to read.
  const relevant = ranked.filter(
    (link) =>
      link.relevance > 0 && (link.own > 0 || best.coverage > 0) && !(link.otherLanguage && link.own === 0),
  );
  if (best.coverage >= ANSWER_COVERAGE && best.typed && bestUnitCoverage(judged) >= ANSWER_UNIT_COVERAGE) {
    // In the first rounds, the answer may sit one click away: each detour in turn, the first that finds links.
    if (context.iteration <= REFERENCE_ROUNDS) {
      const detours: Array<[() => readonly ScoredLink[], (percent: number) => string]> = [
        // Details often sit one click behind an answering passage's "see …" link: follow it.
        [
          () =>
            relevant
              .filter((link) => link.reference >= (link.kind ? KIND_REFERENCE : ANSWER_COVERAGE))
              .sort((left, right) => right.relevance - left.relevance || left.index - right.index),
          text.exploreReferences,
        ],
        // The best passage may only name the topic (a hub's one-liner, a home page's blurb): read the page its
        // link leads to first.
        [() => teaserLinks(context, relevant), text.exploreTeaser],
        // A passage the answer would quote sends the reader elsewhere ("see the Web Components guide").
        [() => pointedLinks(judged, relevant), text.exploreReferences],
        // A how-to question answered from a passage that never names its action ("delete") only mentions the
        // thing acted on: read a link naming the action first.
        [() => actionLinks(judged, relevant), text.exploreAction],
        // The question asks for a page that alone holds its answer and none such was read: read it first.
        [() => soleKindLinks(context, relevant), text.exploreSoleKind],
        // The best unit holds only part of the question and a link names it far better than any page read: the
        // passage found may be a passing mention on a page about something else.
        [
          () => (bestUnitCoverage(judged) < ANSWER_COVERAGE ? namingLinks(context, relevant) : []),
          text.exploreUntried,
        ],
      ];
      for (const [find, why] of detours) {
        const links = find();
        if (links.length > 0)
          return explore(links, Math.min(MAX_REFERENCES, context.maxUrls), why(percent), text);
      }
    }
    return {
      decision: "answer",
      reasoning: text.answerCovered(percent),
      usefulVisitedIndices: usefulPages(support),
    };
  }
  if (stalled(context, judged)) {
    // …unless the stalled round read weaker links than one still waiting: that one first.
    const untried = untriedLinks(context, relevant);
    if (untried.length > 0)
      return explore(untried, Math.min(MAX_REFERENCES, context.maxUrls), text.exploreUntried(percent), text);
    return {
      decision: "answer",
      reasoning: text.answerStalled(percent),
      usefulVisitedIndices: usefulPages(support),
    };
  }
  // Links that name only part of the question (a tent, but not renting one) may not lead to the answer: in the
  // first rounds, half the picks go to hub pages (help, FAQ, policies, about), where answers often sit a click
  // or two below. After that, explore what is relevant, or answer (or refuse) from what was read.
  const hubs = context.iteration <= HUB_ROUNDS ? ranked.filter((link) => link.hub && link.relevance < 1) : [];
  const strongest = relevant[0]?.relevance ?? 0;
  const relevantShare =
    strongest >= STRONG_LINK || hubs.length === 0 ? context.maxUrls : Math.ceil(context.maxUrls / 2);
  const picked = relevant.slice(0, relevantShare);
  const candidates = [
    ...picked,
    ...hubs.filter((link) => !picked.includes(link)),
    ...relevant.slice(relevantShare),
  ];
  // Still room in an early round and the site does use some of the question's words: the site's main sections
  // (the links most pages carry) are the next best bet. When none of its words appear anywhere, don't dig.
  if (context.iteration <= HUB_ROUNDS && best.coverage > 0 && candidates.length < context.maxUrls) {
    candidates.push(
      ...ranked
        .filter((link) => link.relevance === 0 && !link.hub && !link.otherLanguage)
        .slice(0, context.maxUrls - candidates.length),
    );
  }
  if (candidates.length === 0) {
    return {
      decision: "answer",
      reasoning: text.answerNoRelevantLink(percent),
      usefulVisitedIndices: usefulPages(support),
    };
  }
  const why =
    best.coverage >= ANSWER_COVERAGE ? text.exploreUntyped(percent) : text.exploreLowCoverage(percent);
  return explore(candidates, context.maxUrls, why, text);
}

/** A yes/no question ("Is there a limit on…?") may be answered without the value it names. */
const YES_NO = /^\s*(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|may|must)\b/i;

/** True when the question asks for a number of a thing it names ("the maximum number of email addresses") and
 * no page read gives a number of it: the sites do not say, however well they cover the question's other words. */
function countNowhere(question: string, support: readonly PageSupport[]): boolean {
  const answerType = detectAnswerType(question);
  if (!answerType?.countsNamedThing || YES_NO.test(question)) return false;
  return support.length > 0 && !support.some((page) => page.typed);
}

/** True when the question asks how long of a thing it names ("how many days of leave") and no page read holds the
 * thing (nor a variant or related word): a duration found there is of something else. */
function measuredNowhere(question: string, pageTerms: ReadonlySet<string>, weights: TermWeights): boolean {
  const thing = detectAnswerType(question)?.measuredThing;
  if (!thing) return false;
  const terms = termsOf(thing, weights);
  return terms.length > 0 && terms.every((term) => termCredit(term, pageTerms, weights.language) === 0);
}

function refusal(context: DraftContext): string {
  const topics = [
    ...new Set(context.visited.map((page) => page.title).filter((title) => title !== "")),
  ].slice(0, 6);
  return engineText(replyLanguage(context.question)).refusal(context.siteNames, topics);
}

/** The checks that refuse to answer, by name: `unknown-subject` (a word the question is about that no page read
 * holds), `page` (no page holds REFUSE_COVERAGE of the question), `unit` (no unit holds REFUSE_UNIT_COVERAGE and no
 * section answers), `count`, `price`, `measured` (the number, price or measured thing asked for is nowhere),
 * `how-to` (the best unit holds nothing of what a how-to question asks how to do). */
export const REFUSAL_CHECKS = [
  "unknown-subject",
  "page",
  "unit",
  "count",
  "price",
  "measured",
  "how-to",
] as const;
export type RefusalCheck = (typeof REFUSAL_CHECKS)[number];

/** How `draftOffline` judges a draft context before answering. */
export interface DraftJudgement {
  /** Every check that refuses (not only the first): the question is refused when there is one. */
  refusals: RefusalCheck[];
  /** The section that answers when no unit holds enough of the question (section-answer.ts). */
  answeringSection?: SectionAnswer;
  /** Weighted share of the question held by the best unit, and by the best page. */
  unitCoverage: number;
  pageCoverage: number;
  /** The question's subject words no page read holds. */
  unknown: string[];
}

/** Judges a draft context on the question's words (not on the pairs of its characters that straddle two words). */
export function judgeDraft(drafted: DraftContext): DraftJudgement {
  return judge(onQuestionWords(drafted));
}

/** The context with its weights judged on the question's words (`judgedWeights`). */
function onQuestionWords(drafted: DraftContext): DraftContext {
  return { ...drafted, termWeights: judgedWeights(drafted.termWeights) };
}

function judge(context: DraftContext): DraftJudgement {
  const support = supportOf(context);
  const best = bestPage(support);
  // A word the question is about that no page read holds (nor a variant or related word of it) means the sites
  // do not cover the question, however well they cover its other words.
  const pageTerms = new Set(support.flatMap((page) => [...page.terms]));
  const unknown = unknownSubjectTerms(context.question, context.termWeights, pageTerms);
  const unitCoverage = bestUnitCoverage(context);
  // No unit holds enough of the question, but one section holds it together: that section answers (see
  // section-answer.ts); the other checks still refuse. A follow-up's section must hold its own words: the words
  // carried from the question before would make any section on that topic cover it.
  const section =
    unitCoverage < REFUSE_UNIT_COVERAGE
      ? bestSection({
          passages: context.passages,
          weights: ownTermWeights(context.termWeights),
          question: context.question,
        })
      : undefined;
  const answeringSection =
    section !== undefined && section.coverage >= SECTION_ANSWER_COVERAGE ? section : undefined;
  const [bestUnit] = scoreUnits({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
  });
  const checks: Array<[RefusalCheck, boolean]> = [
    ["unknown-subject", unknown.length > 0],
    ["page", best.coverage < REFUSE_COVERAGE],
    ["unit", unitCoverage < REFUSE_UNIT_COVERAGE && answeringSection === undefined],
    ["count", countNowhere(context.question, support)],
    ["price", priceNowhere({ question: context.question, support })],
    ["measured", measuredNowhere(context.question, pageTerms, context.termWeights)],
    // A how-to question whose best passage holds nothing of what it asks how to do (see unanswered-how-to.ts).
    [
      "how-to",
      leavesHowToUnanswered({ question: context.question, unit: bestUnit, weights: context.termWeights }),
    ],
  ];
  return {
    refusals: checks.filter(([, refuses]) => refuses).map(([name]) => name),
    ...(answeringSection ? { answeringSection } : {}),
    unitCoverage,
    pageCoverage: best.coverage,
    unknown,
  };
}

export function draftOffline(drafted: DraftContext): Draft {
  const context = onQuestionWords(drafted);
  const { refusals, answeringSection } = judge(context);
  if (refusals.length > 0) return { answer: refusal(context), refused: true, citedPageIndices: [] };
  if (answeringSection) {
    const answer = composeSectionAnswer({ section: answeringSection, weights: context.termWeights });
    return { answer, refused: false, citedPageIndices: [answeringSection.pageIndex] };
  }
  const { answer, citedPageIndices } = composeExtractiveAnswer({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
    alreadySaid: context.history.slice(-2).map((turn) => turn.answer),
    previousQuestion: context.history.at(-1)?.question,
  });
  if (citedPageIndices.length === 0) return { answer: refusal(context), refused: true, citedPageIndices: [] };
  return { answer, refused: false, citedPageIndices };
}

export function createOfflineReasoner(): Reasoner {
  return {
    name: "offline",
    async decide(context) {
      return decideOffline(context);
    },
    async draft(context, callbacks = {}) {
      const draft = draftOffline(context);
      callbacks.onDelta?.(draft.answer);
      return draft;
    },
  };
}
