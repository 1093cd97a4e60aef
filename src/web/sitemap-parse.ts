// Reads one sitemap document (XML urlset / sitemapindex, or a plain-text list of URLs) into raw entries.
import { XMLParser, XMLValidator } from "fast-xml-parser";

export interface RawSitemapEntry {
  /** The `<loc>` as written (not yet validated or normalised). */
  loc: string;
  lastmod?: string;
}

export interface ParsedSitemap {
  /** Pages, from a `<urlset>` or a text sitemap. */
  urls: RawSitemapEntry[];
  /** Child sitemaps, from a `<sitemapindex>`. */
  sitemaps: RawSitemapEntry[];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  // `<sm:urlset xmlns:sm=…>` is as valid as `<urlset>`.
  removeNSPrefix: true,
  // Keep every value a string: a numeric-looking loc or date must not turn into a number.
  parseTagValue: false,
  isArray: (name) => name === "url" || name === "sitemap",
});

/**
 * Parses a sitemap. Returns null when the text is broken XML or the parser refuses it (e.g. external
 * entities); a well-formed document that is neither a urlset nor a sitemapindex gives empty lists. Text that
 * does not start with "<" is read as a text sitemap: one URL per line. Never throws.
 */
export function parseSitemap(text: string): ParsedSitemap | null {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!body.startsWith("<")) return parseTextSitemap(body);
  if (XMLValidator.validate(body) !== true) return null;

  let document: unknown;
  try {
    document = parser.parse(body);
  } catch {
    return null;
  }
  const root = isRecord(document) ? document : {};
  return {
    urls: readEntries(root.urlset, "url"),
    sitemaps: readEntries(root.sitemapindex, "sitemap"),
  };
}

function readEntries(container: unknown, itemName: string): RawSitemapEntry[] {
  if (!isRecord(container)) return [];
  const items = container[itemName];
  if (!Array.isArray(items)) return [];
  const entries: RawSitemapEntry[] = [];
  for (const item of items) {
    if (!isRecord(item)) continue;
    const loc = firstString(item.loc)?.trim();
    if (!loc) continue;
    const lastmod = firstString(item.lastmod)?.trim();
    entries.push(lastmod ? { loc, lastmod } : { loc });
  }
  return entries;
}

function parseTextSitemap(body: string): ParsedSitemap {
  const urls = body
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => /^https?:\/\//i.test(line))
    .map((loc) => ({ loc }));
  return { urls, sitemaps: [] };
}

function firstString(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === "string");
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
