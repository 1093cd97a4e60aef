// PDFs made in the test with pdf-lib: text documents with known words, one without a text layer, an encrypted
// one (a Standard security handler whose empty user password does not open it) and a broken one.
import { PDFDocument, PDFHexString, rgb, StandardFonts } from "pdf-lib";

export interface PdfFixtureOptions {
  title?: string;
  /** Each page: its heading, then its paragraphs (each wrapped over lines of about 70 characters). */
  pages: Array<{ heading?: string; paragraphs: string[] }>;
}

/** Wraps a paragraph into lines of at most `width` characters, at spaces. */
function wrap(text: string, width = 70): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export async function makeTextPdf(options: PdfFixtureOptions): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  if (options.title) document.setTitle(options.title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (const content of options.pages) {
    const page = document.addPage([612, 792]);
    let y = 740;
    if (content.heading) {
      page.drawText(content.heading, { x: 56, y, size: 18, font: bold });
      y -= 34;
    }
    for (const paragraph of content.paragraphs) {
      for (const line of wrap(paragraph)) {
        page.drawText(line, { x: 56, y, size: 11, font });
        y -= 14;
      }
      y -= 12;
    }
  }
  return document.save();
}

/** Only shapes: what a scan without OCR looks like to a text extractor. */
export async function makeScannedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  for (let row = 0; row < 20; row++) {
    page.drawRectangle({ x: 56, y: 720 - row * 20, width: 400, height: 8, color: rgb(0.2, 0.2, 0.2) });
  }
  return document.save();
}

/** Declares encryption with a user password we do not have: PDF.js asks for it. */
export async function makeEncryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText("The secret price list.", { x: 56, y: 700, size: 11, font });
  const { context } = document;
  context.trailerInfo.Encrypt = context.register(
    context.obj({
      Filter: "Standard",
      V: 1,
      R: 2,
      Length: 40,
      P: -44,
      O: PDFHexString.of("11".repeat(32)),
      U: PDFHexString.of("22".repeat(32)),
    }),
  );
  context.trailerInfo.ID = context.obj([PDFHexString.of("33".repeat(16)), PDFHexString.of("33".repeat(16))]);
  return document.save({ useObjectStreams: false });
}

/** Starts like a PDF and is nothing after. */
export const BROKEN_PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage\n");
