// How well each page read answers the question, judged on its retrieved passages: the share of the question's
// weighted words the page holds, whether it holds the kind of value asked for, and whether its title is about
// the question. The offline engine answers, explores or refuses on it, and quotes the best page first.
import type { ScoredPassage } from "../../../knowledge/index.js";
import { type AnswerType, detectAnswerType } from "../answer-type.js";
import { kindAnsweredTerms } from "../page-kinds.js";
import { type TermWeights, termsOf, weightedMatch } from "../term-weights.js";
import { withVersionMajors } from "./version-terms.js";

export interface PageSupport {
  pageIndex: number;
  /** Terms of the page's passages given (title and headings included). */
  terms: Set<string>;
  /** Weighted share of the question's words the page holds (0..1). */
  coverage: number;
  /** True when the page holds the kind of value the question asks for (or it asks for none). */
  typed: boolean;
  /** Weighted share of the question's words in the page's own title (its site name left out). */
  titleCoverage: number;
  /** coverage (uncapped: a follow-up's context words lift it), plus half the title coverage: what pages are
   * ranked by. */
  score: number;
}

/** "Returns Policy | Example Help Center" → "Returns Policy": the part of a title naming the page. */
export function ownTitle(title: string): string {
  return title.split(/\s+[|–—·]\s+|\s+-\s+/)[0] ?? title;
}

export function pageSupport(options: {
  passages: readonly ScoredPassage[];
  weights: TermWeights;
  question: string;
  answerType?: AnswerType;
}): PageSupport[] {
  const { passages, weights } = options;
  const answerType = options.answerType ?? detectAnswerType(options.question);
  const kindPage = kindAnsweredTerms(options.question);
  const byPage = new Map<number, { title: string; terms: Set<string>; texts: string[] }>();
  for (const passage of passages) {
    const entry = byPage.get(passage.pageIndex) ?? {
      title: passage.title,
      terms: new Set<string>(),
      texts: [],
    };
    for (const term of withVersionMajors(
      termsOf(`${passage.title}\n${passage.heading ?? ""}\n${passage.text}`, weights),
    )) {
      entry.terms.add(term);
    }
    entry.texts.push(passage.text);
    byPage.set(passage.pageIndex, entry);
  }
  return [...byPage.entries()]
    .map(([pageIndex, { title, terms, texts }]) => {
      const typed = answerType ? texts.some((text) => answerType.matches(text)) : true;
      const satisfied = new Set(typed && answerType ? answerType.cueTerms : []);
      // A page of the kind asked for answers the words asking for it ("use" in "Will pnpm use X?" on Limitations).
      if (kindPage.isKindPage(ownTitle(title))) for (const term of kindPage.terms) satisfied.add(term);
      const match = weightedMatch(weights, terms, satisfied);
      const titleCoverage = weightedMatch(weights, new Set(termsOf(ownTitle(title), weights)));
      return {
        pageIndex,
        terms,
        coverage: Math.min(1, match),
        typed,
        titleCoverage,
        score: match + 0.5 * titleCoverage,
      };
    })
    .sort(
      (left, right) =>
        right.score - left.score ||
        Number(right.typed) - Number(left.typed) ||
        left.pageIndex - right.pageIndex,
    );
}
