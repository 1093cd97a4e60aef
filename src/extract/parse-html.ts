// One HTML parse shared by every extractor: htmlparser2's forgiving, fast DOM (domhandler nodes), depth-capped.
import type { Document } from "domhandler";
import { moveContentAfterBodyIntoBody } from "./content-after-body.js";
import { parseDepthCapped } from "./depth-capped-parser.js";
import { SkippingTokenizer } from "./skipping-tokenizer.js";
import { placeStreamedSegments } from "./streamed-segments.js";

/** A script or style start tag (its content is kept as it is) or a CDATA opener. */
const RAW_TEXT_OR_CDATA = /<(script|style)\b|<!\[CDATA\[/gi;
/** The end tag of a script or style element. */
const RAW_TEXT_END: Record<string, RegExp> = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };

/**
 * Parses any HTML, however broken, into a domhandler Document. Never throws on markup. Linear in the input:
 * elements nest at most MAX_ELEMENT_DEPTH deep (deeper start tags keep their text, not their level); content
 * after </body> or </html> ends up in <body>, as in a browser.
 */
export function parseHtml(html: string): Document {
  const document = parseDepthCapped(browserCdata(html), {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    Tokenizer: SkippingTokenizer,
  });
  // What follows </body> or </html> is read into <body>, as browsers do.
  moveContentAfterBodyIntoBody(document);
  // React's streamed segments, moved into place as its inline script does (see streamed-segments.ts).
  if (hasSegmentId(html)) placeStreamedSegments(document);
  return document;
}

/**
 * Whether the HTML holds `id="S:` (a streamed segment's id), searched from its `S:`: a search for the whole
 * string stops at every `i` of the page (and one from `"S:` at every quote), and on most pages it reads to the
 * end without a match.
 */
function hasSegmentId(html: string): boolean {
  return holds(html, 'id="', "S:");
}

/**
 * Whether `html` holds `head + tail`, searched from `tail` (whose first character is rarer in markup than
 * `head`'s: a native search stops at every occurrence of its first character).
 */
function holds(html: string, head: string, tail: string): boolean {
  for (let at = html.indexOf(tail, head.length); at !== -1; at = html.indexOf(tail, at + 1)) {
    if (html.startsWith(head, at - head.length)) return true;
  }
  return false;
}

/**
 * In HTML content a browser reads `<![CDATA[` as a bogus comment that ends at the next `>`; htmlparser2 reads
 * on to `]]>`, and one unclosed opener in a forum's <body> hides the whole thread. Inside scripts and styles
 * (JSON-LD wrapped in `//<![CDATA[`) it is left alone.
 */
function browserCdata(html: string): string {
  if (!holds(html, "<![", "CDATA[")) return html;
  // One left-to-right scan, as /<(script|style)\b[\s\S]*?<\/\1\s*>|<!\[CDATA\[[^>]*>/gi would replace, without
  // trying the end tag at every character of a script: a script or style runs to its first end tag (none: the
  // start tag is passed over), an opener outside them becomes an empty comment up to the next `>`.
  // The scan ends past the last `<![` (an opener in any case starts so): what follows is copied as it is.
  const lastOpener = html.lastIndexOf("<![");
  let result = "";
  let copied = 0;
  const unclosed = new Set<string>();
  RAW_TEXT_OR_CDATA.lastIndex = 0;
  for (let match = RAW_TEXT_OR_CDATA.exec(html); match !== null; match = RAW_TEXT_OR_CDATA.exec(html)) {
    const start = match.index;
    if (start > lastOpener) break;
    const name = match[1]?.toLowerCase();
    if (name !== undefined) {
      const endTag = RAW_TEXT_END[name] as RegExp;
      endTag.lastIndex = start + 1 + name.length;
      const end = unclosed.has(name) ? null : endTag.exec(html);
      if (end === null) unclosed.add(name);
      RAW_TEXT_OR_CDATA.lastIndex = end === null ? start + 1 : end.index + end[0].length;
      continue;
    }
    const close = html.indexOf(">", start + "<![CDATA[".length);
    if (close === -1) break;
    result += `${html.slice(copied, start)}<!---->`;
    copied = close + 1;
    RAW_TEXT_OR_CDATA.lastIndex = copied;
  }
  return copied === 0 ? html : result + html.slice(copied);
}
