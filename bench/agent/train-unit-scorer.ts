// Learns the answer step's unit choice and refusal from dump-units.ts's file and evaluates it leave-one-site-out
// (train on six sites, test on the seventh) against the hand scoring on the same questions. Per held-out site:
// top-1 accuracy of the fact's unit (questions where some candidate holds an expected fact), answer/refuse
// accuracy (answer when a candidate holds an expected fact of an answerable question, else refuse), and both
// together (answered from a fact unit, or rightly refused).
// Usage: node --import tsx bench/agent/train-unit-scorer.ts [--in /tmp/webscout-units.jsonl] [--model trees]
//   [--without handScore,handTop] [--l2 0.01] [--by-corpus] (leave one corpus out: a site's translations with it) [--json]
import { readFileSync } from "node:fs";
import type { DumpedQuestion } from "./dump-units.js";
import { HELD_OUT } from "./held-out.js";
import {
  argmax,
  factUnits,
  fitChooser,
  fitLogistic,
  fitTreeChooser,
  type LinearModel,
  linearScore,
  type TreeModel,
  treeScore,
} from "./unit-scorer-model.js";

function flag(name: string): string | undefined {
  const position = process.argv.indexOf(`--${name}`);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

/** The dump's questions (held-out ids dropped again), with the features named in `without` left out. */
export function loadDump(
  file: string,
  without: readonly string[] = [],
): { features: string[]; questions: DumpedQuestion[] } {
  const [header, ...rows] = readFileSync(file, "utf8").split("\n").filter(Boolean);
  const all = (JSON.parse(header ?? "{}") as { features: string[] }).features;
  const kept = all.flatMap((name, index) => (without.includes(name) ? [] : [index]));
  const questions = rows
    .map((row) => JSON.parse(row) as DumpedQuestion)
    .filter((question) => !HELD_OUT.test(question.id))
    .map((question) => ({
      ...question,
      candidates: question.candidates.map((candidate) => ({
        ...candidate,
        features: kept.map((index) => candidate.features[index] ?? 0),
      })),
    }));
  return { features: kept.map((index) => all[index] ?? ""), questions };
}

/** The hand ranking's choice: the dump keeps scoreUnits's order (by score, then text order), so its first. */
const HAND_CHOICE = 0;

/** The question should be answered: it is answerable and some candidate holds one of its facts. */
const shouldAnswer = (question: DumpedQuestion) => !question.expectRefuse && factUnits(question).length > 0;

/** What the refusal model sees: how well the chosen unit and the best page hold the question, and how sure the
 * chooser is. */
function refusalRow(question: DumpedQuestion, chooser: Chooser, features: readonly string[]): number[] {
  const scores = question.candidates.map((candidate) => chooser(candidate.features));
  const top = argmax(scores);
  const sorted = [...scores].sort((left, right) => right - left);
  const exp = scores.map((score) => Math.exp(score - (sorted[0] ?? 0)));
  const total = exp.reduce((sum, value) => sum + value, 0);
  const chosen = question.candidates[top]?.features ?? [];
  const pick = (name: string) => chosen[features.indexOf(name)] ?? 0;
  return [
    (exp[top] ?? 0) / total,
    (sorted[0] ?? 0) - (sorted[1] ?? sorted[0] ?? 0),
    question.bestUnitCoverage,
    question.bestPageCoverage,
    pick("near"),
    pick("under"),
    pick("onPage"),
    pick("own"),
    pick("typed"),
    pick("plainNear"),
    pick("han"),
  ];
}

function answerProbability(learned: Learned, question: DumpedQuestion, features: readonly string[]): number {
  return 1 / (1 + Math.exp(-linearScore(learned.refuser, refusalRow(question, learned.chooser, features))));
}

/** A learned unit score (higher: more likely the fact's unit). */
export type Chooser = (features: readonly number[]) => number;

export interface Learned {
  chooser: Chooser;
  /** The fitted chooser itself (linear weights or trees), to print or write. */
  fitted: LinearModel | TreeModel;
  refuser: LinearModel;
}

export function train(
  questions: readonly DumpedQuestion[],
  features: readonly string[],
  options: { l2: number; trees: boolean },
): Learned {
  const fitted = options.trees ? fitTreeChooser(questions) : fitChooser(questions, { l2: options.l2 });
  const chooser: Chooser =
    "trees" in fitted ? (vector) => treeScore(fitted, vector) : (vector) => linearScore(fitted, vector);
  const judged = questions.filter((question) => question.candidates.length > 0 && !question.otherRule);
  const refuser = fitLogistic(
    judged.map((question) => refusalRow(question, chooser, features)),
    judged.map(shouldAnswer),
  );
  return { chooser, fitted, refuser };
}

interface Tally {
  questions: number;
  withFact: number;
  handTop1: number;
  modelTop1: number;
  handDecision: number;
  modelDecision: number;
  handBoth: number;
  modelBoth: number;
  /** Both, with the learned choice and the hand refusal. */
  choiceBoth: number;
  /** Off-topic questions answered. */
  handOffAnswered: number;
  modelOffAnswered: number;
}

function emptyTally(): Tally {
  return {
    questions: 0,
    withFact: 0,
    handTop1: 0,
    modelTop1: 0,
    handDecision: 0,
    modelDecision: 0,
    handBoth: 0,
    modelBoth: 0,
    choiceBoth: 0,
    handOffAnswered: 0,
    modelOffAnswered: 0,
  };
}

function evaluate(
  learned: Learned,
  questions: readonly DumpedQuestion[],
  features: readonly string[],
): Tally {
  const tally = emptyTally();
  for (const question of questions) {
    const facts = new Set(factUnits(question));
    const hand = HAND_CHOICE;
    const model = argmax(question.candidates.map((candidate) => learned.chooser(candidate.features)));
    const answer = shouldAnswer(question);
    const handAnswers = !question.handRefused;
    // Rules a unit scorer cannot express (an unknown subject, no price on any page…) still refuse, and with no
    // candidate there is nothing to answer from.
    const modelAnswers =
      !question.otherRule &&
      question.candidates.length > 0 &&
      answerProbability(learned, question, features) >= 0.5;
    tally.questions++;
    if (facts.size > 0 && !question.expectRefuse) {
      tally.withFact++;
      if (facts.has(hand)) tally.handTop1++;
      if (facts.has(model)) tally.modelTop1++;
    }
    if (handAnswers === answer) tally.handDecision++;
    if (modelAnswers === answer) tally.modelDecision++;
    if (question.expectRefuse && handAnswers) tally.handOffAnswered++;
    if (question.expectRefuse && modelAnswers) tally.modelOffAnswered++;
    if (answer ? handAnswers && facts.has(hand) : !handAnswers) tally.handBoth++;
    if (answer ? modelAnswers && facts.has(model) : !modelAnswers) tally.modelBoth++;
    if (answer ? handAnswers && facts.has(model) : !handAnswers) tally.choiceBoth++;
  }
  return tally;
}

function sumTallies(tallies: readonly Tally[]): Tally {
  const sum = emptyTally();
  for (const tally of tallies)
    for (const key of Object.keys(sum) as Array<keyof Tally>) sum[key] += tally[key];
  return sum;
}

/** --by-corpus: a site's translations (logingov-en/zh/es/fr render one corpus) are left out with it. */
const corpusOf = (site: string) =>
  process.argv.includes("--by-corpus") ? site.replace(/-[a-z]{2}$/, "") : site;

function main(): void {
  const { features, questions } = loadDump(
    flag("in") ?? "/tmp/webscout-units.jsonl",
    flag("without")?.split(",") ?? [],
  );
  const options = { l2: Number(flag("l2") ?? 0.01), trees: flag("model") === "trees" };
  const sites = [...new Set(questions.map((question) => question.site))];
  const rows: Array<{ site: string } & Tally> = [];
  const learnedFor = new Map<string, Learned>();
  for (const site of sites) {
    const learned = train(
      questions.filter((question) => corpusOf(question.site) !== corpusOf(site)),
      features,
      options,
    );
    learnedFor.set(site, learned);
    rows.push({
      site,
      ...evaluate(
        learned,
        questions.filter((question) => question.site === site),
        features,
      ),
    });
  }
  const total = sumTallies(rows);
  // The same leave-one-site-out models, totalled per question set (old / -blind- / -blind2-).
  const sets = [...new Set(questions.map((question) => question.set))];
  const setRows = sets.map((set) => ({
    site: `(${set})`,
    ...sumTallies(
      sites.map((site) =>
        evaluate(
          learnedFor.get(site) as Learned,
          questions.filter((question) => question.site === site && question.set === set),
          features,
        ),
      ),
    ),
  }));
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify({ rows, sets: setRows, total }, null, 2)}\n`);
    return;
  }
  console.log(
    `leave-one-site-out (${options.trees ? "boosted depth-2 trees" : `conditional logit, l2 ${options.l2}`}): trained on the other ${process.argv.includes("--by-corpus") ? "corpora (a site's translations left out with it)" : "sites"}, tested on this one (hand → learned)`,
  );
  console.log(
    "site          questions  top-1 fact unit      answer/refuse        both                 learned choice + hand refusal  off-topic answered",
  );
  for (const row of [...rows, { site: "all", ...total }, ...setRows]) {
    console.log(
      `${row.site.padEnd(13)} ${String(row.questions).padStart(9)}  ${`${row.handTop1} → ${row.modelTop1} / ${row.withFact}`.padEnd(19)}  ${`${row.handDecision} → ${row.modelDecision} / ${row.questions}`.padEnd(19)}  ${`${row.handBoth} → ${row.modelBoth} / ${row.questions}`.padEnd(19)}  ${`${row.handBoth} → ${row.choiceBoth} / ${row.questions}`.padEnd(29)}  ${row.handOffAnswered} → ${row.modelOffAnswered}`,
    );
  }
  const { fitted } = train(questions, features, options);
  if ("weights" in fitted) {
    console.log("\nchooser weights (trained on every site, standardised features):");
    console.log(
      features.map((name, index) => `${name} ${(fitted.weights[index] ?? 0).toFixed(2)}`).join(", "),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
