// An FAQ whose answers a script fills in (an accordion built from JSON shows its questions, or only the first
// few, and no answers): the page's schema.org FAQPage holds them. Answers the text lacks are put back after
// their questions; questions the text lacks go with them, after the FAQ's last question found.
import { decodeHTML } from "entities";
import { parseJsonLdText } from "../json-ld.js";

/** Fewer questions than this are not an FAQ. */
const MIN_QUESTIONS = 2;
/** An answer counts as present when its first this-many characters (normalized) are in the text. */
const ANSWER_PREFIX_CHARS = 60;
/** Bounds the walk over a page's JSON-LD values. */
const MAX_VISITED = 2000;

interface Faq {
  question: string;
  answer: string;
}

export interface WithFaqAnswersOptions {
  /** The main text (plain text or Markdown), blocks separated by blank lines. */
  text: string;
  /** The page's JSON-LD blocks, as text. */
  jsonLd: readonly string[];
  /** Writes a question or answer into the text's format (Markdown escapes it). Default: as it is. */
  formatLines?: (text: string) => string;
}

/**
 * The text with the answers of the page's FAQPage that it lacks, each after its question's line; unchanged
 * unless the text shows at least one of the FAQ's questions as a line of its own (the FAQ is part of the
 * content chosen, not of a part left out).
 */
export function withFaqAnswers({
  text,
  jsonLd,
  formatLines = (lines) => lines,
}: WithFaqAnswersOptions): string {
  const faqs = jsonLd.filter((block) => block.includes("Question")).flatMap(readFaqs);
  if (faqs.length < MIN_QUESTIONS) return text;
  const lines = text.split("\n");
  const lineKeys = lines.map(lineKey);
  const known = normalize(text);
  const placed = faqs.map((faq) => lineKeys.indexOf(normalize(faq.question)));
  // A question followed by another or by nothing stands without its answer: the FAQ is collapsed. Where every
  // question shown has text after it, the page answers them itself (often in other words than its data).
  const questionLines = new Set(placed.filter((index) => index >= 0));
  const isAnswerless = (index: number) => {
    const next = nextNonEmpty(lines, index);
    return next < 0 || questionLines.has(next);
  };
  const answerless = [...questionLines].filter(isAnswerless).length;
  if (answerless === 0) return text;
  // Most questions shown stand alone: the FAQ is collapsed, and its last question's next line is the page's.
  const isCollapsed = 2 * answerless >= questionLines.size;
  // Insertions after a line index, in FAQ order.
  const after = new Map<number, string[]>();
  const insert = (index: number, block: string) => {
    const blocks = after.get(index) ?? [];
    blocks.push(block);
    after.set(index, blocks);
  };
  let anchor = -1;
  for (const [i, faq] of faqs.entries()) {
    const index = placed[i] ?? -1;
    const answerShown = known.includes(normalize(faq.answer).slice(0, ANSWER_PREFIX_CHARS));
    if (index >= 0) {
      const answered = answerShown || !(isCollapsed || isAnswerless(index));
      anchor = answered ? endOfBlockAfter(lines, index) : index;
      if (!answered) insert(anchor, formatLines(faq.answer));
    } else if (!answerShown && anchor >= 0) {
      insert(anchor, formatLines(`${faq.question}\n\n${faq.answer}`));
    } else if (!answerShown) {
      // Before the first question found: goes before it.
      insert(firstPlaced(placed) - 1, formatLines(`${faq.question}\n\n${faq.answer}`));
    }
  }
  if (after.size === 0) return text;
  const out: string[] = [];
  for (const block of after.get(-1) ?? []) out.push(block, "");
  for (const [index, line] of lines.entries()) {
    out.push(line);
    for (const block of after.get(index) ?? []) out.push("", block);
  }
  return out.join("\n");
}

function firstPlaced(placed: number[]): number {
  return Math.min(...placed.filter((index) => index >= 0));
}

/** The index of the next non-empty line after `index`, or -1. */
function nextNonEmpty(lines: string[], index: number): number {
  for (let next = index + 1; next < lines.length; next++) if (lines[next]?.trim() !== "") return next;
  return -1;
}

/** The last line of the block after the question's line (its answer), or the question's line. */
function endOfBlockAfter(lines: string[], index: number): number {
  let next = nextNonEmpty(lines, index);
  if (next < 0) return index;
  while (next + 1 < lines.length && lines[next + 1]?.trim() !== "") next++;
  return next;
}

function readFaqs(block: string): Faq[] {
  const faqs: Faq[] = [];
  const queue: unknown[] = [parseJsonLdText(block)];
  for (let visited = 0; queue.length > 0 && visited < MAX_VISITED; visited++) {
    const value = queue.pop();
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) queue.push(value[i]);
      continue;
    }
    if (!value || typeof value !== "object") continue;
    const record = value as Record<string, unknown>;
    const faq = asFaq(record);
    if (faq) {
      faqs.push(faq);
      continue;
    }
    // Questions sit under mainEntity, @graph, subjectOf, hasPart …: every value is searched.
    const values = Object.values(record);
    for (let i = values.length - 1; i >= 0; i--) queue.push(values[i]);
  }
  return faqs;
}

function asFaq(record: Record<string, unknown>): Faq | undefined {
  const types = ([] as unknown[]).concat(record["@type"] ?? []);
  if (!types.includes("Question")) return undefined;
  const accepted = ([] as unknown[]).concat(record.acceptedAnswer ?? [])[0] as
    | Record<string, unknown>
    | undefined;
  const question = typeof record.name === "string" ? plainText(record.name) : "";
  const answer = typeof accepted?.text === "string" ? plainText(accepted.text) : "";
  return question !== "" && answer !== "" ? { question, answer } : undefined;
}

/** An answer's HTML as text: block ends as line breaks, tags dropped, entities decoded. */
function plainText(html: string): string {
  return decodeHTML(html.replace(/<(?:br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, "\n").replace(/<[^>]*>/g, ""))
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n\n");
}

/** A line without Markdown's heading, list and emphasis marks, normalized. */
function lineKey(line: string): string {
  return normalize(line.replace(/^\s*(?:#+|[-*>]|\d+\.)\s+/, "").replace(/\*\*/g, ""));
}

function normalize(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}
