// bench:agent — the support agent over the bench sites (offline engine: answers, refusals, context recall and
// pages read, per site, per language and per question tag) and prompt tokens per LLM call as pages grow (our
// design vs the seed's "every page in the prompt").
// Usage: npm run bench:agent -- [--sites demo,pnpm,vue-zh,logingov-en,logingov-zh,logingov-es,logingov-fr] [--json] [--verbose]
//   [--sizes 10,50,100,200] [--only answers|tokens] [--ids a,b] (only these questions, and those they follow)
//   [--quick] (6 demo questions + 2 of one corpus site, and sites of 10 and 20 pages: what `npm test` runs)
import { type OfflineSummary, type QuestionOutcome, runOfflineBench, summarize } from "./offline-run.js";
import { pickIds } from "./pick-ids.js";
import { type BenchQuestion, loadQuestions, pickQuestions } from "./questions.js";
import {
  outcomeLine,
  pad,
  percentText,
  recallText,
  summaryRow,
  TABLE_HEADER,
  tagLine,
  wrongAnswerDetails,
} from "./report-format.js";
import { BENCH_SITES, type BenchSite, createSiteServers, hasQuestions, missingCorpus } from "./sites.js";
import { runTokenBench, type TokenSizeResult } from "./token-run.js";

const GOALS = {
  correctPercent: 90,
  offTopicRefusedPercent: 100,
  contextRecallPercent: 95,
  medianPages: 15,
  maxPromptTokens: 6000,
};

function flag(name: string): string | undefined {
  const position = process.argv.indexOf(`--${name}`);
  return position >= 0 ? process.argv[position + 1] : undefined;
}

/** --quick: answers and follow-ups on three demo topics and two off-topic questions… */
const QUICK_QUESTION_IDS = [
  "returns-policy",
  "returns-international",
  "free-shipping",
  "summit-warranty",
  "off-topic-weather",
  "off-topic-capital",
];
/** …and one answerable and one off-topic question of a corpus site, once its question file exists. */
const QUICK_CORPUS = { site: "logingov-en", ids: ["login-en-locked-wait", "login-en-off-weather"] };

const json = process.argv.includes("--json");
const verbose = process.argv.includes("--verbose");
const quick = process.argv.includes("--quick");
const only = flag("only");
const sizes = (flag("sizes") ?? (quick ? "10,20" : "10,50,100,200")).split(",").map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 2)) throw new Error("--sizes: integers ≥ 2");

const log = (line: string) => {
  if (!json) process.stdout.write(`${line}\n`);
};

function goalMark(met: boolean): string {
  return met ? "met" : "MISSED";
}

function offlineGoals(summary: OfflineSummary) {
  return {
    correct: summary.correctPercent >= GOALS.correctPercent,
    offTopicRefused: summary.offTopicRefusedPercent >= GOALS.offTopicRefusedPercent,
    ...(summary.contextRecall
      ? { contextRecall: summary.contextRecall.percent >= GOALS.contextRecallPercent }
      : {}),
    medianPages: summary.medianPagesRead <= GOALS.medianPages,
  };
}

function goalsLine(summary: OfflineSummary): string {
  const goals = offlineGoals(summary);
  return [
    `correct ≥ ${GOALS.correctPercent}%: ${goalMark(goals.correct)}`,
    `off-topic ${GOALS.offTopicRefusedPercent}%: ${goalMark(goals.offTopicRefused)}`,
    `context recall ≥ ${GOALS.contextRecallPercent}%: ${goals.contextRecall === undefined ? "n/a" : goalMark(goals.contextRecall)}`,
    `median pages ≤ ${GOALS.medianPages}: ${goalMark(goals.medianPages)}`,
  ].join("; ");
}

const idsWanted = flag("ids")
  ? new Set(
      flag("ids")
        ?.split(",")
        .map((id) => id.trim()),
    )
  : undefined;

/** The sites to run (--sites, default all) with their questions; a site without a question file is skipped. */
function chooseSites(): Array<{ site: BenchSite; questions?: BenchQuestion[]; note?: string }> {
  const requested =
    flag("sites")
      ?.split(",")
      .map((id) => id.trim()) ?? (quick ? ["demo", QUICK_CORPUS.site] : undefined);
  for (const id of requested ?? []) {
    if (!BENCH_SITES.some((site) => site.id === id)) {
      throw new Error(`--sites: no site "${id}" (sites: ${BENCH_SITES.map((site) => site.id).join(", ")})`);
    }
  }
  const sites = BENCH_SITES.filter((site) => !requested || requested.includes(site.id));
  return sites.map((site) => {
    if (!hasQuestions(site))
      return { site, note: `no question file ${site.questionFile.pathname.split("/bench/").at(-1)}` };
    const absent = missingCorpus(site);
    if (absent) return { site, note: absent };
    const all = loadQuestions(site.questionFile);
    if (idsWanted) {
      // --ids: those questions and the ones they follow (in file order), for looking at a few answers closely.
      return { site, questions: pickIds(all, idsWanted) };
    }
    if (!quick) return { site, questions: all };
    if (site.id === "demo")
      return { site, questions: pickQuestions({ questions: all, ids: QUICK_QUESTION_IDS }) };
    const ids = new Set(all.map((question) => question.id));
    if (QUICK_CORPUS.ids.every((id) => ids.has(id)))
      return { site, questions: pickQuestions({ questions: all, ids: QUICK_CORPUS.ids }) };
    // The file changed under the quick ids: its first answerable and first off-topic questions that start a session.
    const first = (refuse: boolean) =>
      all.find((question) => !question.followUpOf && question.expect.refuse === refuse);
    const picked = [first(false), first(true)].filter(
      (question): question is BenchQuestion => question !== undefined,
    );
    return {
      site,
      questions: picked,
      note: `quick ids ${QUICK_CORPUS.ids.join(", ")} not found: took ${picked.map((question) => question.id).join(", ")}`,
    };
  });
}

async function runAnswers(figures: Record<string, unknown>): Promise<void> {
  const chosen = chooseSites();
  const servers = createSiteServers();
  const siteFigures: Array<Record<string, unknown>> = [];
  const all: QuestionOutcome[] = [];
  try {
    for (const { site, questions, note } of chosen) {
      if (!questions) {
        log(`Site ${site.id}: skipped (${note})\n`);
        siteFigures.push({ id: site.id, lang: site.lang, description: site.description, skipped: note });
        continue;
      }
      log(
        `Site ${site.id} (${site.lang}; ${site.description}): ${questions.length} questions${note ? ` (${note})` : ""}`,
      );
      log(
        `${pad("question", 34)} ${pad("read", 5, true)} ${pad("requests", 8, true)} ${pad("iter", 5, true)}  verdict`,
      );
      const running = await servers.start(site);
      const { outcomes, summary } = await runOfflineBench({
        siteId: site.id,
        site: running,
        questions,
        onOutcome: (outcome) => {
          log(outcomeLine(outcome));
          if (verbose && !outcome.verdict.correct) log(wrongAnswerDetails(outcome));
        },
      });
      all.push(...outcomes);
      log(
        `  ${site.id}: answerable ${percentText(summary.answerableCorrect, summary.answerable, summary.correctPercent)}, off-topic refused ${percentText(summary.offTopicRefused, summary.offTopic, summary.offTopicRefusedPercent)}, context recall ${recallText(summary)}, pages read median ${summary.medianPagesRead}, prompt tokens median ${summary.promptTokens?.median ?? "-"} max ${summary.promptTokens?.max ?? "-"}`,
      );
      log(`  per tag: ${tagLine(summary)}\n`);
      siteFigures.push({
        id: site.id,
        lang: site.lang,
        description: site.description,
        ...(note ? { note } : {}),
        summary,
        goals: offlineGoals(summary),
        questions: outcomes,
      });
    }
  } finally {
    await servers.close();
  }
  const languages = [...new Set(all.map((outcome) => outcome.lang))].sort();
  const byLanguage = Object.fromEntries(
    languages.map((lang) => {
      const summary = summarize(all.filter((outcome) => outcome.lang === lang));
      return [lang, { summary, goals: offlineGoals(summary) }];
    }),
  );
  const overall = summarize(all);
  log("read = pages read for the question (AskResult.visited: fetched or reused from the page store);");
  log("requests = page requests the site's servers received (robots.txt and sitemaps not counted);");
  log(
    "context recall = answerable questions whose every expected fact is in the evidence the drafting step received.\n",
  );
  log("Per site");
  log(TABLE_HEADER);
  for (const entry of siteFigures) {
    if (entry.summary)
      log(summaryRow(entry.id as string, entry.lang as string, entry.summary as OfflineSummary));
    else log(`${pad(entry.id as string, 12)} ${pad(entry.lang as string, 4)} skipped: ${entry.skipped}`);
  }
  log("\nPer language (a question's `lang`, else its script: Han → zh, else en)");
  log(TABLE_HEADER);
  for (const lang of languages)
    log(summaryRow(lang, lang, (byLanguage[lang] as { summary: OfflineSummary }).summary));
  log(summaryRow("overall", "", overall));
  log("");
  for (const lang of languages)
    log(`goals ${pad(lang, 7)} ${goalsLine((byLanguage[lang] as { summary: OfflineSummary }).summary)}`);
  log(`goals overall ${goalsLine(overall)}`);
  log(`per tag, all sites: ${tagLine(overall)}`);
  log(
    `page requests: median ${overall.medianPageRequests}, max ${overall.maxPageRequests}, total ${overall.totalPageRequests}\n`,
  );
  figures.answers = {
    summary: overall,
    goals: offlineGoals(overall),
    sites: siteFigures,
    languages: byLanguage,
    questions: all,
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
  if (only !== "tokens") await runAnswers(figures);
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
