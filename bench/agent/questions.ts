// The bench's question set (questions.json) and how an answer to one is scored.
import { readFileSync } from "node:fs";

export interface BenchQuestion {
  id: string;
  question: string;
  /** Asked in the same session as this question (which comes earlier in the file). */
  followUpOf?: string;
  expect: {
    /** Each must appear in the answer (case-insensitive). */
    facts: string[];
    /** At least one of these paths must be among the sources' paths. */
    sources: string[];
    refuse: boolean;
  };
}

export function loadQuestions(file: URL = new URL("./questions.json", import.meta.url)): BenchQuestion[] {
  const questions = JSON.parse(readFileSync(file, "utf8")) as BenchQuestion[];
  const seen = new Set<string>();
  for (const question of questions) {
    if (question.followUpOf && !seen.has(question.followUpOf)) {
      throw new Error(`question "${question.id}" follows "${question.followUpOf}", which is not before it`);
    }
    seen.add(question.id);
  }
  return questions;
}

/**
 * The questions with these ids, in file order (bench:agent --quick). Throws on an unknown id, and on a follow-up
 * whose question is left out, so the quick set cannot quietly shrink when questions.json changes.
 */
export function pickQuestions(options: {
  questions: readonly BenchQuestion[];
  ids: readonly string[];
}): BenchQuestion[] {
  const wanted = new Set(options.ids);
  const picked = options.questions.filter((question) => wanted.has(question.id));
  const found = new Set(picked.map((question) => question.id));
  const missing = options.ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`no question with id ${missing.join(", ")} in questions.json`);
  for (const question of picked) {
    if (question.followUpOf && !found.has(question.followUpOf)) {
      throw new Error(`question "${question.id}" follows "${question.followUpOf}", which is not picked`);
    }
  }
  return picked;
}

export interface AnswerVerdict {
  correct: boolean;
  /** Expected facts absent from the answer. */
  missingFacts: string[];
  /** True when an expected path is among the sources (always true when none is expected). */
  sourceFound: boolean;
  refusedAsExpected: boolean;
}

/** Path of a source URL without a trailing slash ("/help/returns"; the root stays "/"). */
function pathOf(url: string): string {
  const path = new URL(url).pathname;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function scoreAnswer(
  question: BenchQuestion,
  result: { answer: string; refused: boolean; sources: Array<{ url: string }> },
): AnswerVerdict {
  const answer = result.answer.toLowerCase();
  const refusedAsExpected = result.refused === question.expect.refuse;
  if (question.expect.refuse) {
    return { correct: refusedAsExpected, missingFacts: [], sourceFound: true, refusedAsExpected };
  }
  const missingFacts = question.expect.facts.filter((fact) => !answer.includes(fact.toLowerCase()));
  const paths = new Set(result.sources.map((source) => pathOf(source.url)));
  const sourceFound =
    question.expect.sources.length === 0 ||
    question.expect.sources.some((expected) =>
      paths.has(expected.length > 1 ? expected.replace(/\/+$/, "") : expected),
    );
  return {
    correct: refusedAsExpected && missingFacts.length === 0 && sourceFound,
    missingFacts,
    sourceFound,
    refusedAsExpected,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
