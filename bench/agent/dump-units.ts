// Dumps, for every development question of the bench sites (old, -blind-, -blind2-, -blind3-; the held-out ids of
// HELD_OUT are dropped before anything runs), what the offline answer step is given when it drafts: every
// candidate unit it scores, with its feature vector (unit-features.ts) and how many of the question's expected facts
// its quote holds, and the hand rules' own choice and refusal. train-unit-scorer.ts learns from the file.
// Usage: node --import tsx bench/agent/dump-units.ts [--sites pnpm,vue-zh] [--out /tmp/units.jsonl]
import { createWriteStream } from "node:fs";
import { scoreUnits } from "../../src/agents/support/offline/extractive-answer.js";
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import { pageSupport } from "../../src/agents/support/offline/page-support.js";
import { priceNowhere } from "../../src/agents/support/offline/price-nowhere.js";
import { leavesHowToUnanswered } from "../../src/agents/support/offline/unanswered-how-to.js";
import { UNIT_FEATURES, unitFeatures } from "../../src/agents/support/offline/unit-features.js";
import type { DraftContext, Reasoner } from "../../src/agents/support/reasoner.js";
import { judgedWeights, unknownSubjectTerms } from "../../src/agents/support/term-weights.js";
import { HELD_OUT } from "./held-out.js";
import { runOfflineBench } from "./offline-run.js";
import { loadQuestions, normalizeForFacts } from "./questions.js";
import { BENCH_SITES, createSiteServers, hasQuestions, missingCorpus } from "./sites.js";

export interface DumpedCandidate {
  features: number[];
  /** Expected facts its quote holds. */
  facts: number;
}

export interface DumpedQuestion {
  site: string;
  id: string;
  set: "old" | "blind" | "blind2" | "blind3";
  expectRefuse: boolean;
  factCount: number;
  /** The hand rules refused (the draft as the engine made it). */
  handRefused: boolean;
  /** A hand rule other than the two coverage thresholds refuses (an unknown subject, no price, a how-to left
   * unanswered, or one the dump does not name): rules a unit scorer cannot express. */
  otherRule: boolean;
  bestPageCoverage: number;
  bestUnitCoverage: number;
  /** The benchmark's verdict on the engine's answer. */
  correct: boolean;
  candidates: DumpedCandidate[];
}

function setOf(id: string): DumpedQuestion["set"] {
  if (id.includes("-blind3-")) return "blind3";
  return id.includes("-blind2-") ? "blind2" : id.includes("-blind-") ? "blind" : "old";
}

function flag(name: string): string | undefined {
  const position = process.argv.indexOf(`--${name}`);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

type Captured = Omit<DumpedQuestion, "site" | "id" | "set" | "expectRefuse" | "factCount" | "correct"> & {
  quotes: string[];
};

/** What the answer step is given and decides, measured as draftOffline measures it. */
function capture(drafted: DraftContext, handRefused: boolean): Captured {
  const context = { ...drafted, termWeights: judgedWeights(drafted.termWeights) };
  const candidates = scoreUnits({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
    alreadySaid: context.history.slice(-2).map((turn) => turn.answer),
  });
  const judged = scoreUnits({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
  });
  const support = pageSupport({
    passages: context.passages,
    weights: context.termWeights,
    question: context.question,
  });
  const bestPageCoverage = Math.max(0, ...support.map((page) => page.coverage));
  const bestUnitCoverage = Math.max(0, ...judged.map((unit) => unit.nearUnder));
  const pageTerms = new Set(support.flatMap((page) => [...page.terms]));
  const coverageRefuses = bestPageCoverage < 0.5 || bestUnitCoverage < 0.45;
  const otherRule =
    (handRefused && !coverageRefuses) ||
    unknownSubjectTerms(context.question, context.termWeights, pageTerms).length > 0 ||
    priceNowhere({ question: context.question, support }) ||
    leavesHowToUnanswered({ question: context.question, unit: judged[0], weights: context.termWeights });
  const features = unitFeatures({ candidates, weights: context.termWeights, question: context.question });
  return {
    handRefused,
    otherRule,
    bestPageCoverage,
    bestUnitCoverage,
    candidates: features.map((vector) => ({ features: vector, facts: 0 })),
    quotes: candidates.map((candidate) => candidate.quote),
  };
}

async function main(): Promise<void> {
  const requested = flag("sites")?.split(",");
  const out = createWriteStream(flag("out") ?? "/tmp/webscout-units.jsonl");
  out.write(`${JSON.stringify({ features: UNIT_FEATURES })}\n`);
  const servers = createSiteServers();
  const offline = createOfflineReasoner();
  let last: Captured | undefined;
  const reasoner: Reasoner = {
    name: "offline",
    decide: (context, callbacks) => offline.decide(context, callbacks),
    async draft(context, callbacks) {
      const draft = await offline.draft(context, callbacks);
      last = capture(context, draft.refused);
      return draft;
    },
  };
  try {
    for (const site of BENCH_SITES) {
      if (requested && !requested.includes(site.id)) continue;
      if (!hasQuestions(site) || missingCorpus(site)) continue;
      const questions = loadQuestions(site.questionFile).filter((question) => !HELD_OUT.test(question.id));
      const byId = new Map(questions.map((question) => [question.id, question]));
      const running = await servers.start(site);
      let written = 0;
      await runOfflineBench({
        siteId: site.id,
        site: running,
        questions,
        reasoner,
        onOutcome: (outcome) => {
          const question = byId.get(outcome.id);
          const captured = last;
          last = undefined;
          if (!question || !captured) return;
          const facts = question.expect.facts.map(normalizeForFacts);
          const { quotes, ...kept } = captured;
          const row: DumpedQuestion = {
            site: site.id,
            id: question.id,
            set: setOf(question.id),
            expectRefuse: question.expect.refuse,
            factCount: facts.length,
            correct: outcome.verdict.correct,
            ...kept,
            candidates: kept.candidates.map((candidate, index) => {
              const quote = normalizeForFacts(quotes[index] ?? "");
              return { ...candidate, facts: facts.filter((fact) => quote.includes(fact)).length };
            }),
          };
          out.write(`${JSON.stringify(row)}\n`);
          written++;
        },
      });
      process.stderr.write(`${site.id}: ${written} questions dumped\n`);
    }
  } finally {
    await servers.close();
    out.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
