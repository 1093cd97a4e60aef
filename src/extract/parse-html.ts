// One HTML parse shared by every extractor: htmlparser2's forgiving, fast DOM (domhandler nodes), depth-capped.
import type { Document } from "domhandler";
import { parseDepthCapped } from "./depth-capped-parser.js";

/** A script or style element (kept as it is) or a CDATA opener in HTML content. */
const CDATA_IN_HTML = /<(script|style)\b[\s\S]*?<\/\1\s*>|<!\[CDATA\[[^>]*>/gi;

/**
 * Parses any HTML, however broken, into a domhandler Document. Never throws on markup. Linear in the input:
 * elements nest at most MAX_ELEMENT_DEPTH deep (deeper start tags keep their text, not their level).
 */
export function parseHtml(html: string): Document {
  return parseDepthCapped(browserCdata(html), {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });
}

/**
 * In HTML content a browser reads `<![CDATA[` as a bogus comment that ends at the next `>`; htmlparser2 reads
 * on to `]]>`, and one unclosed opener in a forum's <body> hides the whole thread. Inside scripts and styles
 * (JSON-LD wrapped in `//<![CDATA[`) it is left alone.
 */
function browserCdata(html: string): string {
  if (!html.includes("<![CDATA[")) return html;
  return html.replace(CDATA_IN_HTML, (match) => (match.startsWith("<![") ? "<!---->" : match));
}
