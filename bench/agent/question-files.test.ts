// Every question file of a corpus site keeps its contract: known tags, follow-ups after the question they follow,
// expected sources that are pages of the rendered site, and expected facts that are verbatim (as facts are compared)
// in the text of one of those pages, so that a typo in a fact shows here and not as an engine miss.
import { existsSync } from "node:fs";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { buildCorpusSite, type CorpusName, DEFAULT_CORPORA_DIR } from "./corpus-sites/index.js";
import { loadQuestions, normalizeForFacts, QUESTION_TAGS } from "./questions.js";
import { BENCH_SITES, hasQuestions } from "./sites.js";

/** A page path as the question files name it: no trailing "/" (the root stays "/"), no ".html". */
function questionPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "").replace(/\.html$/, "") : path;
}

/** The text of each page of a corpus site (its article body), normalised as facts are compared, by path. */
function pageTexts(corpus: CorpusName): Map<string, string> {
  const texts = new Map<string, string>();
  for (const page of buildCorpusSite({ corpus }).pages) {
    const { document } = parseHTML(`<html><body><article>${page.bodyHtml}</article></body></html>`);
    texts.set(
      questionPath(page.path),
      normalizeForFacts(document.querySelector("article")?.textContent ?? ""),
    );
  }
  return texts;
}

const corpusSites = BENCH_SITES.filter((site) => site.corpus && hasQuestions(site));

describe.skipIf(!existsSync(DEFAULT_CORPORA_DIR))("corpus question files", () => {
  const texts = new Map<CorpusName, Map<string, string>>();
  const textsOf = (corpus: CorpusName) => {
    const known = texts.get(corpus) ?? pageTexts(corpus);
    texts.set(corpus, known);
    return known;
  };

  it.each(corpusSites.map((site) => [site.id, site] as const))(
    "%s: tags are known, sources are pages, and each answerable question's facts are in one of its sources",
    (_id, site) => {
      const questions = loadQuestions(site.questionFile);
      const pages = textsOf(site.corpus as CorpusName);
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
      for (const question of questions) {
        for (const tag of question.tags ?? [])
          expect(QUESTION_TAGS as readonly string[], question.id).toContain(tag);
        if (question.expect.refuse) {
          expect(question.expect.facts, question.id).toEqual([]);
          continue;
        }
        expect(question.expect.facts.length, question.id).toBeGreaterThan(0);
        const sources = question.expect.sources.map((source) => pages.get(questionPath(source)));
        expect(sources.length, question.id).toBeGreaterThan(0);
        for (const [index, text] of sources.entries())
          expect(text, `${question.id}: ${question.expect.sources[index]}`).toBeDefined();
        const holding = sources.filter((text) =>
          question.expect.facts.every((fact) => text?.includes(normalizeForFacts(fact))),
        );
        expect(holding.length, `${question.id}: ${question.expect.facts.join(" | ")}`).toBeGreaterThan(0);
      }
    },
  );
});
