// Learns the answer step's unit choice and refusal from dump-units.ts's file and evaluates it leave-one-site-out
// (train on six sites, test on the seventh) against the hand scoring on the same questions. Per held-out site:
// top-1 accuracy of the fact's unit (questions where some candidate holds an expected fact), answer/refuse
// accuracy (answer when a candidate holds an expected fact of an answerable question, else refuse), and both
// together (answered from a fact unit, or rightly refused).
// Usage: node --import tsx bench/agent/train-unit-scorer.ts [--in /tmp/webscout-units.jsonl] [--json]
import { readFileSync } from "node:fs";
import { type DumpedQuestion, HELD_OUT } from "./dump-units.js";
import {
  argmax,
  factUnits,
  fitChooser,
  fitLogistic,
  type LinearModel,
  linearScore,
} from "./unit-scorer-model.js";

function flag(name: string): string | undefined {
  const position = process.argv.indexOf(`--${name}`);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

export function loadDump(file: string): { features: string[]; questions: DumpedQuestion[] } {
  const [header, ...rows] = readFileSync(file, "utf8").split("\n").filter(Boolean);
  const { features } = JSON.parse(header ?? "{}") as { features: string[] };
  const questions = rows
    .map((row) => JSON.parse(row) as DumpedQuestion)
    .filter((question) => !HELD_OUT.test(question.id));
  return { features, questions };
}

const HAND_TOP = (features: readonly string[]) => features.indexOf("handTop");

/** The question should be answered: it is answerable and some candidate holds one of its facts. */
const shouldAnswer = (question: DumpedQuestion) => !question.expectRefuse && factUnits(question).length > 0;

/** What the refusal model sees: how well the chosen unit and the best page hold the question, and how sure the
 * chooser is. */
function refusalRow(question: DumpedQuestion, chooser: LinearModel, features: readonly string[]): number[] {
  const scores = question.candidates.map((candidate) => linearScore(chooser, candidate.features));
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

export interface Learned {
  chooser: LinearModel;
  refuser: LinearModel;
}

export function train(questions: readonly DumpedQuestion[], features: readonly string[]): Learned {
  const chooser = fitChooser(questions);
  const judged = questions.filter((question) => question.candidates.length > 0 && !question.otherRule);
  const refuser = fitLogistic(
    judged.map((question) => refusalRow(question, chooser, features)),
    judged.map(shouldAnswer),
  );
  return { chooser, refuser };
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
}

function evaluate(
  learned: Learned,
  questions: readonly DumpedQuestion[],
  features: readonly string[],
): Tally {
  const tally: Tally = {
    questions: 0,
    withFact: 0,
    handTop1: 0,
    modelTop1: 0,
    handDecision: 0,
    modelDecision: 0,
    handBoth: 0,
    modelBoth: 0,
  };
  const handTop = HAND_TOP(features);
  for (const question of questions) {
    const facts = new Set(factUnits(question));
    const hand = question.candidates.findIndex((candidate) => candidate.features[handTop] === 1);
    const model = argmax(
      question.candidates.map((candidate) => linearScore(learned.chooser, candidate.features)),
    );
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
    if (answer ? handAnswers && facts.has(hand) : !handAnswers) tally.handBoth++;
    if (answer ? modelAnswers && facts.has(model) : !modelAnswers) tally.modelBoth++;
  }
  return tally;
}

function main(): void {
  const { features, questions } = loadDump(flag("in") ?? "/tmp/webscout-units.jsonl");
  const sites = [...new Set(questions.map((question) => question.site))];
  const rows: Array<{ site: string } & Tally> = [];
  for (const site of sites) {
    const learned = train(
      questions.filter((question) => question.site !== site),
      features,
    );
    rows.push({
      site,
      ...evaluate(
        learned,
        questions.filter((question) => question.site === site),
        features,
      ),
    });
  }
  const total = rows.reduce<Tally>(
    (sum, row) => {
      for (const key of Object.keys(sum) as Array<keyof Tally>) sum[key] += row[key];
      return sum;
    },
    {
      questions: 0,
      withFact: 0,
      handTop1: 0,
      modelTop1: 0,
      handDecision: 0,
      modelDecision: 0,
      handBoth: 0,
      modelBoth: 0,
    },
  );
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify({ rows, total }, null, 2)}\n`);
    return;
  }
  console.log("leave-one-site-out: trained on the other sites, tested on this one (hand → learned)");
  console.log("site          questions  top-1 fact unit      answer/refuse        both");
  for (const row of [...rows, { site: "all", ...total }]) {
    console.log(
      `${row.site.padEnd(13)} ${String(row.questions).padStart(9)}  ${`${row.handTop1} → ${row.modelTop1} / ${row.withFact}`.padEnd(19)}  ${`${row.handDecision} → ${row.modelDecision} / ${row.questions}`.padEnd(19)}  ${row.handBoth} → ${row.modelBoth} / ${row.questions}`,
    );
  }
  const learned = train(questions, features);
  console.log("\nchooser weights (trained on every site, standardised features):");
  console.log(
    features.map((name, index) => `${name} ${(learned.chooser.weights[index] ?? 0).toFixed(2)}`).join(", "),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
