// Turns response bytes into text: the charset comes from a BOM, then the Content-Type header, then <meta> (or the XML
// declaration) in the first bytes, else UTF-8. Legacy charsets are decoded with iconv-lite.
import iconv from "iconv-lite";

export interface DecodeBodyOptions {
  bytes: Uint8Array;
  /** Lower-case media type, e.g. "text/html"; <meta> is only looked for in HTML and XHTML. */
  mediaType: string;
  /** The charset parameter of the Content-Type header, if any. */
  headerCharset?: string;
  /** How many leading bytes are scanned for <meta charset>. Default 4096. */
  metaScanBytes?: number;
}

export interface DecodedBody {
  text: string;
  /** Canonical lower-case name of the charset used, e.g. "utf-8", "windows-1251", "shift_jis". */
  charset: string;
  /** Where the charset came from; "fallback" means undeclared bytes that were not valid UTF-8. */
  source: "bom" | "header" | "meta" | "default" | "fallback";
}

interface Charset {
  /** Canonical name we report. */
  name: string;
  /** Name iconv-lite knows it by. */
  codec: string;
}

// WHATWG Encoding Standard label aliases where they differ from iconv-lite's own: browsers decode "iso-8859-1" and
// "ascii" as windows-1252, "shift_jis" as Microsoft's cp932, "gb2312" as GBK, "euc-kr" as windows-949.
const aliases: Record<string, Charset> = {};
function alias(name: string, codec: string, labels: string[]): void {
  for (const label of [name, ...labels]) aliases[label] = { name, codec };
}
alias("utf-8", "utf8", ["utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8"]);
alias("windows-1252", "windows1252", [
  "ascii",
  "us-ascii",
  "iso-8859-1",
  "iso8859-1",
  "iso_8859-1",
  "latin1",
  "l1",
  "cp1252",
  "cp819",
  "ibm819",
  "x-cp1252",
  "ansi_x3.4-1968",
  "iso-ir-100",
  "csisolatin1",
]);
alias("shift_jis", "cp932", ["sjis", "x-sjis", "ms_kanji", "ms932", "windows-31j", "csshiftjis", "cp932"]);
alias("euc-jp", "eucjp", ["x-euc-jp", "cseucpkdfmtjapanese"]);
alias("gbk", "gbk", [
  "gb2312",
  "x-gbk",
  "chinese",
  "csgb2312",
  "gb_2312",
  "gb_2312-80",
  "iso-ir-58",
  "cp936",
]);
alias("gb18030", "gb18030", []);
alias("big5", "big5hkscs", ["big5-hkscs", "cn-big5", "csbig5", "x-x-big5"]);
alias("euc-kr", "cp949", [
  "ks_c_5601-1987",
  "ks_c_5601-1989",
  "ksc5601",
  "ksc_5601",
  "windows-949",
  "cseuckr",
]);
alias("utf-16le", "utf16le", ["utf-16", "ucs-2", "unicode", "csunicode", "iso-10646-ucs-2", "unicodefeff"]);
alias("utf-16be", "utf16be", ["unicodefffe"]);

/** Maps a charset label to the charset we decode with; undefined for labels no decoder knows. */
export function resolveCharset(label: string): Charset | undefined {
  const key = label.trim().toLowerCase();
  if (key === "") return undefined;
  const known = aliases[key];
  if (known) return known;
  return iconv.encodingExists(key) ? { name: key, codec: key } : undefined;
}

function charsetFromBom(bytes: Uint8Array): Charset | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return aliases["utf-8"];
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return aliases["utf-16be"];
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return aliases["utf-16le"];
  return undefined;
}

/**
 * Finds the charset declared in the head of an HTML document: `<meta charset=x>`, `<meta http-equiv=Content-Type
 * content="…; charset=x">`, or an XML declaration's encoding. Comments are skipped.
 */
export function findDeclaredCharset(head: string): string | undefined {
  const withoutComments = head.replace(/<!--[\s\S]*?(?:-->|$)/g, "");
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(withoutComments);
  if (xml?.[1]) return xml[1];
  for (const [tag] of withoutComments.matchAll(/<meta\b[^>]*>/gi)) {
    const direct = /\scharset\s*=\s*["']?\s*([^\s"'/>;]+)/i.exec(tag);
    if (direct?.[1]) return direct[1];
    if (/http-equiv\s*=\s*["']?\s*content-type/i.test(tag)) {
      const content = /\bcontent\s*=\s*(["'])([\s\S]*?)\1/i.exec(tag)?.[2] ?? "";
      const fromContent = /charset\s*=\s*["']?([^\s"';]+)/i.exec(content);
      if (fromContent?.[1]) return fromContent[1];
    }
  }
  return undefined;
}

function decodeWith(bytes: Uint8Array, charset: Charset): string {
  if (charset.name === "utf-8") return new TextDecoder("utf-8").decode(bytes);
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), charset.codec);
}

export function decodeBody(options: DecodeBodyOptions): DecodedBody {
  const { bytes, mediaType, headerCharset, metaScanBytes = 4096 } = options;

  const bom = charsetFromBom(bytes);
  if (bom) return { text: decodeWith(bytes, bom), charset: bom.name, source: "bom" };

  const fromHeader = headerCharset === undefined ? undefined : resolveCharset(headerCharset);
  if (fromHeader) return { text: decodeWith(bytes, fromHeader), charset: fromHeader.name, source: "header" };

  if (mediaType === "text/html" || mediaType === "application/xhtml+xml") {
    // Declarations are ASCII, so reading the head as latin1 finds them whatever the real charset is.
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, metaScanBytes));
    const label = findDeclaredCharset(head.toString("latin1"));
    let fromMeta = label === undefined ? undefined : resolveCharset(label);
    // A document cannot declare UTF-16 in ASCII-compatible bytes; HTML says to read it as UTF-8 then.
    if (fromMeta?.name.startsWith("utf-16")) fromMeta = aliases["utf-8"];
    if (fromMeta) return { text: decodeWith(bytes, fromMeta), charset: fromMeta.name, source: "meta" };
  }

  try {
    return {
      text: new TextDecoder("utf-8", { fatal: true }).decode(bytes),
      charset: "utf-8",
      source: "default",
    };
  } catch {
    // Undeclared and not UTF-8: windows-1252 (the web's historical default) keeps every byte readable.
    const fallback = aliases["windows-1252"] as Charset;
    return { text: decodeWith(bytes, fallback), charset: fallback.name, source: "fallback" };
  }
}
