// Adds up page audits (markdown-audit.ts) per set: pages, pages with each kind of fault and their ids, and the
// CPU time of the plain-text and Markdown extractions of the same pages.
import type { PageAudit, StructureFault, SyntaxToken } from "./markdown-audit.js";

export interface MarkdownTally {
  pages: number;
  /** Pages whose parsed Markdown's words differ from the plain text's, by id. */
  wordsDiffer: string[];
  /** Pages with page text read as syntax or raw HTML, by id. */
  syntax: string[];
  /** Pages with a structure fault, by id. */
  structure: string[];
  /** Pages with each kind of syntax token or structure fault. */
  byFault: Partial<Record<SyntaxToken | StructureFault, number>>;
  /** Pages where GFM links a bare address by itself (not a fault). */
  autolinkPages: number;
  /** CPU ms of parse + extractMainText, and of parse + extractMainMarkdown, over the same pages. */
  textCpuMs: number;
  markdownCpuMs: number;
}

export function emptyTally(): MarkdownTally {
  return {
    pages: 0,
    wordsDiffer: [],
    syntax: [],
    structure: [],
    byFault: {},
    autolinkPages: 0,
    textCpuMs: 0,
    markdownCpuMs: 0,
  };
}

/** Adds one page's audit and timings to `tally`. */
export function addPage(
  tally: MarkdownTally,
  page: { id: string; audit: PageAudit; textCpuMs: number; markdownCpuMs: number },
): void {
  const { id, audit } = page;
  tally.pages++;
  tally.textCpuMs += page.textCpuMs;
  tally.markdownCpuMs += page.markdownCpuMs;
  if (Object.keys(audit.wordsLost).length > 0 || Object.keys(audit.wordsGained).length > 0) {
    tally.wordsDiffer.push(id);
  }
  const syntax = Object.keys(audit.syntax) as SyntaxToken[];
  const structure = Object.keys(audit.structure) as StructureFault[];
  if (syntax.length > 0) tally.syntax.push(id);
  if (structure.length > 0) tally.structure.push(id);
  for (const fault of [...syntax, ...structure]) tally.byFault[fault] = (tally.byFault[fault] ?? 0) + 1;
  if (audit.autolinks > 0) tally.autolinkPages++;
}

/** The tallies of several sets as one. */
export function sumTallies(tallies: readonly MarkdownTally[]): MarkdownTally {
  const sum = emptyTally();
  for (const tally of tallies) {
    sum.pages += tally.pages;
    sum.wordsDiffer.push(...tally.wordsDiffer);
    sum.syntax.push(...tally.syntax);
    sum.structure.push(...tally.structure);
    for (const [fault, pages] of Object.entries(tally.byFault) as [
      keyof MarkdownTally["byFault"],
      number,
    ][]) {
      sum.byFault[fault] = (sum.byFault[fault] ?? 0) + pages;
    }
    sum.autolinkPages += tally.autolinkPages;
    sum.textCpuMs += tally.textCpuMs;
    sum.markdownCpuMs += tally.markdownCpuMs;
  }
  return sum;
}
