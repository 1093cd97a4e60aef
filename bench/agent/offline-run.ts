// Part 1 of bench:agent: every question of a site's set, offline engine, real fetcher; scores answers, refusals
// and context recall, counts the pages each question read, and sums it all up per site, language and tag.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import type { Reasoner } from "../../src/agents/support/reasoner.js";
import { type AskResult, createSupportAgent } from "../../src/agents/support/support-agent.js";
import { openStores } from "../../src/runtime/open-stores.js";
import { openDatabase, type PageStore } from "../../src/storage/index.js";
import { createFetcher } from "../../src/web/create-fetcher.js";
import { discoverSitemapUrls } from "../../src/web/sitemaps.js";
import { median } from "../median.js";
import { decidePromptTokens, draftPromptTokens } from "./prompt-tokens.js";
import {
  type AnswerVerdict,
  type BenchQuestion,
  contextRecalled,
  missingFacts,
  pathOf,
  questionLanguage,
  scoreAnswer,
} from "./questions.js";
import type { RunningSite } from "./sites.js";

export interface QuestionOutcome {
  /** The bench site it was asked on. */
  site: string;
  id: string;
  question: string;
  lang: string;
  tags: string[];
  followUpOf?: string;
  expectRefuse: boolean;
  verdict: AnswerVerdict;
  refused: boolean;
  answer: string;
  sources: string[];
  /**
   * Every expected fact is inside the evidence the drafting step received (answerable questions whose result
   * carries `evidence`; absent otherwise).
   */
  contextRecalled?: boolean;
  /** Expected facts missing from the evidence (when contextRecalled is false). */
  missingFromEvidence?: string[];
  /** Pages read for this question (`AskResult.visited`: fetched, or reused from the page store). */
  pagesRead: number;
  /** Their paths, in visit order (`--verbose` shows them under a wrong answer). */
  visitedPaths: string[];
  /** The round each of them was read in, in the same order: 0 for pages read before the first decision (the
   * start pages), n for those the n-th decision picked. Shows how far a question reads before its fact page.
   * Absent where no decision was watched (replay.ts). */
  readRounds?: number[];
  /** True when one of the expected source pages was among the pages read in this session (this question or
   * the ones it follows): tells "never reached" from "read but not used". */
  expectedSourceRead: boolean;
  /** HTTP requests for pages the site's servers received (robots.txt and sitemaps not counted). */
  pageRequests: number;
  /**
   * The largest prompt, in tokens, a model would have been given for this question: over its decisions and its
   * draft, the LLM reasoner's prompt built from the offline engine's context (prompt-tokens.ts). Absent where the
   * calls were not watched (replay.ts).
   */
  promptTokens?: number;
  iterations: number;
  elapsedMs: number;
}

export interface OfflineSummary {
  questions: number;
  answerable: number;
  answerableCorrect: number;
  /** % of answerable questions answered correctly (facts and source). */
  correctPercent: number;
  offTopic: number;
  offTopicRefused: number;
  offTopicRefusedPercent: number;
  /** Answerable questions whose result carried evidence, and those whose evidence held every expected fact. */
  contextRecall: { measured: number; recalled: number; percent: number } | null;
  /** Correct answers (refusals for off-topic tags) per question tag. */
  tags: Record<string, { correct: number; questions: number }>;
  /** Median and max of `pagesRead` over all questions. */
  medianPagesRead: number;
  maxPagesRead: number;
  /** Median and max of `promptTokens` over the questions that have it; null when none has. */
  promptTokens: { median: number; max: number } | null;
  medianPageRequests: number;
  maxPageRequests: number;
  totalPageRequests: number;
}

export async function runOfflineBench(options: {
  /** The bench site's id, recorded on each outcome. */
  siteId: string;
  site: RunningSite;
  questions: readonly BenchQuestion[];
  onOutcome?: (outcome: QuestionOutcome) => void;
  /** The engine asked. Default: the offline reasoner (a wrapper of it records what it is given: dump-units.ts). */
  reasoner?: Reasoner;
  /** Given the run's page store before the first question (replay.ts reads the pages a draft's session had read). */
  onPageStore?: (pageStore: PageStore) => void;
}): Promise<{ outcomes: QuestionOutcome[]; summary: OfflineSummary }> {
  const { site } = options;
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-bench-agent-"));
  const fetcher = createFetcher({ allowedDomains: site.hosts, allowPrivateNetwork: true });
  const db = openDatabase({ dataDir });
  const reasoner = options.reasoner ?? createOfflineReasoner();
  // What each decision of the question being asked had read: the round each page was read in.
  let readBefore: Array<Set<string>> = [];
  // The prompt tokens of each call the question being asked made.
  let promptTokens: number[] = [];
  const stores = openStores({ db });
  options.onPageStore?.(stores.pages);
  const agent = createSupportAgent({
    stores,
    fetcher,
    reasoner: {
      name: reasoner.name,
      decide(context, callbacks) {
        readBefore.push(new Set(context.visited.map((page) => page.url)));
        promptTokens.push(decidePromptTokens(context));
        return reasoner.decide(context, callbacks);
      },
      draft(context, callbacks) {
        promptTokens.push(draftPromptTokens(context));
        return reasoner.draft(context, callbacks);
      },
    },
    sitemapUrls: async (origin, signal) =>
      (
        await discoverSitemapUrls({
          http: fetcher.http,
          robots: fetcher.robots,
          origin,
          maxUrls: 500,
          signal,
        })
      ).map((entry) => entry.url),
  });
  const sessions = new Map<string, string>();
  const sessionRead = new Map<string, Set<string>>();
  const outcomes: QuestionOutcome[] = [];
  try {
    for (const question of options.questions) {
      const sessionId = question.followUpOf ? sessions.get(question.followUpOf) : undefined;
      const requestsBefore = site.pageRequests();
      const startedAt = performance.now();
      readBefore = [];
      promptTokens = [];
      const result: AskResult = await agent.ask({
        question: question.question,
        ...(sessionId ? { sessionId } : { startUrls: site.startUrls }),
      });
      const elapsedMs = performance.now() - startedAt;
      sessions.set(question.id, result.session);
      const read = sessionRead.get(result.session) ?? new Set<string>();
      for (const url of result.visited) read.add(url);
      sessionRead.set(result.session, read);
      const recalled = contextRecalled(question, result.evidence);
      const outcome: QuestionOutcome = {
        site: options.siteId,
        id: question.id,
        question: question.question,
        lang: questionLanguage(question),
        tags: question.tags ?? [],
        ...(question.followUpOf ? { followUpOf: question.followUpOf } : {}),
        expectRefuse: question.expect.refuse,
        verdict: scoreAnswer(question, result),
        refused: result.refused,
        answer: result.answer,
        sources: result.sources.map((source) => source.url),
        ...(recalled === undefined ? {} : { contextRecalled: recalled }),
        ...(recalled === false
          ? {
              missingFromEvidence: missingFacts(
                question.expect.facts,
                (result.evidence ?? []).map((passage) => passage.text).join("\n"),
              ),
            }
          : {}),
        pagesRead: result.visited.length,
        visitedPaths: result.visited.map(pathOf),
        readRounds: result.visited.map((url) => {
          const round = readBefore.findIndex((read) => read.has(url));
          return round < 0 ? readBefore.length : round;
        }),
        expectedSourceRead: sourceRead(
          question,
          sessionRead.get(result.session) ?? new Set(),
          result.visited,
        ),
        pageRequests: site.pageRequests() - requestsBefore,
        promptTokens: Math.max(0, ...promptTokens),
        iterations: result.iterations,
        elapsedMs,
      };
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
    }
  } finally {
    await fetcher.close();
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { outcomes, summary: summarize(outcomes) };
}

function sourceRead(question: BenchQuestion, read: ReadonlySet<string>, visited: readonly string[]): boolean {
  const paths = new Set([...read, ...visited].map(pathOf));
  return question.expect.sources.some((expected) =>
    paths.has(expected.length > 1 ? expected.replace(/\/+$/, "") : expected),
  );
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.round((1000 * part) / whole) / 10;
}

export function summarize(outcomes: readonly QuestionOutcome[]): OfflineSummary {
  const answerable = outcomes.filter((outcome) => !outcome.expectRefuse);
  const offTopic = outcomes.filter((outcome) => outcome.expectRefuse);
  const answerableCorrect = answerable.filter((outcome) => outcome.verdict.correct).length;
  const offTopicRefused = offTopic.filter((outcome) => outcome.refused).length;
  const measured = answerable.filter((outcome) => outcome.contextRecalled !== undefined);
  const recalled = measured.filter((outcome) => outcome.contextRecalled).length;
  const tags: OfflineSummary["tags"] = {};
  for (const outcome of outcomes) {
    for (const tag of outcome.tags) {
      const count = tags[tag] ?? { correct: 0, questions: 0 };
      tags[tag] = count;
      count.questions++;
      if (outcome.verdict.correct) count.correct++;
    }
  }
  const pagesRead = outcomes.map((outcome) => outcome.pagesRead);
  const pageRequests = outcomes.map((outcome) => outcome.pageRequests);
  const prompts = outcomes.flatMap((outcome) =>
    outcome.promptTokens === undefined ? [] : [outcome.promptTokens],
  );
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    answerableCorrect,
    correctPercent: percent(answerableCorrect, answerable.length),
    offTopic: offTopic.length,
    offTopicRefused,
    offTopicRefusedPercent: percent(offTopicRefused, offTopic.length),
    contextRecall:
      measured.length === 0
        ? null
        : { measured: measured.length, recalled, percent: percent(recalled, measured.length) },
    tags: Object.fromEntries(Object.entries(tags).sort(([left], [right]) => left.localeCompare(right))),
    medianPagesRead: median(pagesRead),
    maxPagesRead: Math.max(0, ...pagesRead),
    promptTokens:
      prompts.length === 0 ? null : { median: Math.round(median(prompts)), max: Math.max(...prompts) },
    medianPageRequests: median(pageRequests),
    maxPageRequests: Math.max(0, ...pageRequests),
    totalPageRequests: pageRequests.reduce((sum, count) => sum + count, 0),
  };
}
