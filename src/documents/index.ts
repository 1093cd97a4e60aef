// The public surface of documents that are not HTML: PDFs read as text, page by page.
export {
  PDF_PAGE_BREAK,
  type PdfPageOptions,
  type PdfPageResult,
  pdfCitationTitle,
  pdfPage,
} from "./pdf-page.js";
export { type PdfTextOptions, type PdfTextResult, pdfText } from "./pdf-text.js";
