// Part 1 of bench:agent: every question of the set over the demo sites, offline engine, real fetcher; scores
// answers and refusals and counts the pages each question read.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOfflineReasoner } from "../../src/agents/support/offline/offline-reasoner.js";
import { type AskResult, createSupportAgent } from "../../src/agents/support/support-agent.js";
import { startDemoSites } from "../../src/demo/index.js";
import { openStores } from "../../src/runtime/open-stores.js";
import { openDatabase } from "../../src/storage/index.js";
import { createFetcher } from "../../src/web/create-fetcher.js";
import { discoverSitemapUrls } from "../../src/web/sitemaps.js";
import { type AnswerVerdict, type BenchQuestion, median, scoreAnswer } from "./questions.js";

export interface QuestionOutcome {
  id: string;
  question: string;
  followUpOf?: string;
  expectRefuse: boolean;
  verdict: AnswerVerdict;
  refused: boolean;
  answer: string;
  sources: string[];
  /** Pages read for this question (`AskResult.visited`: fetched, or reused from the page store). */
  pagesRead: number;
  /** HTTP requests for pages the demo servers received (robots.txt and sitemaps not counted). */
  pageRequests: number;
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
  /** Median and max of `pagesRead` over all questions. */
  medianPagesRead: number;
  maxPagesRead: number;
  medianPageRequests: number;
  maxPageRequests: number;
  totalPageRequests: number;
}

const SITE_FILES = /^\/(robots\.txt|sitemap[^/]*\.xml)(\?|$)|^\/__webscout-demo/;

export async function runOfflineBench(options: {
  questions: readonly BenchQuestion[];
  onOutcome?: (outcome: QuestionOutcome) => void;
}): Promise<{ outcomes: QuestionOutcome[]; summary: OfflineSummary }> {
  const dataDir = mkdtempSync(join(tmpdir(), "webscout-bench-agent-"));
  const demo = await startDemoSites({ shopPort: 0, helpPort: 0 });
  const allowedDomains = [new URL(demo.shopUrl).host, new URL(demo.helpUrl).host];
  const fetcher = createFetcher({ allowedDomains, allowPrivateNetwork: true });
  const db = openDatabase({ dataDir });
  const agent = createSupportAgent({
    stores: openStores({ db }),
    fetcher,
    reasoner: createOfflineReasoner(),
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
  const outcomes: QuestionOutcome[] = [];
  try {
    for (const question of options.questions) {
      const sessionId = question.followUpOf ? sessions.get(question.followUpOf) : undefined;
      const requestsBefore = demo.requests.length;
      const startedAt = performance.now();
      const result: AskResult = await agent.ask({
        question: question.question,
        ...(sessionId ? { sessionId } : { startUrls: [demo.shopUrl, demo.helpUrl] }),
      });
      const elapsedMs = performance.now() - startedAt;
      sessions.set(question.id, result.session);
      const pageRequests = demo.requests
        .slice(requestsBefore)
        .filter((request) => !SITE_FILES.test(request.path)).length;
      const outcome: QuestionOutcome = {
        id: question.id,
        question: question.question,
        ...(question.followUpOf ? { followUpOf: question.followUpOf } : {}),
        expectRefuse: question.expect.refuse,
        verdict: scoreAnswer(question, result),
        refused: result.refused,
        answer: result.answer,
        sources: result.sources.map((source) => source.url),
        pagesRead: result.visited.length,
        pageRequests,
        iterations: result.iterations,
        elapsedMs,
      };
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
    }
  } finally {
    await fetcher.close();
    await demo.close();
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { outcomes, summary: summarize(outcomes) };
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.round((1000 * part) / whole) / 10;
}

export function summarize(outcomes: readonly QuestionOutcome[]): OfflineSummary {
  const answerable = outcomes.filter((outcome) => !outcome.expectRefuse);
  const offTopic = outcomes.filter((outcome) => outcome.expectRefuse);
  const answerableCorrect = answerable.filter((outcome) => outcome.verdict.correct).length;
  const offTopicRefused = offTopic.filter((outcome) => outcome.refused).length;
  const pagesRead = outcomes.map((outcome) => outcome.pagesRead);
  const pageRequests = outcomes.map((outcome) => outcome.pageRequests);
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    answerableCorrect,
    correctPercent: percent(answerableCorrect, answerable.length),
    offTopic: offTopic.length,
    offTopicRefused,
    offTopicRefusedPercent: percent(offTopicRefused, offTopic.length),
    medianPagesRead: median(pagesRead),
    maxPagesRead: Math.max(0, ...pagesRead),
    medianPageRequests: median(pageRequests),
    maxPageRequests: Math.max(0, ...pageRequests),
    totalPageRequests: pageRequests.reduce((sum, count) => sum + count, 0),
  };
}
