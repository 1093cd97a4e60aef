// The bench's question sets (questions/<site>.json) and how an answer to one is scored.
import { readFileSync } from "node:fs";

/** What a question exercises (bench:agent counts correct answers per tag). */
export const QUESTION_TAGS = [
  "list",
  "table",
  "code",
  "deep",
  "long-page",
  "hub",
  "follow-up",
  "off-topic",
  "off-topic-vocab",
  "faq",
] as const;

export interface BenchQuestion {
  id: string;
  question: string;
  /** Asked in the same session as this question (which comes earlier in the file). */
  followUpOf?: string;
  /** Values among QUESTION_TAGS. */
  tags?: string[];
  /** "en", "zh", …; from the question's script when absent (see questionLanguage). */
  lang?: string;
  expect: {
    /** Each must appear in the answer (case-insensitive, whitespace and full/half-width normalised). */
    facts: string[];
    /** At least one of these paths must be among the sources' paths. */
    sources: string[];
    refuse: boolean;
  };
}

export function loadQuestions(
  file: URL = new URL("./questions/demo.json", import.meta.url),
): BenchQuestion[] {
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
 * whose question is left out, so the quick set cannot quietly shrink when a question file changes.
 */
export function pickQuestions(options: {
  questions: readonly BenchQuestion[];
  ids: readonly string[];
}): BenchQuestion[] {
  const wanted = new Set(options.ids);
  const picked = options.questions.filter((question) => wanted.has(question.id));
  const found = new Set(picked.map((question) => question.id));
  const missing = options.ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`no question with id ${missing.join(", ")} in the question file`);
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
/** A page's path as the question sets name it: no trailing "/", and no ".html" (static sites such as VitePress
 * serve one page at "/guide/x" and "/guide/x.html", and link to either). */
export function pathOf(url: string): string {
  const path = new URL(url).pathname;
  return path.length > 1 ? path.replace(/\/+$/, "").replace(/\.html$/, "") : path;
}

/** The question's language: its `lang`, else "zh" when it is written in Han characters, else "en". */
export function questionLanguage(question: Pick<BenchQuestion, "question" | "lang">): string {
  return question.lang ?? (/\p{Script=Han}/u.test(question.question) ? "zh" : "en");
}

/** Text as facts are compared: full/half-width folded (NFKC), whitespace collapsed, lower case. */
export function normalizeForFacts(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();
}

/** Expected facts absent from `text` (normalised on both sides). */
export function missingFacts(facts: readonly string[], text: string): string[] {
  const haystack = normalizeForFacts(text);
  return facts.filter((fact) => !haystack.includes(normalizeForFacts(fact)));
}

/**
 * Context recall of one answerable question: whether every expected fact is inside the evidence the drafting step
 * received (the concatenated `text` of `AskResult.evidence`); undefined when the result carries no evidence.
 */
export function contextRecalled(
  question: BenchQuestion,
  evidence: ReadonlyArray<{ text: string }> | undefined,
): boolean | undefined {
  if (question.expect.refuse || evidence === undefined) return undefined;
  return missingFacts(question.expect.facts, evidence.map((passage) => passage.text).join("\n")).length === 0;
}

export function scoreAnswer(
  question: BenchQuestion,
  result: { answer: string; refused: boolean; sources: Array<{ url: string }> },
): AnswerVerdict {
  const refusedAsExpected = result.refused === question.expect.refuse;
  if (question.expect.refuse) {
    return { correct: refusedAsExpected, missingFacts: [], sourceFound: true, refusedAsExpected };
  }
  const missing = missingFacts(question.expect.facts, result.answer);
  const paths = new Set(result.sources.map((source) => pathOf(source.url)));
  const sourceFound =
    question.expect.sources.length === 0 ||
    question.expect.sources.some((expected) =>
      paths.has(expected.length > 1 ? expected.replace(/\/+$/, "") : expected),
    );
  return {
    correct: refusedAsExpected && missing.length === 0 && sourceFound,
    missingFacts: missing,
    sourceFound,
    refusedAsExpected,
  };
}
