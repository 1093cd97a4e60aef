// The offline engine: decides and answers with no model, from retrieval scores alone. Deterministic.
import { tokenize } from "../../knowledge/index.js";
import { composeExtractiveAnswer } from "./extractive-answer.js";
import { scoreLinks } from "./link-scoring.js";
import type { Decision, DecisionContext, Draft, DraftContext, Reasoner } from "./reasoner.js";
import { weightedCoverage } from "./term-weights.js";

/** Weighted share of the question's words the best passages must hold to answer without exploring. */
export const ANSWER_COVERAGE = 0.75;
/** Below this share the sites are taken not to cover the question: refuse. */
export const REFUSE_COVERAGE = 0.5;
/** Rounds in which help-like links are explored when no link names the question's words. */
const HELP_ROUNDS = 2;

function coverageOf(context: Pick<DecisionContext, "passages" | "termWeights">, top = 3): number {
  const best = [...context.passages].sort((left, right) => right.score - left.score).slice(0, top);
  const present = new Set(
    best.flatMap((passage) => tokenize(`${passage.title}\n${passage.heading ?? ""}\n${passage.text}`)),
  );
  return weightedCoverage(context.termWeights, present);
}

function usefulPages(context: Pick<DecisionContext, "passages">): number[] {
  const ranked = [...context.passages].sort((left, right) => right.score - left.score);
  return [...new Set(ranked.map((passage) => passage.pageIndex))].slice(0, 3);
}

export function decideOffline(context: DecisionContext): Decision {
  const covered = coverageOf(context);
  const percent = Math.round(covered * 100);
  if (covered >= ANSWER_COVERAGE) {
    return {
      decision: "answer",
      reasoning: `The pages read cover ${percent}% of the question's key terms.`,
      usefulVisitedIndices: usefulPages(context),
    };
  }
  const ranked = scoreLinks(context.frontier, context.termWeights).sort(
    (left, right) => right.score - left.score || left.index - right.index,
  );
  const relevant = ranked.filter((link) => link.relevance > 0);
  // No link names the question's words: look through the help-like pages (help, FAQ, policies) for a round
  // or two, since answers often sit a few clicks below them; after that, answer (or refuse) from what was read.
  const candidates =
    relevant.length > 0
      ? relevant
      : context.iteration <= HELP_ROUNDS
        ? ranked.filter((link) => link.score > 0)
        : [];
  if (candidates.length === 0) {
    return {
      decision: "answer",
      reasoning: `No unvisited link looks relevant; answering from what was read (${percent}% of key terms covered).`,
      usefulVisitedIndices: usefulPages(context),
    };
  }
  const picked = candidates.slice(0, context.maxUrls);
  return {
    decision: "explore",
    reasoning: `Only ${percent}% of the question's key terms are covered; exploring links about ${picked
      .map((link) => `"${link.anchor || link.url}"`)
      .join(", ")}.`,
    selectedUrlIndices: picked.map((link) => link.index),
  };
}

function refusal(context: DraftContext): string {
  const sites = context.siteNames.join(" and ") || "these sites";
  const topics = [
    ...new Set(context.visited.map((page) => page.title).filter((title) => title !== "")),
  ].slice(0, 6);
  const covers = topics.length > 0 ? ` The pages I read cover topics such as: ${topics.join("; ")}.` : "";
  return `Sorry, I couldn't find an answer to that on ${sites}.${covers}`;
}

export function draftOffline(context: DraftContext): Draft {
  if (context.passages.length === 0 || coverageOf(context) < REFUSE_COVERAGE) {
    return { answer: refusal(context), refused: true, citedPageIndices: [] };
  }
  const { answer, citedPageIndices } = composeExtractiveAnswer({
    passages: context.passages,
    weights: context.termWeights,
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
