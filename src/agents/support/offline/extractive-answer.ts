// The offline engine's answer: the units (sentences, list items, table rows) of the best passages that speak to
// the question, mostly from the one page that answers it best, each page's group followed by its source number
// ([1] is the first page cited). A unit holding the kind of value asked for ("how long" → "3 to 5 business
// days") ranks first; a follow-up prefers what the conversation has not said yet.
import type { ScoredPassage } from "../../../knowledge/index.js";
import { type AnswerType, detectAnswerType, listCueTerms } from "../answer-type.js";
import { ROMANCE_CONTINUATION } from "../continuation-words-romance.js";
import type { TermWeights } from "../term-weights.js";
import { ownTermWeights, termCredit, termsOf, weightedMatch } from "../term-weights.js";
import { type AnswerUnit, answerUnits, listQuote } from "./answer-units.js";
import { askedPluralTerms } from "./asked-plural.js";
import { citeAfter, formatUnits } from "./format-units.js";
import { howToAction, howToClauseTerms, howToHeadingTerms } from "./how-to-action.js";
import { ownTitle, pageSupport } from "./page-support.js";
import { questionLiterals, quotesLiteral } from "./question-literals.js";

export interface Candidate extends AnswerUnit {
  score: number;
  /** Weighted share of the question's words in the unit, its heading and its page's title (0..1). */
  near: number;
  /** …counting the words of the headings its heading sits under (the h2 over its h3) as its score does: a repeated
   * sub-heading ("How to protect yourself") under a heading naming the topic covers what that heading names. */
  nearUnder: number;
  /** The parts its score is made of, as measured (what a learned scorer weighs; see unit-features.ts). */
  signals: UnitSignals;
}

/** The measured parts of a unit's hand score, each 0..1 or a flag (1/0). */
export interface UnitSignals {
  /** Weighted share of the question in the unit's own words and context (title, heading, lead-in). */
  near: number;
  /** …with the headings its heading sits under. */
  under: number;
  /** …with every word of its page's passages. */
  onPage: number;
  /** …in its own words alone. */
  own: number;
  /** Its page's support score and its passage's retrieval score, each against the best one. */
  pageScore: number;
  passageScore: number;
  typed: number;
  listed: number;
  stepOf: number;
  literal: number;
  saidBefore: number;
}

/** Lines that are never an answer: questions (an FAQ's, or "Was this helpful?") and page dates. */
const BOILERPLATE = /\?$|^(?:last updated|updated|published|posted)\b/i;
/** A unit that leans on the one before it ("They are charged on delivery"): quoted with it, never alone. */
const CONTINUATION =
  /^(?:(?:they|it|this|these|that|those|then|otherwise|however|but|so|also|if so)\b|(?:它|这|此|那么|然后|否则|但|不过|所以|因此|相应|同样))/iu;
const continues = (text: string) => CONTINUATION.test(text) || ROMANCE_CONTINUATION.test(text);
/** Another page is cited only for a unit scoring at least this share of the best unit. */
const OTHER_PAGE_SHARE = 0.8;
/** A further unit of a cited page is quoted when it scores at least this share of the best unit. */
const SAME_PAGE_SHARE = 0.7;
/** …and holds at least this share of the best unit's own coverage of the question. */
const NEAR_SHARE = 0.6;
/** A unit holding this much more of the question than the best unit is quoted whatever the answer's limits. */
const CLOSEST_MARGIN = 0.05;

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
/** A question asking how to do something: a code block that speaks to it is the answer, quoted whole. */
export const HOW_TO =
  /\bhow (?:do|can|should|would) (?:i|we|you)\b|\bhow to\b|\bway to\b|\bcommands?\b|怎么|怎样|如何|命令|办法/i;
const CODE_BONUS = 0.3;
/** …while for any other question prose states the fact better than code that shares its words. */
const CODE_FACTOR = 0.8;
/** A list answering a question that asks what the choices are counts like a value of the kind asked for (see
 * answer-type.ts): the words that ask for the choices ("options", 哪些) are covered by it, and it ranks as a typed
 * unit does. */
const LIST_BONUS = 0.4;
/** A unit under a heading naming how to do what a how-to question asks ("How to take a selfie") is a step of the
 * answer, whichever words the step itself uses. */
const HOW_TO_SECTION_BONUS = 0.4;

/** A word held as such or in another spelling (not only a related word). */
const VARIANT_CREDIT = 0.8;

/**
 * True when `heading` says how to do what the question asks how to do: the same action, and every word of the
 * heading one of the question's ("How to take a selfie" for "How do I take one that will pass?").
 */
function namesHowTo(
  heading: string | undefined,
  action: string | undefined,
  terms: ReadonlySet<string>,
  language?: string,
): boolean {
  if (action === undefined || heading === undefined) return false;
  const [headingAction, ...words] = howToHeadingTerms(heading, language);
  if (headingAction === undefined || termCredit(headingAction, new Set([action])) === 0) return false;
  // Each word as such or in another spelling: a related word ("config" for "set") names another task.
  return words.every((word) => termCredit(word, terms, language) >= VARIANT_CREDIT);
}

/** Weight of the words of the headings a unit's heading sits under, against 1 for its own heading's and 0.5 for the
 * rest of its page's. */
const ANCESTRY_WEIGHT = 0.75;

/** A unit quoted before that holds at least this share of a follow-up's own words (those some page read holds)
 * answers the follow-up too ("U.S. Passport book and cards" for "What about my U.S. passport, does that work?",
 * where "work" is a question word some page happens to hold). */
const HOLDS_ALL = 0.6;

/** The weights of a follow-up's own words that some passage holds: a word no page uses ("a particular Node.js
 * version") is held by no unit, so it cannot tell a unit that answers the follow-up from one that does not. */
function heldWords(own: TermWeights, absent: ReadonlySet<string> = new Set()): TermWeights {
  const held = new Map([...own].filter(([term]) => !absent.has(term)));
  if (held.size === 0 || held.size === own.size) return own;
  return Object.assign(held, {
    context: new Set<string>(),
    ...(own.language ? { language: own.language } : {}),
  });
}

/** A follow-up's words newly asked about weigh at least this share of its heaviest word … */
const NEW_TERM_SHARE = 0.5;
/** … and a unit quoted before that holds this weighted share of them speaks of the new subject. */
const ASKED_ANEW_SHARE = 0.4;

/** A follow-up's own subject words (held by some page, weighing more than framing) that the question it follows
 * does not hold: what it newly asks about ("passport" in "What about my U.S. passport?" after a question about a
 * military ID). A unit quoted before that holds one speaks of the new subject. */
function newlyAskedTerms(held: TermWeights, previousQuestion: string | undefined): TermWeights {
  const asked: TermWeights = Object.assign(new Map<string, number>(), {
    context: new Set<string>(),
    ...(held.language ? { language: held.language } : {}),
  });
  if (previousQuestion === undefined) return asked;
  const before = new Set(termsOf(previousQuestion, held));
  const heaviest = Math.max(0, ...held.values());
  for (const [term, weight] of held)
    if (!before.has(term) && weight >= NEW_TERM_SHARE * heaviest) asked.set(term, weight);
  return asked;
}

function holdsAskedAnew(asked: TermWeights, terms: ReadonlySet<string>): boolean {
  return asked.size > 0 && weightedMatch(asked, terms) >= ASKED_ANEW_SHARE;
}

/** A unit quoting code the question quotes ("[String, Boolean]") is where the page speaks of it. */
const LITERAL_BONUS = 0.4;
/** Weight of a table row's own words in its score (0.5 for other units). */
const ROW_OWN_WEIGHT = 1;
/** A part of a question is answered by a unit holding at least this share of the part's own words. */
const PART_NEAR = 0.5;
/** …and at least this share of the best unit's coverage of the whole question. */
const PART_SHARE = 0.3;
/** Where a question asking two things splits: after a question mark, or at ", and how/what/…". */
const PART_BREAK = /(?<=[?？])\s*|,\s*(?:and|or)\s+(?=(?:how|what|which|when|where|why|who|since)\b)/iu;

/** A part of a question asking what to do, which names nothing the steps would hold. */
const ACTION_PART = /\bwhat (?:should|can|do) (?:i|we) do\b|怎么办|该怎么做|我该做什么/iu;
/** Where a question's sentences end. */
const SENTENCE_BREAK = /(?<=[.!?])\s+|(?<=[。！？])/u;

/**
 * A question that states a situation, then asks a bare question with no word of its own ("… I can't get into the
 * agency's site any more. What now?", "¿Qué hago?"): in any language, it asks what to do about what it states.
 */
function asksWhatToDoAbout(question: string, weights: TermWeights): boolean {
  const sentences = question.split(SENTENCE_BREAK).filter((piece) => /[\p{L}\p{N}]/u.test(piece));
  const last = sentences.at(-1);
  return (
    sentences.length > 1 &&
    last !== undefined &&
    /[?？]\s*$/u.test(last) &&
    termsOf(last, weights).length === 0
  );
}

/**
 * The parts of a question that asks several things ("What error is that, and which names can't be used?"),
 * each as the question's weights kept to the part's own words; a statement before a part stays with it. One
 * part (or none with words of its own): empty.
 */
export function questionParts(
  question: string,
  weights: TermWeights,
): Array<{ text: string; weights: TermWeights }> {
  const pieces = question
    .split(PART_BREAK)
    .filter((piece) => piece !== undefined && /[\p{L}\p{N}]/u.test(piece));
  if (pieces.length < 2) return [];
  const parts = pieces.flatMap((piece) => {
    const terms = new Set(termsOf(piece, weights));
    const kept = new Map([...weights].filter(([term, weight]) => weight > 0 && terms.has(term)));
    return kept.size === 0
      ? []
      : [{ text: piece, weights: Object.assign(kept, { context: new Set<string>() }) as TermWeights }];
  });
  return parts.length < 2 ? [] : parts;
}

/** Answer units' terms are made as the question's: in its language. */
function unitLanguage(weights: TermWeights): { language?: string } {
  return weights.language ? { language: weights.language } : {};
}

export function scoreUnits(options: {
  passages: readonly ScoredPassage[];
  weights: TermWeights;
  question?: string;
  alreadySaid?: readonly string[];
  previousQuestion?: string;
}): Candidate[] {
  const { passages, weights, question = "", alreadySaid = [], previousQuestion } = options;
  const answerType = detectAnswerType(question);
  // The action a how-to question asks about ("delete" in "How do I delete…"), in the question's language.
  const action = howToAction(question, weights.language);
  const howTo = HOW_TO.test(question) || action !== undefined;
  const listCues = listCueTerms(question);
  const asksList = listCues.size > 0;
  const plural = askedPluralTerms(question);
  const literals = questionLiterals(question);
  const support = new Map(
    pageSupport({ passages, weights, question, answerType }).map((page) => [page.pageIndex, page]),
  );
  const bestPage = Math.max(...[...support.values()].map((page) => page.score), Number.MIN_VALUE);
  const said = normalise(alreadySaid.join("\n"));
  const bestPassage = Math.max(...passages.map((passage) => passage.score), Number.MIN_VALUE);
  const ownQuestionWeights = ownTermWeights(weights);
  const questionTerms = new Set(ownQuestionWeights.keys());
  const heldQuestionWeights = heldWords(ownQuestionWeights, weights.absent);
  const askedAnew = newlyAskedTerms(heldQuestionWeights, previousQuestion);
  const howToClause = action === undefined ? [] : howToClauseTerms(question, weights.language);
  const candidates: Candidate[] = [];
  for (const unit of answerUnits(passages, unitLanguage(weights))) {
    if (BOILERPLATE.test(unit.text)) continue;
    const typed = answerType ? holdsValue(unit, answerType, weights) : false;
    // A short line is a label or a fragment, unless it holds the value asked for ("仅 3.4+ 支持" under its heading).
    if (unit.text.length < 12 && !typed) continue;
    const page = support.get(unit.pageIndex);
    // A list naming the things a "which <things>" question asks for ("Supported formats:") states them together.
    const listed =
      unit.kind === "list" &&
      (asksList ||
        (plural.length > 0 && plural.every((term) => unit.own.has(term) || unit.context.has(term))));
    // The steps under a heading naming how to do what the question asks how to do answer that part of it.
    const stepOf = namesHowTo(unit.heading, action, questionTerms, weights.language);
    const satisfied = new Set([
      ...(typed && answerType ? answerType.cueTerms : []),
      ...(listed ? listCues : []),
      ...(stepOf ? howToClause : []),
    ]);
    // A unit the conversation quoted already answered the earlier question: the earlier question's words do
    // not make it the answer to this one.
    const unitTerms = new Set([...unit.own, ...unit.context]);
    // …unless it holds (nearly) every word of this one too ("Google Voice or VoIP numbers, … most prepaid phone numbers"
    // quoted for Google Voice, then "And a prepaid phone?"): then it answers this one as well, on the same terms
    // as any other unit.
    const saidBefore =
      said.includes(normalise(unit.text)) &&
      weightedMatch(heldQuestionWeights, unitTerms, satisfied) < HOLDS_ALL &&
      !holdsAskedAnew(askedAnew, unitTerms);
    const judgedOn = saidBefore ? ownQuestionWeights : weights;
    const nearMatch = weightedMatch(judgedOn, unitTerms, satisfied);
    if (nearMatch === 0) continue;
    // A word of a heading the unit's section sits under (the h2 over its h3) counts ANCESTRY_WEIGHT: more than a
    // word elsewhere on the page, less than one of its own heading.
    const underMatch =
      unit.ancestry.size === 0
        ? nearMatch
        : weightedMatch(judgedOn, new Set([...unitTerms, ...unit.ancestry]), satisfied);
    // A word elsewhere on the same page counts half: "Germany" in the page's country list makes its
    // "International orders arrive in 7 to 14 business days" the answer to "delivery to Germany".
    const onPage = page ? weightedMatch(judgedOn, page.terms, satisfied) : underMatch;
    const coverage =
      nearMatch + ANCESTRY_WEIGHT * (underMatch - nearMatch) + 0.5 * Math.max(0, onPage - underMatch);
    const ownCoverage = weightedMatch(judgedOn, unit.own, satisfied);
    let score =
      coverage +
      // Rows of one table share its header's words: what a row says itself tells them apart.
      (unit.kind === "row" ? ROW_OWN_WEIGHT : 0.5) * ownCoverage +
      0.4 * ((page?.score ?? 0) / bestPage) +
      0.2 * (unit.passageScore / bestPassage) +
      (typed ? 0.4 : 0) +
      // The first unit of a page or passage tends to state its point; figures are what people ask for.
      (ownCoverage === 0 ? 0 : unit.leadsPage ? 0.25 : unit.position === 0 ? 0.1 : 0) +
      (/\d/.test(unit.text) ? 0.05 : 0) +
      (howTo && unit.kind === "code" ? CODE_BONUS * Math.min(1, nearMatch) : 0) +
      (listed ? LIST_BONUS : 0) +
      (quotesLiteral(unit.text, literals) ? LITERAL_BONUS : 0) +
      (stepOf ? HOW_TO_SECTION_BONUS : 0);
    if (!howTo && unit.kind === "code") score *= CODE_FACTOR;
    // A follow-up should say something new, but may need a sentence an earlier answer quoted in passing.
    if (saidBefore) score *= 0.85;
    candidates.push({
      ...unit,
      score,
      near: Math.min(1, nearMatch),
      nearUnder: Math.min(1, nearMatch + ANCESTRY_WEIGHT * (underMatch - nearMatch)),
      signals: {
        near: nearMatch,
        under: underMatch,
        onPage,
        own: ownCoverage,
        pageScore: (page?.score ?? 0) / bestPage,
        passageScore: unit.passageScore / bestPassage,
        typed: typed ? 1 : 0,
        listed: listed ? 1 : 0,
        stepOf: stepOf ? 1 : 0,
        literal: quotesLiteral(unit.text, literals) ? 1 : 0,
        saidBefore: saidBefore ? 1 : 0,
      },
    });
  }
  followPointers(candidates, passages);
  return candidates.sort((left, right) => right.score - left.score || left.order - right.order);
}

/** A list from this many lines may hold the value asked for in one line only while being about something else. */
const LONG_LIST_LINES = 3;

/**
 * True when the unit holds a value of the kind asked for. A long list that holds one in a single line, under a
 * lead-in, heading and title sharing no word with the question (a step "Create password. It must be at least 12
 * characters long." among the steps to set up face unlock), is about something else: that line, a unit of its own,
 * holds the value. (A related word, account for password, does not make the list about the question.)
 */
function holdsValue(unit: AnswerUnit, answerType: AnswerType, weights: TermWeights): boolean {
  if (!answerType.matches(unit.text)) return false;
  const list = unit.listOf;
  if (unit.kind !== "list" || !list || list.lines.length < LONG_LIST_LINES) return true;
  if (answerType.matches(list.leadIn) || list.lines.filter((line) => answerType.matches(line)).length >= 2)
    return true;
  const about = new Set([...unit.context, ...termsOf(list.leadIn, weights)]);
  return [...weights].some(
    ([term, weight]) =>
      weight > 0 &&
      !answerType.cueTerms.has(term) &&
      termCredit(term, about, weights.language) >= VARIANT_CREDIT,
  );
}

const POINTER = /\b(?:see|read|visit|check|refer to)\b/i;
/** A pointer ("… see international returns") counts this much; the page it names gains POINTED_BONUS. */
const POINTER_FACTOR = 0.7;
const POINTED_BONUS = 0.15;

/**
 * A unit that sends the reader to another page read ("Orders shipped abroad follow a different policy: see
 * international returns") is not the answer when that page is at hand: the page it names is quoted instead.
 */
function followPointers(candidates: Candidate[], passages: readonly ScoredPassage[]): void {
  const titles = new Map<number, string>();
  for (const passage of passages) {
    const title = ownTitle(passage.title).toLowerCase().trim();
    if (title.length >= 6 && title.includes(" ")) titles.set(passage.pageIndex, title);
  }
  const pointed = new Set<number>();
  for (const candidate of candidates) {
    if (!POINTER.test(candidate.text)) continue;
    const text = candidate.text.toLowerCase();
    for (const [pageIndex, title] of titles) {
      if (pageIndex === candidate.pageIndex || !text.includes(title)) continue;
      candidate.score *= POINTER_FACTOR;
      pointed.add(pageIndex);
      break;
    }
  }
  for (const candidate of candidates) if (pointed.has(candidate.pageIndex)) candidate.score += POINTED_BONUS;
}

export function composeExtractiveAnswer(options: {
  passages: readonly ScoredPassage[];
  weights: TermWeights;
  /** The visitor's question, to tell which kind of value it asks for. Default: none. */
  question?: string;
  /** Answers given earlier in the conversation: quoting them again is a last resort. Default: none. */
  alreadySaid?: readonly string[];
  /** The question the visitor asked before this one, to tell what this one newly asks about. Default: none. */
  previousQuestion?: string;
  /** Most units quoted. Default 4. */
  maxSentences?: number;
  /** Most pages cited. Default 3. */
  maxSources?: number;
  /** Rough ceiling on the answer's length in characters. Default 700. */
  maxChars?: number;
}): { answer: string; citedPageIndices: number[] } {
  const { maxSentences = 4, maxSources = 3, maxChars = 700 } = options;
  const ranked = scoreUnits(options);
  const best = ranked[0];
  if (!best) return { answer: "", citedPageIndices: [] };
  const units = shortenCrowdingList({
    units: answerUnits(options.passages, unitLanguage(options.weights)),
    ranked,
    maxChars,
  });
  const chosen = new Map<number, AnswerUnit>();
  const pages: number[] = [];
  let chars = 0;
  // A continuation may go one unit over maxSentences: half a thought is worse than a longer answer.
  // A unit answering a part of the question of its own may go past maxChars: each part asked gets its answer.
  // `beyond`: the unit holding the most of the question, quoted whatever the limits.
  const take = (candidate: AnswerUnit, continuation = false, part = false, beyond = false): boolean => {
    // A list's items are quoted with the list, once: a second item of one list brings in the whole list.
    const list = candidate.partOf === undefined ? undefined : units[candidate.partOf];
    if (list && chosen.has(list.order)) return false;
    const sibling = [...chosen.values()].find((other) => list && other.partOf === list.order);
    const unit = sibling && list ? list : candidate;
    const replaced = [...chosen.values()].filter((other) => other.partOf === unit.order);
    const freed = replaced.reduce((sum, other) => sum + other.quote.length, 0);
    if (chosen.has(unit.order)) return false;
    if (!beyond && chosen.size - replaced.length >= maxSentences + (continuation ? 1 : 0)) return false;
    if (!beyond && !part && chosen.size > replaced.length && chars - freed + unit.quote.length > maxChars)
      return false;
    if (!pages.includes(unit.pageIndex)) {
      if (!beyond && pages.length >= maxSources) return false;
      pages.push(unit.pageIndex);
    }
    for (const other of replaced) chosen.delete(other.order);
    chosen.set(unit.order, unit);
    chars += unit.quote.length - freed;
    return true;
  };
  const nearOf = new Map(ranked.map((candidate) => [candidate.order, candidate.near]));
  const questionType = detectAnswerType(options.question ?? "");
  const withNeighbours = (unit: AnswerUnit, part = false) => {
    // A unit that opens with "They …" is quoted with the one it continues, and vice versa.
    const previous = units[unit.order - 1];
    if (continues(unit.text) && previous?.passageId === unit.passageId) take(previous, true, part);
    if (!take(unit, false, part)) return;
    // A setting's definition that does not hold the value asked for ("how long does it wait?") is quoted with
    // its entry's "Default:" line: the value the setting has unless one is set.
    if (questionType && !questionType.matches(unit.text)) {
      const entryDefault = units.find(
        (other) =>
          other.passageId === unit.passageId &&
          other.heading === unit.heading &&
          other.order < unit.order &&
          DEFAULT_LINE.test(other.text),
      );
      if (entryDefault) take(entryDefault, true);
    }
    const next = units[unit.order + 1];
    if (next?.passageId !== unit.passageId) return;
    // A short example right after a statement (a setting's definition, then its line of code) shows it.
    if (continues(next.text) || (unit.kind === "sentence" && isShortExample(next))) take(next, true);
    // The rest of a paragraph cut into sentences, when it speaks to the question at least as well as the
    // sentence quoted ("We send the letter to an address we verified." / "If you need to change that address,
    // you'll have to verify again with the new one."): the paragraph's point is often in its second sentence.
    else if (
      unit.kind === "sentence" &&
      next.kind === "sentence" &&
      next.lineStart !== undefined &&
      next.lineStart === (unit.lineStart ?? unit.order) &&
      (nearOf.get(next.order) ?? 0) >= Math.max(NEAR_SHARE * best.near, nearOf.get(unit.order) ?? 1)
    )
      take(next, true);
  };
  withNeighbours(units[best.order] as AnswerUnit);
  // A best sentence saying something is not done ("package-lock.json is ignored") is quoted with the sentence of
  // its paragraph that gives the way around it ("See pnpm import if you wish to convert a lockfile…"): the
  // visitor asking whether it works wants what to do instead, which shares few of the question's words.
  const wayAround = wayAroundOf(units, units[best.order] as AnswerUnit);
  if (wayAround) take(wayAround, true);
  // A question asking two things gets a unit for each part: the one that best holds the part's own words
  // among those that speak to the whole question, unless what is quoted already holds them as well.
  for (const part of questionParts(options.question ?? "", options.weights)) {
    const partType = detectAnswerType(part.text);
    const partScore = (unit: Candidate | AnswerUnit) => {
      const typed = partType?.matches(unit.text) ?? false;
      const near = weightedMatch(
        part.weights,
        new Set([...unit.own, ...unit.context]),
        typed ? partType?.cueTerms : undefined,
      );
      // A part asking for a kind of value ("how long") is answered only by a unit holding one.
      return near < PART_NEAR || (partType && !typed) ? 0 : near + (typed ? 0.4 : 0);
    };
    const scored = ranked
      .filter((candidate) => candidate.near >= PART_SHARE * best.near)
      .map((candidate) => ({ candidate, score: partScore(candidate) + 0.2 * (candidate.score / best.score) }))
      .filter(({ candidate }) => partScore(candidate) > 0)
      .sort((left, right) => right.score - left.score);
    const top = scored[0];
    const quoted = Math.max(0, ...[...chosen.values()].map((unit) => partScore(unit)));
    if (top && partScore(top.candidate) > quoted)
      withNeighbours(units[top.candidate.order] as AnswerUnit, true);
  }
  // A question that also asks what to do ("Is someone trying to get in? What should I do?") gets the steps:
  // the best list or code block of the page answering it, beside what explains.
  const question = options.question ?? "";
  if (
    (ACTION_PART.test(question) &&
      question.split(PART_BREAK).filter((piece) => /[\p{L}\p{N}]/u.test(piece ?? "")).length > 1) ||
    asksWhatToDoAbout(question, options.weights)
  ) {
    const steps = ranked.find(
      (candidate) =>
        candidate.pageIndex === best.pageIndex &&
        (candidate.kind === "list" || candidate.kind === "code") &&
        !chosen.has(candidate.order),
    );
    if (steps) withNeighbours(units[steps.order] as AnswerUnit);
  }
  const seen = new Set<string>();
  for (const candidate of ranked) {
    const key = normalise(candidate.text);
    if (seen.has(key)) continue;
    seen.add(key);
    const share = pages.includes(candidate.pageIndex) ? SAME_PAGE_SHARE : OTHER_PAGE_SHARE;
    // Beside the best unit, only units that speak to the question themselves: a page's other FAQ answers share
    // its words but not its point.
    if (
      candidate !== best &&
      (candidate.score < share * best.score || candidate.near < NEAR_SHARE * best.near)
    ) {
      continue;
    }
    // Code beside the answer only when the question asks how to do something.
    if (candidate !== best && candidate.kind === "code" && !HOW_TO.test(options.question ?? "")) continue;
    withNeighbours(units[candidate.order] as AnswerUnit);
  }
  // The limits above (units, characters, pages) must not leave out the unit that holds clearly the most of the
  // question, in its own words as well as with its heading: the score's other parts (a typed value, the page's
  // lead, the page's support) may rank another unit first and fill the answer, while the unit stating what was
  // asked ranks just below. It is quoted beyond them.
  const closest = ranked.reduce((top, candidate) => (candidate.near > top.near ? candidate : top), best);
  if (
    closest.near >= best.near + CLOSEST_MARGIN &&
    closest.signals.own > best.signals.own &&
    closest.score >= SAME_PAGE_SHARE * best.score
  )
    take(units[closest.order] as AnswerUnit, false, false, true);
  const answerType = detectAnswerType(options.question ?? "");
  const paragraphs = pages.map((pageIndex, position) => {
    const quoted = [...chosen.values()]
      .filter((unit) => unit.pageIndex === pageIndex)
      .sort((left, right) => left.order - right.order);
    return citeAfter(
      `${namedBy(quoted, options.passages, answerType)}${formatUnits(quoted, options.weights)}`,
      position + 1,
    );
  });
  return { answer: paragraphs.join("\n\n"), citedPageIndices: pages };
}

/**
 * The heading or page title that holds the value asked for when the units quoted do not ("pnpm 11.20" above
 * "npmjs: now resolves to…" answers "which version added npmjs:"), as a prefix; else "".
 */
function namedBy(
  units: readonly AnswerUnit[],
  passages: readonly ScoredPassage[],
  answerType: ReturnType<typeof detectAnswerType>,
): string {
  // Code's figures (a package's own version in an example) do not state the answer.
  if (!answerType || units.some((unit) => unit.kind !== "code" && answerType.matches(unit.text))) return "";
  const passage = passages.find((candidate) => candidate.id === units[0]?.passageId);
  if (!passage) return "";
  const name = [passage.heading ?? "", ownTitle(passage.title)].find(
    (text) => text.trim() !== "" && text.length <= 80 && answerType.matches(text),
  );
  if (name === undefined) return "";
  // Not inside a fence or a list's first line: on a line of its own before them.
  return /^(?:```|[-*] )/.test(formatUnits(units, new Map())) ? `${name.trim()}:\n\n` : `${name.trim()}: `;
}

/** A unit scoring at least this share of a long list's score, not one of its items, competes with it for room… */
const CLOSE_SHARE = 0.9;
/** …then the list is quoted within this share of the answer's characters. */
const CROWDED_LIST_SHARE = 1 / 3;

/**
 * The units with the best one, when it is a list whose quote takes more than half the answer's characters while
 * another unit that speaks to the question as well scores close to it, quoted within CROWDED_LIST_SHARE of them:
 * the other unit fits beside it, and the items left out may be quoted on their own. Else `units` as given.
 */
function shortenCrowdingList(options: {
  units: AnswerUnit[];
  ranked: readonly Candidate[];
  maxChars: number;
}): AnswerUnit[] {
  const { units, ranked, maxChars } = options;
  const [best] = ranked;
  const list = best && units[best.order];
  if (!best || !list?.listOf || list.quote.length <= maxChars / 2) return units;
  const rival = ranked.some(
    (candidate) =>
      candidate.order !== best.order &&
      candidate.partOf !== best.order &&
      candidate.score >= CLOSE_SHARE * best.score &&
      candidate.near >= NEAR_SHARE * best.near,
  );
  if (!rival) return units;
  const { quote } = listQuote(list.listOf.leadIn, list.listOf.lines, maxChars * CROWDED_LIST_SHARE);
  return units.map((unit) => {
    if (unit === list) return { ...unit, quote };
    if (unit.partOf !== list.order || quote.includes(unit.text)) return unit;
    const { partOf: _, ...free } = unit;
    return free;
  });
}

/** A statement that something is not done or not possible. */
const NEGATIVE =
  /\b(?:not|never|no longer|cannot|can['’]t|isn['’]t|aren['’]t|won['’]t|doesn['’]t|don['’]t|ignored|unsupported|avoid)\b|不支持|不会|无法|不能|忽略|避免/iu;
/** A sentence giving the way around it: a pointer, an alternative, what to do if one wants it anyway, a workaround. */
const WAY_AROUND =
  /^(?:see|use|run|try|instead)\b|\binstead\b|\bif you (?:wish|want|need|would like) to\b|^(?:we )?recommend\b|\bit is recommended\b|\bwork(?:s|ed|ing)? around\b|\bworkarounds?\b|^(?:请)?(?:参阅|参见|改用|可以改用|如果你(?:想|需要|希望)|推荐|建议)|绕过|变通/iu;

/**
 * The sentence after a negative sentence in its paragraph (a long line cut into sentences) that says what to do
 * instead, if any; else the first sentence of the next paragraph under the same heading, when it does (a tip box's
 * "Avoid … body" then "We recommend a separate container").
 */
function wayAroundOf(units: readonly AnswerUnit[], unit: AnswerUnit): AnswerUnit | undefined {
  if (unit.kind !== "sentence" || !NEGATIVE.test(unit.text)) return undefined;
  const line = unit.lineStart ?? unit.order;
  const after = units.filter((other) => other.order > unit.order && other.passageId === unit.passageId);
  const sameParagraph = after.find(
    (other) => other.kind === "sentence" && other.lineStart === line && WAY_AROUND.test(other.text),
  );
  if (sameParagraph) return sameParagraph;
  const next = after.find((other) => other.lineStart !== line);
  return next?.kind === "sentence" && next.heading === unit.heading && WAY_AROUND.test(next.text)
    ? next
    : undefined;
}

/** A settings reference entry's default value line ("Default: 1440", "默认值：true"). */
const DEFAULT_LINE = /^(?:default(?: value)?|默认值?)\s*[:：]/iu;

/** Lines of code at most in an example quoted with the statement before it. */
const EXAMPLE_MAX_LINES = 3;

/** A fenced code block of its own (no lead-in) of a few lines. */
function isShortExample(unit: AnswerUnit): boolean {
  if (unit.kind !== "code" || !unit.quote.startsWith("```")) return false;
  return unit.quote.split("\n").length - 2 <= EXAMPLE_MAX_LINES;
}
