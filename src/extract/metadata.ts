// Page-level metadata: title, description, canonical URL and language, with the fallbacks real pages need.
import { type Document, type Element, isTag } from "domhandler";
import { findEvery, findFirst, visibleText } from "./dom-query.js";
import { findBaseHref, resolvePageHref } from "./page-href.js";

export interface ExtractMetadataOptions {
  /** The page's (final, post-redirect) URL, against which the canonical link resolves. */
  pageUrl: string;
}

export interface PageMetadata {
  /** Whitespace-collapsed; "" when the page has no title, og:title or h1. */
  title: string;
  description?: string;
  /** Absolute and normalised. */
  canonicalUrl?: string;
  /** A canonical BCP 47 tag, e.g. "en-US". */
  lang?: string;
}

/**
 * Title from `<title>`, else og:title / twitter:title, else the first `<h1>`; description from meta description,
 * else og:description / twitter:description; canonical from `<link rel="canonical">` resolved against
 * `<base href>` and the page URL; language from `<html lang>`, else the Content-Language meta.
 */
export function extractMetadata(document: Document, options: ExtractMetadataOptions): PageMetadata {
  const metas = readMetaContents(document);
  const metadata: PageMetadata = { title: readTitle(document, metas) };

  const description = firstNonEmpty(
    metas.get("description"),
    metas.get("og:description"),
    metas.get("twitter:description"),
  );
  if (description) metadata.description = description;

  const canonicalUrl = readCanonicalUrl(document, options.pageUrl);
  if (canonicalUrl) metadata.canonicalUrl = canonicalUrl;

  const lang = readLanguage(document, metas);
  if (lang) metadata.lang = lang;
  return metadata;
}

function readTitle(document: Document, metas: Map<string, string>): string {
  // An <svg><title> is a tooltip, not the page's title.
  const titleElement = findFirst(
    (element) => element.name === "title" && !isInside(element, "svg"),
    document,
  );
  const h1 = () => {
    const heading = findFirst((element) => element.name === "h1", document);
    return heading ? visibleText(heading.children) : undefined;
  };
  return (
    firstNonEmpty(
      titleElement ? visibleText(titleElement.children) : undefined,
      metas.get("og:title"),
      metas.get("twitter:title"),
    ) ??
    firstNonEmpty(h1()) ??
    ""
  );
}

function readCanonicalUrl(document: Document, pageUrl: string): string | undefined {
  const link = findFirst(
    (element) =>
      element.name === "link" &&
      element.attribs.href !== undefined &&
      (element.attribs.rel ?? "").toLowerCase().split(/\s+/).includes("canonical"),
    document,
  );
  const href = link?.attribs.href?.trim();
  if (!href) return undefined;
  return resolvePageHref({ href, baseHref: findBaseHref(document), pageUrl }) ?? undefined;
}

function readLanguage(document: Document, metas: Map<string, string>): string | undefined {
  const html = document.children.find((node): node is Element => isTag(node) && node.name === "html");
  const candidates = [html?.attribs.lang, html?.attribs["xml:lang"], metas.get("content-language")];
  for (const candidate of candidates) {
    const tag = normalizeLanguageTag(candidate);
    if (tag) return tag;
  }
  return undefined;
}

/** "en_us" → "en-US", "zh-hans-cn" → "zh-Hans-CN"; a list ("en, fr") gives its first; junk gives undefined. */
export function normalizeLanguageTag(raw: string | undefined): string | undefined {
  const first = raw?.split(",")[0]?.trim().replace(/_/g, "-");
  if (!first) return undefined;
  try {
    return Intl.getCanonicalLocales(first)[0];
  } catch {
    return undefined;
  }
}

/** First content of each meta name / property / http-equiv, keyed in lower case. */
/** Every <meta> content by lower-cased name, property or http-equiv (the first of each). */
export function readMetaContents(document: Document): Map<string, string> {
  const contents = new Map<string, string>();
  for (const meta of findEvery(
    (element) => element.name === "meta" && element.attribs.content !== undefined,
    document,
  )) {
    const content = meta.attribs.content as string;
    for (const key of [meta.attribs.name, meta.attribs.property, meta.attribs["http-equiv"]]) {
      const name = key?.trim().toLowerCase();
      if (name && !contents.has(name) && content.trim() !== "") contents.set(name, content);
    }
  }
  return contents;
}

function firstNonEmpty(...values: Array<string | undefined>): string | undefined {
  for (const value of values) {
    const collapsed = value?.replace(/\s+/g, " ").trim();
    if (collapsed) return collapsed;
  }
  return undefined;
}

function isInside(element: Element, ancestorName: string): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if ("name" in parent && parent.name === ancestorName) return true;
  }
  return false;
}
