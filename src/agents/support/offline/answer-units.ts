// Cuts passages into the units an extractive answer quotes (sentences, list items, table rows, code blocks), each
// with the words of what it sits under: page title, heading, an FAQ question above it, a table's header row, a
// list's lead-in. "30 days" under "Returns" and "Standard | 3 to 5 business days" under "Method | Delivery time"
// say more than they show. A lead-in ending in ":" is quoted with the list, code block or headed sections it
// introduces.
import { type ScoredPassage, textBlocks } from "../../../knowledge/index.js";
import { termsOf } from "../term-weights.js";
import { howToHeadingTerms } from "./how-to-action.js";
import { withVersionMajors } from "./version-terms.js";

/** How a unit is quoted: inline with its neighbours (a sentence, a row) or as a block of its own. */
export type AnswerUnitKind = "sentence" | "row" | "list" | "code";

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
  kind: AnswerUnitKind;
  /** What the unit's words are matched on: a sentence, a row, a lead-in with its items, a fenced block. */
  text: string;
  /** The unit as quoted (Markdown): a row with its header's names, a list under its lead-in, fenced code. */
  quote: string;
  /** The heading it sits under, as written (the passage's own when none inside it). */
  heading?: string;
  /** A list item's lead-in ("The required versions are as follows:"). */
  leadIn?: string;
  /** Order of the list unit that quotes this item with the others. */
  partOf?: number;
  /** For a sentence after the first of a paragraph cut into sentences: the order of the paragraph's first one. */
  lineStart?: number;
  /** A list's lead-in and every line it quotes from (its quote may stop before the last): to quote it shorter. */
  listOf?: { leadIn: string; lines: readonly string[] };
  /** Terms of the unit's own text. */
  own: Set<string>;
  /** Terms of its title, heading, FAQ question, table header or lead-in. */
  context: Set<string>;
  /** Terms of the headings its heading sits under (the h2 over its h3), not already in `context`: what the
   * section it belongs to is about, weighed apart (see scoreUnits). */
  ancestry: Set<string>;
}

const TABLE_ROW = / \| /;
const SENTENCE_END = /[.!;,:。！；，：、]$/u;
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

/** A Chinese full stop with more text after it: a line of sentences ("…不提供这个流程的具体说明。…（例如，…苹果）"),
 * however it ends, never a heading. */
const INNER_FULL_STOP = /[。！]\s*\S/u;

/** A short line that names what follows (a heading, or an FAQ question), not a statement. */
function isHeadingLine(line: string, hasNext: boolean): boolean {
  return (
    hasNext &&
    line.length <= 100 &&
    !TABLE_ROW.test(line) &&
    (!SENTENCE_END.test(line) || /[?？]$/.test(line)) &&
    !INNER_FULL_STOP.test(line)
  );
}

/** "Label: value" with a label of at most three words ("Added in: v11.16.0", "Type: Boolean", "默认值：true"). */
const FIELD_LINE = /^\p{L}[\p{L}\p{N}]*(?: [\p{L}\p{N}]+){0,2}\s*[:：]\s*\S/u;

const FENCE = /^```/;
/** A line that introduces the block after it ("as follows:", "运行以下命令："). */
const LEAD_IN = /[:：]$/u;
/** A lead-in's list is quoted with at most this many items and characters. */
const LIST_MAX_ITEMS = 8;
const LIST_MAX_CHARS = 600;
/** A code block is quoted with at most this many lines and characters; the rest is marked "…". */
const CODE_MAX_LINES = 15;
const CODE_MAX_CHARS = 800;

interface Block {
  code: boolean;
  /** Trimmed non-empty lines; a code block is one "line", fences included. */
  lines: string[];
}

function blocksOf(text: string): Block[] {
  return textBlocks(text).map((block) =>
    FENCE.test(block) && block.includes("\n")
      ? { code: true, lines: [block] }
      : {
          code: false,
          lines: block
            .split("\n")
            .map((line) => line.trim())
            .filter((line) => line !== ""),
        },
  );
}

/** How many of a code block's first lines fit CODE_MAX_LINES and CODE_MAX_CHARS (at least one). */
function shownLines(body: readonly string[]): number {
  let kept = 0;
  let chars = 0;
  for (const line of body) {
    if (kept >= CODE_MAX_LINES || (kept > 0 && chars + line.length > CODE_MAX_CHARS)) break;
    kept += 1;
    chars += line.length + 1;
  }
  return kept;
}

/** A fenced block cut to CODE_MAX_LINES lines and CODE_MAX_CHARS characters, still fenced. */
export function capCode(block: string): string {
  const lines = block.split("\n");
  const body = lines.slice(1, -1);
  const kept = body.slice(0, shownLines(body));
  if (kept.length < body.length) kept.push("…");
  return [lines[0], ...kept, lines.at(-1)].join("\n");
}

/**
 * The parts of a long code block that its capped quote does not show, as fenced blocks of their own: each run of
 * lines between blank lines (an example with its comment, "// disabled 将被解析为空字符串" over its
 * `defineProps`) that reaches past the cap. None when the block is shown whole.
 */
export function hiddenSnippets(block: string): string[] {
  const lines = block.split("\n");
  const body = lines.slice(1, -1);
  const shown = shownLines(body);
  if (shown >= body.length) return [];
  const snippets: string[] = [];
  let start = 0;
  body.forEach((line, index) => {
    const last = index === body.length - 1;
    if (line.trim() !== "" && !last) return;
    const end = last && line.trim() !== "" ? index + 1 : index;
    if (end > start && end > shown) {
      snippets.push(capCode([lines[0], ...body.slice(start, end), lines.at(-1)].join("\n")));
    }
    start = index + 1;
  });
  return snippets;
}

/** The lead-in with the block's first lines as items, within LIST_MAX_ITEMS and `maxChars` (default LIST_MAX_CHARS);
 * `items`: how many. */
export function listQuote(
  leadIn: string,
  lines: readonly string[],
  maxChars = LIST_MAX_CHARS,
): { quote: string; items: number } {
  const kept: string[] = [];
  let chars = leadIn.length;
  for (const item of lines) {
    if (kept.length >= LIST_MAX_ITEMS || (kept.length > 0 && chars + item.length > maxChars)) break;
    kept.push(`- ${item}`);
    chars += item.length + 3;
  }
  const items = kept.length;
  if (items < lines.length) kept.push("- …");
  return { quote: [leadIn, ...kept].join("\n"), items };
}

/** A row under a header of as many cells, as "Name: value" pairs: "Product: Summit 2 Tent · Warranty: 5-year". */
function rowQuote(row: string, header: readonly string[] | undefined): string {
  const cells = row.split(" | ");
  if (!header || header.length !== cells.length || header.some((cell) => cell.trim() === "")) return row;
  return cells.map((cell, index) => `${header[index]?.trim()}: ${cell.trim()}`).join(" · ");
}

/** A cell that only marks its column as applying to the row: a check mark, "yes". */
const MARK_CELL = /^(?:[✔✓✅☑]|yes|true|是|支持)$/iu;

/**
 * The words a row says itself: its cells, plus the name of each column it marks ("✔" under "cache" says the
 * row is about a cache), so that a question naming those columns finds the one row that marks them all.
 */
function rowOwn(row: string, header: readonly string[] | undefined): string {
  const cells = row.split(" | ");
  if (!header || header.length !== cells.length) return row;
  const marked = cells.flatMap((cell, index) => (MARK_CELL.test(cell.trim()) ? [header[index] ?? ""] : []));
  return [row, ...marked].join(" | ");
}

const QUESTION_END = /[?？]$/u;

/** A list line that names a page rather than says something: a short phrase (three words or more, or six Han
 * characters: a title, not a single value like "Chrome"), no figures, not ending like a statement. */
const NAME_LINE_MAX = 60;
const STATEMENT_END = /[.!;:。！；：]$/u;
const isPhrase = (line: string) =>
  line.split(/\s+/).length >= 3 || (line.match(/\p{Script=Han}/gu)?.length ?? 0) >= 6;

function isNameList(block: Block): boolean {
  return (
    !block.code &&
    block.lines.length >= 2 &&
    block.lines.every(
      (line) =>
        line.length <= NAME_LINE_MAX &&
        isPhrase(line) &&
        !STATEMENT_END.test(line) &&
        !/\d/.test(line) &&
        !TABLE_ROW.test(line),
    )
  );
}

/**
 * The lead-ins that follow one another from `from` on, each a lone line ending in ":" over a block of lines that
 * is neither code nor a lead-in ("Stable release:" / "X.Y.Z" "release/X.Y.Z"), each as "lead-in lines; …".
 */
function nestedLeadIns(blocks: readonly Block[], from: number): string[] {
  const items: string[] = [];
  for (let index = from; items.length < LIST_MAX_ITEMS; index += 2) {
    const [line] = blocks[index]?.lines ?? [];
    const body = blocks[index + 1];
    if (blocks[index]?.code || blocks[index]?.lines.length !== 1 || line === undefined || !LEAD_IN.test(line))
      break;
    if (
      !body ||
      body.code ||
      body.lines.some((bodyLine) => LEAD_IN.test(bodyLine) || TABLE_ROW.test(bodyLine))
    )
      break;
    items.push(`${line} ${body.lines.join("; ")}`);
  }
  return items;
}

/** The one-line paragraphs from `from` on, up to the next heading, code block or block of several lines. */
function paragraphSteps(blocks: readonly Block[], from: number, marked: ReadonlySet<string>): string[] {
  const steps: string[] = [];
  for (let index = from; index < blocks.length; index++) {
    const line = loneLine(blocks[index]);
    if (line === undefined || marked.has(line) || isHeadingLine(line, index < blocks.length - 1)) break;
    steps.push(line);
  }
  return steps;
}

/** A block of two or more plain lines (no table, no code): list items. */
function answersAsList(block: Block): boolean {
  return !block.code && block.lines.length >= 2 && !block.lines.some((line) => TABLE_ROW.test(line));
}

/** Whether a lead-in's next block is what it introduces: code or lines, not a table or a lone heading. */
function leadsTo(next: Block, hasFollowing: boolean): boolean {
  if (next.code) return true;
  const [first = ""] = next.lines;
  if (TABLE_ROW.test(first)) return false;
  return next.lines.length > 1 || /\d/.test(first) || !isHeadingLine(first, hasFollowing);
}

/** A line of a definition list: a short term, maybe "(default)", a dash, then what it means ("none - hoist as far
 * as possible"). */
const DEFINITION_ITEM = /^[^\s:：]{1,40}(?:\s\([^)]{1,30}\))?\s+[-–—]\s+\S/u;

/** A block of two or more definition lines: the values a statement before it describes, as a list. */
function isDefinitionList(block: Block): boolean {
  return !block.code && block.lines.length >= 2 && block.lines.every((line) => DEFINITION_ITEM.test(line));
}

/** Whether the blocks from `from` on open with two or more paragraphs of prose (lone lines that are statements, not
 * headings): what a section heading stands over, not a list. */
function headsParagraphs(blocks: readonly Block[], from: number): boolean {
  const paragraphs = [blocks[from], blocks[from + 1]].map(loneLine);
  return paragraphs.every((line) => line !== undefined && !isHeadingLine(line, true));
}

/** A block of one line that is not code, a table row or another lead-in. */
function loneLine(block: Block | undefined): string | undefined {
  const [line] = block?.lines ?? [];
  if (!block || block.code || block.lines.length !== 1 || line === undefined) return undefined;
  return TABLE_ROW.test(line) || LEAD_IN.test(line) ? undefined : line;
}

/**
 * The items a lead-in introduces as lone short lines rather than a list ("四大指导原则：" over "可感知性" /
 * "用户必须能够感知…" / "可操作性" …): a heading followed by a statement is one item, "heading: statement",
 * else each line is one (a heading over a list of its own: "heading: line; line"), keeping the first item's shape
 * (pairs, or single lines) until the run changes shape, within LIST_MAX_ITEMS. Fewer than two: none.
 */
function headedItems(blocks: readonly Block[], from: number): string[] {
  const items: string[] = [];
  let pairs: boolean | undefined;
  for (let index = from; items.length < LIST_MAX_ITEMS; ) {
    const title = loneLine(blocks[index]);
    if (title === undefined || !isHeadingLine(title, true)) break;
    const body = loneLine(blocks[index + 1]);
    const pair = body !== undefined && !isHeadingLine(body, true);
    pairs ??= pair;
    if (pair !== pairs) break;
    // A heading over a list of its own ("Identity theft" / "Website: IdentityTheft.gov" "Phone: …") is one item with
    // the list's lines.
    const below = blocks[index + 1];
    const listed = !pair && below !== undefined && answersAsList(below);
    items.push(pair ? `${title}: ${body}` : listed ? `${title}: ${below.lines.join("; ")}` : title);
    index += pair || listed ? 2 : 1;
  }
  return items.length >= 2 ? items : [];
}

/** A question's passages as answer units; `language` is the question's (`TermWeights.language`): a unit's terms are
 * stemmed as the question's are, to be matched against them. */
export function answerUnits(
  passages: readonly ScoredPassage[],
  options: { language?: string } = {},
): AnswerUnit[] {
  const terms = (text: string) => termsOf(text, options);
  const units: AnswerUnit[] = [];
  for (const passage of passages) {
    const base = terms(`${passage.title}\n${passage.heading ?? ""}`);
    const blocks = blocksOf(passage.text);
    // Lines the page marks as headings are headings, however they end ("…无法使用人脸或触摸解锁来登录。").
    const marked = new Set(passage.headings ?? []);
    const levels = new Map<string, number>();
    passage.headings?.forEach((line, index) => {
      const level = passage.headingLevels?.[index];
      if (level !== undefined && !levels.has(line)) levels.set(line, level);
    });
    /** The marked headings in force, outermost first (the h2, then the h3 inside it). */
    let path = passage.headingPath ?? [];
    let heading: string[] = [];
    let headingLine = passage.heading;
    let tableHeader: { terms: string[]; cells: string[] } | undefined;
    let previousWasRow = false;
    let position = 0;
    /** The block a lead-in already quotes whole (code), and the list a lead-in's items belong to. */
    let consumed = -1;
    let list: { blockIndex: number; leadIn: string; order: number; items: number } | undefined;
    /** The steps a how-to heading's list quotes: their blocks (up to `lastBlock`) and the list's order. */
    let steps: { lastBlock: number; order: number } | undefined;
    const push = (
      fields: Pick<AnswerUnit, "kind" | "text" | "quote" | "leadIn" | "partOf" | "listOf" | "lineStart">,
      context: Set<string>,
      own: string = fields.text,
    ) => {
      const ancestry = new Set(
        path
          .flatMap((outer) => (outer.text === headingLine ? [] : terms(outer.text)))
          .filter((term) => !context.has(term)),
      );
      units.push({
        pageIndex: passage.pageIndex,
        passageId: passage.id,
        passageScore: passage.score,
        order: units.length,
        leadsPage: passage.position === 0 && position === 0 && heading.length === 0,
        position: position++,
        ...(headingLine === undefined ? {} : { heading: headingLine }),
        ...fields,
        own: withVersionMajors(terms(own)),
        context: withVersionMajors(context),
        ancestry,
      });
    };
    blocks.forEach((block, blockIndex) => {
      if (blockIndex === consumed) return;
      if (block.code) {
        tableHeader = undefined;
        previousWasRow = false;
        const quote = capCode(block.lines[0] as string);
        push({ kind: "code", text: quote, quote }, new Set([...base, ...heading]));
        for (const snippet of hiddenSnippets(block.lines[0] as string)) {
          push({ kind: "code", text: snippet, quote: snippet }, new Set([...base, ...heading]));
        }
        return;
      }
      const items = list?.blockIndex === blockIndex ? list : undefined;
      // A list of names that nothing leads in ("Related articles" over "Verify my identity" / "Take photos of my
      // ID"): the pages it links to, not answers.
      if (!items && isNameList(block)) return;
      block.lines.forEach((line, lineIndex) => {
        const isRow = TABLE_ROW.test(line);
        if (isRow && !previousWasRow && !/\d/.test(line)) {
          // A table's first row, without figures, is its header: context for the rows under it, not an answer.
          tableHeader = { terms: terms(line), cells: line.split(" | ") };
          previousWasRow = true;
          return;
        }
        if (!isRow) tableHeader = undefined;
        previousWasRow = isRow;
        const context = new Set([...base, ...heading, ...(tableHeader?.terms ?? [])]);
        if (items) {
          // A lead-in's items are answers (never headings), read with the lead-in's words.
          for (const term of terms(items.leadIn)) context.add(term);
          const quote = isRow ? rowQuote(line, tableHeader?.cells) : line;
          push(
            {
              kind: isRow ? "row" : "sentence",
              text: line,
              quote,
              leadIn: items.leadIn,
              // Only the items the list's quote shows are quoted by it.
              ...(lineIndex < items.items ? { partOf: items.order } : {}),
            },
            context,
          );
          return;
        }
        const isLast = blockIndex === blocks.length - 1 && lineIndex === block.lines.length - 1;
        // Headings are blocks of their own; inside a block of lines (a list), a short line only names what
        // follows when a statement follows it (a term and its definition), else it is an item.
        const nextLine = block.lines[lineIndex + 1];
        const names = block.lines.length === 1 || (nextLine !== undefined && SENTENCE_END.test(nextLine));
        // …unless it ends like a lead-in ("To request a new code:"): then it introduces what follows.
        // A marked heading ending like a lead-in over a paragraph ("If your account was locked during identity
        // verification:" over "Your account was locked because…" / "You'll need to wait six hours…") heads its
        // section: it leads in the paragraphs under it, not only the first.
        // A marked heading opens a section inside those of lower levels, whatever it heads.
        const level = block.lines.length === 1 ? levels.get(line) : undefined;
        if (level !== undefined)
          path = [...path.filter((outer) => outer.level < level), { text: line, level }];
        const markedHeading =
          block.lines.length === 1 &&
          marked.has(line) &&
          (!LEAD_IN.test(line) || headsParagraphs(blocks, blockIndex + 1));
        // A reference entry's field line under its heading ("Added in: v11.16.0", "Default: true", "类型：string")
        // is part of the entry, not a heading over the rest of it: the entry stays named by its heading.
        const field =
          block.lines.length === 1 && !marked.has(line) && marked.size > 0 && FIELD_LINE.test(line);
        if (!isRow && !field && (markedHeading || (names && isHeadingLine(line, !isLast)))) {
          heading = terms(line);
          headingLine = line;

          // A question heading a list ("Didn't receive your code?" over "Check that…", "Turn airplane mode
          // off") is answered by the list: quoted whole under it, like a lead-in's.
          const next = blocks[blockIndex + 1];
          const howTo = howToHeadingTerms(line, options.language).length > 0;
          if ((QUESTION_END.test(line) || howTo) && block.lines.length === 1 && next && answersAsList(next)) {
            const { quote, items } = listQuote(line, next.lines);
            list = { blockIndex: blockIndex + 1, leadIn: line, order: units.length, items };
            const listOf = { leadIn: line, lines: next.lines };
            push({ kind: "list", text: quote, quote, listOf }, new Set([...base, ...heading]));
            return;
          }
          // A how-to heading over steps written as paragraphs of one line each ("How to take a selfie" / "Take
          // your photo in a well-lit place…" / …): the steps are quoted whole under it too, and stay units.
          const lines =
            howTo && block.lines.length === 1 ? paragraphSteps(blocks, blockIndex + 1, marked) : [];
          if (lines.length >= 2) {
            const { quote, items } = listQuote(line, lines);
            steps = { lastBlock: blockIndex + items, order: units.length };
            const listOf = { leadIn: line, lines };
            push({ kind: "list", text: quote, quote, listOf }, new Set([...base, ...heading]));
            return;
          }
          // A heading-like line with figures is a value set on its own line ("2140 Main Street, Denver, CO").
          if (markedHeading || !/\d/.test(line) || /[?？]$/.test(line)) return;
        }
        if (isRow) {
          push(
            { kind: "row", text: line, quote: rowQuote(line, tableHeader?.cells) },
            context,
            rowOwn(line, tableHeader?.cells),
          );
          return;
        }
        const sentences = sentencesOf(line);
        const next = blocks[blockIndex + 1];
        const introduces =
          lineIndex === block.lines.length - 1 &&
          /\p{L}/u.test(line) &&
          (LEAD_IN.test(line) || (next !== undefined && isDefinitionList(next)));
        // A lead-in over headed sections rather than a list: the headings with their first lines are its items.
        const headed =
          introduces && next !== undefined && !next.code ? headedItems(blocks, blockIndex + 1) : [];
        const leadIn =
          introduces &&
          next !== undefined &&
          (headed.length > 0 || leadsTo(next, blocks[blockIndex + 2] !== undefined))
            ? sentences.pop()
            : undefined;
        // A step the how-to list quotes is quoted with it, not again on its own.
        const step = steps && blockIndex <= steps.lastBlock ? { partOf: steps.order } : {};
        // The sentences of a long line after its first are marked as the rest of that paragraph.
        const lineStart = units.length;
        sentences.forEach((text, index) => {
          const rest = index > 0 ? { lineStart } : {};
          push({ kind: "sentence", text, quote: text, ...step, ...rest }, context);
        });
        if (leadIn === undefined || next === undefined) return;
        // Lead-ins under the lead-in ("valid forms:" over "Stable release:" / its forms, "RC release:" / its
        // forms): each with its lines is one item.
        const nested = nestedLeadIns(blocks, blockIndex + 1);
        if (nested.length >= 2) {
          const { quote } = listQuote(leadIn, nested);
          push({ kind: "list", text: quote, quote }, context);
        } else if (headed.length > 0 && !leadsTo(next, blocks[blockIndex + 2] !== undefined)) {
          const { quote } = listQuote(leadIn, headed);
          push({ kind: "list", text: quote, quote }, context);
        } else if (next.code) {
          const quote = `${leadIn}\n${capCode(next.lines[0] as string)}`;
          consumed = blockIndex + 1;
          push({ kind: "code", text: quote, quote }, context);
          for (const snippet of hiddenSnippets(next.lines[0] as string)) {
            const quoted = `${leadIn}\n${snippet}`;
            push({ kind: "code", text: quoted, quote: quoted }, context);
          }
        } else {
          const { quote, items } = listQuote(leadIn, next.lines);
          list = { blockIndex: blockIndex + 1, leadIn, order: units.length, items };
          push({ kind: "list", text: quote, quote, listOf: { leadIn, lines: next.lines } }, context);
        }
      });
    });
  }
  return units;
}
