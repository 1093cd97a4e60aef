// A section-level answer. When no single unit holds enough of the question to answer, the question's words may
// still sit together in one section (a heading and the few units under it on one page), spread over its sentences:
// the heading names the topic, one sentence the case, the next what to do ("publishConfig.name" / "Publishes the
// package under a different name…" / "This is for a project whose published name is already taken…"). A section
// that holds clearly more of the question than the bar a page must pass answers it, quoted whole; a section of many
// units is a page's worth of text, whose words meet the question's by chance, and does not count.
import type { ScoredPassage } from "../../../knowledge/index.js";
import { detectAnswerType } from "../answer-type.js";
import { type TermWeights, weightedMatch } from "../term-weights.js";
import { type AnswerUnit, answerUnits } from "./answer-units.js";
import { citeAfter, formatUnits } from "./format-units.js";

/** Share of the question's weighted words a section must hold to answer when no unit alone does (a page must
 * hold 0.5 not to be refused, a unit 0.45). */
export const SECTION_ANSWER_COVERAGE = 0.6;
/** A section quoting more units than this is not judged as one. */
export const SECTION_MAX_UNITS = 6;

export interface SectionAnswer {
  pageIndex: number;
  /** Weighted share of the question's words in the section's units, their heading, the headings over it and the
   * page's title (0..1; the words asking for a kind of value count when a unit holds one). */
  coverage: number;
  /** The units the section is quoted with, in text order (a list's items inside their list). */
  units: AnswerUnit[];
}

const sectionKey = (unit: AnswerUnit) => `${unit.pageIndex}\u0000${unit.heading ?? ""}`;

/** The section of at most SECTION_MAX_UNITS units that holds the most of the question; undefined when none. */
export function bestSection(options: {
  passages: readonly ScoredPassage[];
  weights: TermWeights;
  question: string;
}): SectionAnswer | undefined {
  const { passages, weights, question } = options;
  const answerType = detectAnswerType(question);
  const sections = new Map<string, AnswerUnit[]>();
  const seen = new Set<string>();
  for (const unit of answerUnits(passages, weights.language ? { language: weights.language } : {})) {
    // Passages of one page may overlap: each unit once.
    const key = `${unit.pageIndex}\u0000${unit.quote}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const units = sections.get(sectionKey(unit)) ?? [];
    units.push(unit);
    sections.set(sectionKey(unit), units);
  }
  let best: SectionAnswer | undefined;
  for (const units of sections.values()) {
    const orders = new Set(units.map((unit) => unit.order));
    const quoted = units.filter((unit) => unit.partOf === undefined || !orders.has(unit.partOf));
    if (quoted.length > SECTION_MAX_UNITS) continue;
    const terms = new Set(units.flatMap((unit) => [...unit.own, ...unit.context, ...unit.ancestry]));
    const typed = answerType !== undefined && units.some((unit) => answerType.matches(unit.text));
    const coverage = Math.min(1, weightedMatch(weights, terms, typed ? answerType.cueTerms : new Set()));
    if (!best || coverage > best.coverage)
      best = { pageIndex: units[0]?.pageIndex ?? 0, coverage, units: quoted };
  }
  return best;
}

/** The section as an answer: its heading, then its units within about `maxChars` (default 700), source [1]. */
export function composeSectionAnswer(options: {
  section: SectionAnswer;
  weights: TermWeights;
  maxChars?: number;
}): string {
  const { section, weights, maxChars = 700 } = options;
  const kept: AnswerUnit[] = [];
  let chars = 0;
  for (const unit of section.units) {
    if (kept.length > 0 && chars + unit.quote.length > maxChars) break;
    kept.push(unit);
    chars += unit.quote.length;
  }
  const heading = kept[0]?.heading?.trim();
  const text = formatUnits(kept, weights);
  return citeAfter(heading && !text.startsWith(heading) ? `${heading}: ${text}` : text, 1);
}
