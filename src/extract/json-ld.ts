// Reads schema.org JSON-LD blocks. Real pages wrap them in comments, leave trailing commas and raw newlines in
// strings; we repair what is cheap to repair and skip what is not, because one broken block must not cost the page.
import type { Document, Element } from "domhandler";
import { textContent } from "domutils";
import { findEvery } from "./dom-query.js";

/**
 * Parses every `<script type="application/ld+json">` of the document, in page order. The type matches
 * case-insensitively and may carry parameters. Each block's value is returned as parsed (objects, arrays and
 * `@graph` are left for the caller to walk). Blocks that cannot be parsed are skipped; this never throws.
 */
export function extractJsonLd(document: Document): unknown[] {
  const blocks: unknown[] = [];
  for (const script of findEvery(isJsonLdScript, document)) {
    const parsed = parseJsonLdText(textContent(script));
    if (parsed !== undefined) blocks.push(parsed);
  }
  return blocks;
}

function isJsonLdScript(element: Element): boolean {
  if (element.name !== "script") return false;
  const mediaType = element.attribs.type?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/ld+json";
}

/** Parses one block's text; undefined when it is empty or beyond repair. */
export function parseJsonLdText(raw: string): unknown {
  const text = unwrap(raw);
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Fall through to the repaired text.
  }
  try {
    return JSON.parse(repair(text));
  } catch {
    return undefined;
  }
}

/** Strips a byte-order mark and `<!-- -->` / `<![CDATA[ ]]>` wrappers (with or without `//` before them). */
function unwrap(raw: string): string {
  let text = raw.replace(/^\uFEFF/, "").trim();
  for (let pass = 0; pass < 2; pass++) {
    text = text
      .replace(/^(?:\/\/\s*)?(?:<!--|<!\[CDATA\[)/, "")
      .replace(/(?:\/\/\s*)?(?:-->|\]\]>)$/, "")
      .trim();
  }
  return text;
}

/**
 * Fixes the common hand-written mistakes without touching string contents otherwise: control characters inside
 * strings become escapes, control characters outside them are dropped, and trailing commas before `}` or `]` go.
 */
function repair(text: string): string {
  let output = "";
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    const code = character.charCodeAt(0);
    if (inString) {
      if (character === "\\") {
        output += character + (text[index + 1] ?? "");
        index++;
      } else if (character === '"') {
        inString = false;
        output += character;
      } else if (code < 0x20) {
        output += code === 0x0a ? "\\n" : code === 0x0d ? "\\r" : code === 0x09 ? "\\t" : " ";
      } else {
        output += character;
      }
      continue;
    }
    if (character === '"') {
      inString = true;
      output += character;
    } else if (character === "," && isFollowedByClosingBracket(text, index + 1)) {
      // A trailing comma: drop it.
    } else if (code < 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) {
      // A stray control character between tokens: drop it.
    } else {
      output += character;
    }
  }
  return output;
}

function isFollowedByClosingBracket(text: string, from: number): boolean {
  let index = from;
  while (index < text.length && /\s/.test(text[index] as string)) index++;
  return text[index] === "}" || text[index] === "]";
}
