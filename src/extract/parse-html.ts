// One HTML parse shared by every extractor: htmlparser2's forgiving, fast DOM (domhandler nodes).
import type { Document } from "domhandler";
import { parseDocument } from "htmlparser2";

/** Parses any HTML, however broken, into a domhandler Document. Never throws on markup. */
export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}
