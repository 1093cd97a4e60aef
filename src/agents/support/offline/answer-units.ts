// Cuts passages into the units an extractive answer quotes (sentences, list items, table rows), each with the
// words of what it sits under: page title, heading, an FAQ question above it, a table's header row. "30 days"
// under "Returns" and "Standard | 3 to 5 business days" under "Method | Delivery time" say more than they show.
import { type ScoredPassage, tokenize } from "../../../knowledge/index.js";

export interface AnswerUnit {
  pageIndex: number;
  passageId: string;
  /** The passage's retrieval score. */
  passageScore: number;
  /** Order among all units of the passages given (passages in the order given, then text order). */
  order: number;
  /** Position of the unit within its passage, from 0. */
  position: number;
  /** The first unit of the page's text, under no heading of its own: where a page states its point. */
  leadsPage: boolean;
  text: string;
  /** Terms of the unit's own text. */
  own: Set<string>;
  /** Terms of its title, heading, FAQ question or table header. */
  context: Set<string>;
}

const TABLE_ROW = / \| /;
const SENTENCE_END = /[.!;,:]$/;
/** Abbreviations after which a sentence segmenter wrongly cuts ("7 a.m. to 6 p.m. Pacific Time"). */
const ABBREVIATION_END = /\b(?:a\.m|p\.m|e\.g|i\.e|etc|vs|no|st|mr|mrs|ms|dr|approx|incl)\.$/i;
/** Lines shorter than this are quoted as one unit even with several sentences. */
const SPLIT_FROM_CHARS = 240;

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

function sentencesOf(line: string): string[] {
  if (line.length < SPLIT_FROM_CHARS) return [line];
  const sentences: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(line)) {
    const sentence = segment.trim();
    if (sentence === "") continue;
    const previous = sentences.at(-1);
    if (previous !== undefined && (ABBREVIATION_END.test(previous) || /^[a-z]/.test(sentence))) {
      sentences[sentences.length - 1] = `${previous} ${sentence}`;
    } else {
      sentences.push(sentence);
    }
  }
  return sentences;
}

/** A short line that names what follows (a heading, or an FAQ question), not a statement. */
function isHeadingLine(line: string, hasNext: boolean): boolean {
  return (
    hasNext && line.length <= 100 && !TABLE_ROW.test(line) && (!SENTENCE_END.test(line) || /\?$/.test(line))
  );
}

export function answerUnits(passages: readonly ScoredPassage[]): AnswerUnit[] {
  const units: AnswerUnit[] = [];
  for (const passage of passages) {
    const base = tokenize(`${passage.title}\n${passage.heading ?? ""}`);
    const lines = passage.text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    let heading: string[] = [];
    let tableHeader: string[] | undefined;
    let previousWasRow = false;
    let position = 0;
    lines.forEach((line, lineIndex) => {
      const isRow = TABLE_ROW.test(line);
      if (isRow && !previousWasRow && !/\d/.test(line)) {
        // A table's first row, without figures, is its header: context for the rows under it, not an answer.
        tableHeader = tokenize(line);
        previousWasRow = true;
        return;
      }
      if (!isRow) tableHeader = undefined;
      previousWasRow = isRow;
      const context = new Set([...base, ...heading, ...(tableHeader ?? [])]);
      if (!isRow && isHeadingLine(line, lineIndex < lines.length - 1)) {
        heading = tokenize(line);
        // A heading-like line with figures is a value set on its own line ("2140 Main Street, Denver, CO").
        if (!/\d/.test(line) || /\?$/.test(line)) return;
      }
      for (const text of isRow ? [line] : sentencesOf(line)) {
        units.push({
          pageIndex: passage.pageIndex,
          passageId: passage.id,
          passageScore: passage.score,
          order: units.length,
          leadsPage: passage.position === 0 && position === 0 && heading.length === 0,
          position: position++,
          text,
          own: new Set(tokenize(text)),
          context,
        });
      }
    });
  }
  return units;
}
