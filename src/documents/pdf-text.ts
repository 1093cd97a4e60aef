// A PDF's text, page by page, through unpdf (PDF.js built for servers): lines rebuilt from the text items'
// positions, a blank line where the gap or the font size says a new paragraph or heading starts.
import { extractLinks, extractTextItems, getDocumentProxy, getMeta, type StructuredTextItem } from "unpdf";

export type PdfTextResult =
  | {
      status: "ok";
      /** The document's own title (its Info dictionary), when it has one. */
      title?: string;
      /** One entry per page, in order; page n is `pages[n - 1]`. Blocks are separated by a blank line. */
      pages: string[];
      /** Link targets written in the document (URI annotations), as given. */
      links: string[];
    }
  /** Not readable as text: encrypted, or no text layer (a scan). */
  | { status: "skipped"; reason: string }
  /** Broken or not a PDF. */
  | { status: "failed"; reason: string };

export interface PdfTextOptions {
  bytes: Uint8Array;
  /** A PDF with more pages is skipped. Default 500. */
  maxPages?: number;
  /** Time for reading the text; past it the work is stopped and the PDF failed. Default 20 s. */
  budgetMs?: number;
}

/** Reads a PDF's text; never throws: an encrypted, scanned-only or broken file comes back as its status. */
export async function pdfText(options: PdfTextOptions): Promise<PdfTextResult> {
  const { maxPages = 500, budgetMs = 20_000 } = options;
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js detaches the buffer it is given: hand it a copy so the caller's bytes stay usable.
    document = await getDocumentProxy(new Uint8Array(options.bytes), { verbosity: 0 });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "PasswordException")
      return { status: "skipped", reason: "encrypted PDF (needs a password)" };
    return {
      status: "failed",
      reason: `broken PDF: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  try {
    if (document.numPages > maxPages) {
      return { status: "skipped", reason: `PDF has ${document.numPages} pages, more than ${maxPages}` };
    }
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PdfBudgetError(budgetMs)), budgetMs);
    });
    const [{ items }, meta, { links }] = await Promise.race([
      Promise.all([
        extractTextItems(document),
        getMeta(document).catch(() => ({ info: {} as Record<string, unknown> })),
        extractLinks(document).catch(() => ({ links: [] as string[] })),
      ]),
      overBudget,
    ]).finally(() => clearTimeout(timer));
    const pages = items.map(pageText);
    if (pages.every((page) => page.trim() === "")) {
      return { status: "skipped", reason: "PDF has no text layer (a scan?)" };
    }
    const title = typeof meta.info.Title === "string" ? meta.info.Title.trim() : "";
    return { status: "ok", ...(title ? { title } : {}), pages, links };
  } catch (error) {
    if (error instanceof PdfBudgetError) return { status: "failed", reason: error.message };
    return {
      status: "failed",
      reason: `broken PDF: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    await document.loadingTask.destroy().catch(() => undefined);
  }
}

/** Reading a PDF's text ran past its time budget. */
class PdfBudgetError extends Error {
  constructor(budgetMs: number) {
    super(`PDF text took longer than ${budgetMs} ms to read`);
    this.name = "PdfBudgetError";
  }
}

interface Line {
  text: string;
  y: number;
  fontSize: number;
}

/** One page's items as lines, then blocks: a gap over 1.6 line heights or a change of font size starts one. */
function pageText(items: StructuredTextItem[]): string {
  const lines: Line[] = [];
  let current: Line | undefined;
  let lastEnd = 0;
  let lineEnded = true;
  for (const item of items) {
    if (item.str === "" && item.hasEOL) {
      lineEnded = true;
      continue;
    }
    const sameLine =
      current !== undefined && !lineEnded && Math.abs(item.y - current.y) < item.fontSize * 0.5;
    if (!sameLine || current === undefined) {
      current = { text: item.str, y: item.y, fontSize: item.fontSize };
      lines.push(current);
    } else {
      const gap = item.x - lastEnd;
      const needsSpace = gap > item.fontSize * 0.15 && !/\s$/.test(current.text) && !/^\s/.test(item.str);
      current.text += (needsSpace ? " " : "") + item.str;
    }
    lastEnd = item.x + item.width;
    lineEnded = item.hasEOL;
  }
  const blocks: string[] = [];
  let block: string[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, " ").trim();
    if (text === "") continue;
    if (previous !== undefined) {
      const gap = previous.y - line.y;
      const sizeChanged = Math.abs(line.fontSize - previous.fontSize) > previous.fontSize * 0.15;
      if (sizeChanged || gap > Math.max(line.fontSize, previous.fontSize) * 1.6 || gap < 0) {
        blocks.push(joinLines(block));
        block = [];
      }
    }
    block.push(text);
    previous = line;
  }
  if (block.length > 0) blocks.push(joinLines(block));
  return blocks.join("\n\n");
}

const LIST_ITEM = /^(?:[-*•·–]|\d{1,3}[.)])\s/u;

/** A paragraph's wrapped lines as one line; a list item keeps its own line. */
function joinLines(lines: string[]): string {
  return lines.reduce((joined, line) => (LIST_ITEM.test(line) ? `${joined}\n${line}` : `${joined} ${line}`));
}
