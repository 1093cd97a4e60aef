// The general signals a learned unit scorer weighs (see learned-unit-score.ts): the measured parts of the hand
// score (coverage of the question by the unit, its heading, its section and its page; retrieval scores; a value of
// the kind asked for…) and what the hand score does not measure (the unit's kind, length and place in its page,
// an unweighted share of the question's words, the gap to the best unit). One vector per candidate, in the order
// of UNIT_FEATURES; nothing in it names a site or a word of one.
import { detectAnswerType } from "../answer-type.js";
import { type TermWeights, termCredit } from "../term-weights.js";
import { type Candidate, HOW_TO } from "./extractive-answer.js";

export const UNIT_FEATURES = [
  "near",
  "under",
  "onPage",
  "own",
  "pageScore",
  "passageScore",
  "typed",
  "listed",
  "stepOf",
  "literal",
  "saidBefore",
  "handScore",
  "handTop",
  "nearGap",
  "plainNear",
  "list",
  "row",
  "code",
  "leadsPage",
  "firstOfPassage",
  "logPosition",
  "logLength",
  "hasDigit",
  "asksType",
  "codeForOther",
  "han",
] as const;

const HAN = /\p{Script=Han}/u;

/** Unweighted share of the question's own (non-zero, not carried) words the unit's words hold, as such or varied. */
function plainShare(weights: TermWeights, terms: ReadonlySet<string>): number {
  const own = [...weights].filter(([term, weight]) => weight > 0 && !weights.context?.has(term));
  if (own.length === 0) return 0;
  const held = own.filter(([term]) => termCredit(term, terms, weights.language) >= 0.8).length;
  return held / own.length;
}

/** One feature vector per candidate (in the order given), in the order of UNIT_FEATURES. */
export function unitFeatures(options: {
  candidates: readonly Candidate[];
  weights: TermWeights;
  question: string;
}): number[][] {
  const { candidates, weights, question } = options;
  const bestScore = Math.max(Number.MIN_VALUE, ...candidates.map((candidate) => candidate.score));
  const bestNear = Math.max(0, ...candidates.map((candidate) => candidate.nearUnder));
  const top = candidates.reduce<Candidate | undefined>(
    (best, candidate) => (best === undefined || candidate.score > best.score ? candidate : best),
    undefined,
  );
  const asksType = detectAnswerType(question) ? 1 : 0;
  const howTo = HOW_TO.test(question);
  const han = HAN.test(question) ? 1 : 0;
  return candidates.map((candidate) => {
    const signals = candidate.signals;
    const values: Record<(typeof UNIT_FEATURES)[number], number> = {
      near: Math.min(1.5, signals.near),
      under: Math.min(1.5, signals.under),
      onPage: Math.min(1.5, signals.onPage),
      own: Math.min(1.5, signals.own),
      pageScore: signals.pageScore,
      passageScore: signals.passageScore,
      typed: signals.typed,
      listed: signals.listed,
      stepOf: signals.stepOf,
      literal: signals.literal,
      saidBefore: signals.saidBefore,
      handScore: candidate.score / bestScore,
      handTop: candidate === top ? 1 : 0,
      nearGap: candidate.nearUnder - bestNear,
      plainNear: plainShare(weights, new Set([...candidate.own, ...candidate.context])),
      list: candidate.kind === "list" ? 1 : 0,
      row: candidate.kind === "row" ? 1 : 0,
      code: candidate.kind === "code" ? 1 : 0,
      leadsPage: candidate.leadsPage ? 1 : 0,
      firstOfPassage: candidate.position === 0 ? 1 : 0,
      logPosition: Math.log1p(candidate.position) / 3,
      logLength: Math.log1p(candidate.quote.length) / 6,
      hasDigit: /\d/.test(candidate.text) ? 1 : 0,
      asksType,
      codeForOther: candidate.kind === "code" && !howTo ? 1 : 0,
      han,
    };
    return UNIT_FEATURES.map((name) => values[name]);
  });
}
