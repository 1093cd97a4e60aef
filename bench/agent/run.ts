// bench:agent — the support agent over the bundled demo (offline engine: answers, refusals, pages read per
// question) and prompt tokens per LLM call as pages grow (our design vs the seed's "every page in the prompt").
// Usage: npm run bench:agent -- [--json] [--sizes 10,50,100,200] [--only answers|tokens] [--verbose]
//   [--quick] (a handful of questions and sites of 10 and 20 pages: the few seconds `npm test` spends on it)
import { type OfflineSummary, type QuestionOutcome, runOfflineBench } from "./offline-run.js";
import { loadQuestions, pickQuestions } from "./questions.js";
import { runTokenBench, type TokenSizeResult } from "./token-run.js";

const GOALS = {
  correctPercent: 90,
  offTopicRefusedPercent: 100,
  medianPages: 15,
  maxPromptTokens: 6000,
};

function flag(name: string): string | undefined {
  const position = process.argv.indexOf(`--${name}`);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

/** --quick: answers and follow-ups on three topics and two off-topic questions. */
const QUICK_QUESTION_IDS = [
  "returns-policy",
  "returns-international",
  "free-shipping",
  "summit-warranty",
  "off-topic-weather",
  "off-topic-capital",
];

const json = process.argv.includes("--json");
const verbose = process.argv.includes("--verbose");
const quick = process.argv.includes("--quick");
const only = flag("only");
const sizes = (flag("sizes") ?? (quick ? "10,20" : "10,50,100,200")).split(",").map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 2)) throw new Error("--sizes: integers ≥ 2");

const log = (line: string) => {
  if (!json) process.stdout.write(`${line}\n`);
};

function pad(text: string | number, width: number, right = false): string {
  const value = String(text);
  return right ? value.padStart(width) : value.padEnd(width);
}

function outcomeLine(outcome: QuestionOutcome): string {
  const verdict = outcome.expectRefuse
    ? outcome.refused
      ? "refused ✓"
      : "answered ✗"
    : outcome.verdict.correct
      ? "correct ✓"
      : outcome.refused
        ? "refused ✗"
        : `wrong ✗ (${[
            ...outcome.verdict.missingFacts.map((fact) => `no "${fact}"`),
            ...(outcome.verdict.sourceFound ? [] : ["source"]),
          ].join(", ")})`;
  const id = outcome.followUpOf ? `  ↳ ${outcome.id}` : outcome.id;
  return `${pad(id, 34)} ${pad(outcome.pagesRead, 5, true)} ${pad(outcome.pageRequests, 8, true)} ${pad(outcome.iterations, 5, true)}  ${verdict}`;
}

function goalMark(met: boolean): string {
  return met ? "met" : "MISSED";
}

function offlineGoals(summary: OfflineSummary) {
  return {
    correct: summary.correctPercent >= GOALS.correctPercent,
    offTopicRefused: summary.offTopicRefusedPercent >= GOALS.offTopicRefusedPercent,
    medianPages: summary.medianPagesRead <= GOALS.medianPages,
  };
}

/**
 * Ceiling: no call of ours over the budget. Flat: past the smallest site (whose few pages cannot fill the
 * passage budget yet), our largest prompt grows by at most 15% while the site grows 4×; with fewer than three
 * sizes (--quick) there is no growth past the smallest to judge, so `flat` is left out.
 */
function tokenGoals(results: readonly TokenSizeResult[]): { maxPromptTokens: boolean; flat?: boolean } {
  const ours = results.map((result) => result.ours.max);
  const reference = ours[1] ?? 0;
  const largest = ours.at(-1) ?? 0;
  return {
    maxPromptTokens: Math.max(0, ...ours) <= GOALS.maxPromptTokens,
    ...(ours.length >= 3 ? { flat: reference > 0 && largest <= 1.15 * reference } : {}),
  };
}

/** Prompt tokens added per extra page read, from the smallest to the largest site. */
function slope(results: readonly TokenSizeResult[], design: "ours" | "seed"): number {
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last || last.pagesRead === first.pagesRead) return 0;
  return Math.round((10 * (last[design].max - first[design].max)) / (last.pagesRead - first.pagesRead)) / 10;
}

async function main(): Promise<void> {
  const figures: Record<string, unknown> = { date: new Date().toISOString(), quick, goals: GOALS };
  if (only !== "tokens") {
    const all = loadQuestions();
    const questions = quick ? pickQuestions({ questions: all, ids: QUICK_QUESTION_IDS }) : all;
    log(
      `Support agent, offline engine, over the demo sites: ${questions.length} questions${quick ? ` (quick: ${questions.length} of ${all.length})` : ""}\n`,
    );
    log(
      `${pad("question", 34)} ${pad("read", 5, true)} ${pad("requests", 8, true)} ${pad("iter", 5, true)}  verdict`,
    );
    const { outcomes, summary } = await runOfflineBench({
      questions,
      onOutcome: (outcome) => {
        log(outcomeLine(outcome));
        if (verbose)
          log(
            `      ${outcome.answer.replace(/\n+/g, " ").slice(0, 400)}\n      ${outcome.sources.join(" ")}`,
          );
      },
    });
    const goals = offlineGoals(summary);
    log("");
    log(`read = pages read for the question (AskResult.visited: fetched or reused from the page store);`);
    log(`requests = page requests the demo servers received (robots.txt and sitemaps not counted).\n`);
    log(
      `answerable correct:  ${summary.answerableCorrect}/${summary.answerable} = ${summary.correctPercent}%  (goal ≥ ${GOALS.correctPercent}%: ${goalMark(goals.correct)})`,
    );
    log(
      `off-topic refused:   ${summary.offTopicRefused}/${summary.offTopic} = ${summary.offTopicRefusedPercent}%  (goal ${GOALS.offTopicRefusedPercent}%: ${goalMark(goals.offTopicRefused)})`,
    );
    log(
      `pages read/question: median ${summary.medianPagesRead}, max ${summary.maxPagesRead}  (goal median ≤ ${GOALS.medianPages}: ${goalMark(goals.medianPages)})`,
    );
    log(
      `page requests:       median ${summary.medianPageRequests}, max ${summary.maxPageRequests}, total ${summary.totalPageRequests}\n`,
    );
    figures.answers = { summary, goals, questions: outcomes };
  }
  if (only !== "answers") {
    log("Prompt tokens per LLM call as pages grow (fake OpenAI-compatible server, ~4 chars/token)\n");
    log(
      `${pad("site pages", 10)} ${pad("read", 5, true)} ${pad("calls", 5, true)}   ${pad("ours max", 8, true)} ${pad("mean", 6, true)} ${pad("last", 6, true)}   ${pad("seed max", 8, true)} ${pad("mean", 7, true)} ${pad("last", 7, true)}`,
    );
    const results = await runTokenBench({
      sizes,
      onResult: (result) =>
        log(
          `${pad(result.sitePages, 10)} ${pad(result.pagesRead, 5, true)} ${pad(result.calls.length, 5, true)}   ${pad(result.ours.max, 8, true)} ${pad(result.ours.mean, 6, true)} ${pad(result.ours.last, 6, true)}   ${pad(result.seed.max, 8, true)} ${pad(result.seed.mean, 7, true)} ${pad(result.seed.last, 7, true)}`,
        ),
    });
    const goals = tokenGoals(results);
    const growth = { ours: slope(results, "ours"), seed: slope(results, "seed") };
    const flat =
      goals.flat === undefined
        ? "flat: not judged with fewer than 3 sizes"
        : `flat, ≤ +15% from ${results[1]?.sitePages ?? "?"} to ${results.at(-1)?.sitePages ?? "?"} pages: ${goalMark(goals.flat)}`;
    log(
      `\nours: max ${Math.max(0, ...results.map((result) => result.ours.max))} prompt tokens per call (goal ≤ ${GOALS.maxPromptTokens}: ${goalMark(goals.maxPromptTokens)}; ${flat})`,
    );
    log(`largest prompt grows by ${growth.ours} tokens per extra page read (seed design: ${growth.seed})`);
    figures.tokens = {
      goals,
      tokensPerExtraPage: growth,
      sizes: results.map(({ calls, ...rest }) => (verbose ? { ...rest, calls } : rest)),
    };
  }
  if (json) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}

await main();
