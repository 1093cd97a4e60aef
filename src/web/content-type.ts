// Which responses we read: HTML, XHTML and plain text. Everything else (PDF, images, archives …) is skipped with its
// type. When the server sends no usable Content-Type, the first bytes decide (a small subset of WHATWG MIME sniffing).

/** Media types whose bodies the fetcher decodes and hands to extraction. */
export const READABLE_MEDIA_TYPES: ReadonlySet<string> = new Set([
  "text/html",
  "application/xhtml+xml",
  "text/plain",
]);

export interface ParsedContentType {
  /** Lower-case type/subtype without parameters, e.g. "text/html". */
  mediaType: string;
  /** The charset parameter as sent (lower-cased, unquoted), if any. */
  charset?: string;
}

export type ContentClassification =
  | { readable: true; mediaType: string; charset?: string; sniffed: boolean }
  | { readable: false; mediaType: string; reason: string; sniffed: boolean };

/** Parses a Content-Type header; undefined when missing or not of the form type/subtype. */
export function parseContentType(header: string | undefined): ParsedContentType | undefined {
  if (header === undefined) return undefined;
  const [essence = "", ...parameters] = header.split(";");
  const mediaType = essence.trim().toLowerCase();
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(mediaType)) return undefined;
  const result: ParsedContentType = { mediaType };
  for (const parameter of parameters) {
    const match = /^\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(parameter);
    if (match?.[1]) {
      result.charset = match[1].toLowerCase();
      break;
    }
  }
  return result;
}

export function isReadableMediaType(mediaType: string): boolean {
  return READABLE_MEDIA_TYPES.has(mediaType);
}

const signatures: Array<{ bytes: number[]; mediaType: string }> = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], mediaType: "application/pdf" }, // %PDF-
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], mediaType: "image/png" },
  { bytes: [0x47, 0x49, 0x46, 0x38], mediaType: "image/gif" }, // GIF8
  { bytes: [0xff, 0xd8, 0xff], mediaType: "image/jpeg" },
  { bytes: [0x50, 0x4b, 0x03, 0x04], mediaType: "application/zip" }, // PK
  { bytes: [0x1f, 0x8b, 0x08], mediaType: "application/gzip" },
  { bytes: [0x25, 0x21, 0x50, 0x53], mediaType: "application/postscript" }, // %!PS
];

// Tags that mark a document as HTML when they open it (WHATWG MIME sniffing, "rules for identifying an unknown type").
const htmlOpeners =
  /^<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--)(?:[\s>]|$)/i;

/** Guesses the media type of a body that came without a Content-Type header. */
export function sniffMediaType(bytes: Uint8Array): string {
  for (const signature of signatures) {
    if (signature.bytes.every((byte, index) => bytes[index] === byte)) return signature.mediaType;
  }
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 512));
  const text = head.replace(/^(?:\u00ef\u00bb\u00bf|\u00fe\u00ff|\u00ff\u00fe)/, "").trimStart();
  if (htmlOpeners.test(text)) return "text/html";
  if (/^<\?xml/i.test(text)) return /<html[\s>]/i.test(text) ? "application/xhtml+xml" : "text/xml";
  // Control bytes other than tab, newline, form feed, carriage return and escape mean binary data.
  for (const byte of bytes.subarray(0, 512)) {
    if (byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f)) {
      return "application/octet-stream";
    }
  }
  return "text/plain";
}

/** Types the first bytes of text can be sniffed as. */
const TEXT_MEDIA_TYPES: ReadonlySet<string> = new Set([
  "text/html",
  "text/plain",
  "text/xml",
  "application/xhtml+xml",
]);

/**
 * The sniffed type of a body that is not text whatever it claims (a PDF, an image, gzip, other binary data: see
 * sniffMediaType), else undefined. A byte order mark says text, whatever follows (UTF-16 text is full of zero bytes).
 */
export function binaryBodyType(bytes: Uint8Array): string | undefined {
  const [first, second, third] = bytes;
  const bom =
    (first === 0xfe && second === 0xff) ||
    (first === 0xff && second === 0xfe) ||
    (first === 0xef && second === 0xbb && third === 0xbf);
  if (bom) return undefined;
  const mediaType = sniffMediaType(bytes);
  return TEXT_MEDIA_TYPES.has(mediaType) ? undefined : mediaType;
}

/**
 * Decides whether a response is read, from its Content-Type header or, when that is missing, its first bytes. A
 * body labelled as a page or text whose first bytes are binary (a misconfigured server sending a PDF, an image or
 * a gzip file as text/html) takes the sniffed type, so it is skipped, or read as what it is (a PDF), not as text.
 */
export function classifyContent(options: { contentType?: string; bytes: Uint8Array }): ContentClassification {
  const parsed = parseContentType(options.contentType);
  const sniffed = parsed === undefined;
  // UTF-16 declared in the header needs no byte order mark, and its text is full of zero bytes.
  const checked =
    parsed !== undefined && isReadableMediaType(parsed.mediaType) && !parsed.charset?.startsWith("utf-16");
  const mislabelled = checked ? binaryBodyType(options.bytes) : undefined;
  if (parsed !== undefined && mislabelled !== undefined) {
    return {
      readable: false,
      mediaType: mislabelled,
      reason: `not HTML or text (${mislabelled}, though the server labels it ${parsed.mediaType})`,
      sniffed,
    };
  }
  const mediaType = parsed?.mediaType ?? sniffMediaType(options.bytes);
  if (!isReadableMediaType(mediaType)) {
    return { readable: false, mediaType, reason: `not HTML or text (${mediaType})`, sniffed };
  }
  return parsed?.charset === undefined
    ? { readable: true, mediaType, sniffed }
    : { readable: true, mediaType, charset: parsed.charset, sniffed };
}
