// Collects every link of a page (nav, footer and sidebars included: they are how a crawler finds the site).
import type { Document, Element } from "domhandler";
import { collapseWhitespace, findEvery, findFirst, visibleText } from "./dom-query.js";
import { findBaseHref, resolvePageHref } from "./page-href.js";
import type { ExtractedLink } from "./types.js";

export interface ExtractLinksOptions {
  /** The page's final (post-redirect) URL; relative links and `<base href>` resolve against it. */
  pageUrl: string;
  /** Stop after this many distinct links (the seed's max_links_per_page). Default 300. */
  maxLinks?: number;
}

/** Schemes that never lead to a page we could read. */
const SKIPPED_SCHEME = /^\s*(?:javascript|mailto|tel|data|vbscript|sms|callto|about|blob):/i;

/**
 * Every `<a href>` and `<area href>` of the whole page, in page order: resolved against `<base href>` and
 * `pageUrl`, normalised and deduplicated (the first occurrence wins; its text is filled from a later occurrence
 * when it had none). In-page anchors (`href="#…"`) and javascript:, mailto:, tel:, data: links are skipped.
 * Anchor text is whitespace-collapsed; an anchor without text falls back to its title, aria-label, or image alt.
 */
export function extractLinks(document: Document, options: ExtractLinksOptions): ExtractedLink[] {
  const { pageUrl, maxLinks = 300 } = options;
  const baseHref = findBaseHref(document);
  const links = new Map<string, ExtractedLink>();
  // Menus repeat the same hrefs; URL parsing is most of this function's time.
  const resolved = new Map<string, string | null>();
  if (maxLinks <= 0) return [];

  for (const anchor of findEvery(isLinkElement, document)) {
    const href = (anchor.attribs.href as string).trim();
    if (href === "" || href.startsWith("#") || SKIPPED_SCHEME.test(href)) continue;
    let url = resolved.get(href);
    if (url === undefined) {
      url = resolvePageHref({ href, baseHref, pageUrl });
      resolved.set(href, url);
    }
    if (url === null) continue;

    const existing = links.get(url);
    if (existing) {
      if (existing.text === "") existing.text = anchorText(anchor);
      continue;
    }
    // Past the cap we still look at later duplicates of kept links (for their text), but add no new ones.
    if (links.size >= maxLinks) continue;
    links.set(url, { url, text: anchorText(anchor) });
  }
  return [...links.values()];
}

function isLinkElement(element: Element): boolean {
  return (element.name === "a" || element.name === "area") && element.attribs.href !== undefined;
}

/** The anchor's visible text, else its title, aria-label, or the alt of an image inside it. */
export function anchorText(anchor: Element): string {
  const text = visibleText(anchor.children);
  if (text !== "") return text;
  for (const fallback of [anchor.attribs.title, anchor.attribs["aria-label"], anchor.attribs.alt]) {
    const value = collapseWhitespace(fallback ?? "");
    if (value !== "") return value;
  }
  const image = findFirst(
    (element) => element.name === "img" && Boolean(element.attribs.alt?.trim()),
    anchor,
  );
  return collapseWhitespace(image?.attribs.alt ?? "");
}
