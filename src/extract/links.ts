// Collects every link of a page (nav, footer and sidebars included: they are how a crawler finds the site).
import type { Document, Element } from "domhandler";
import { isHashRoute, withoutFragment } from "../web/index.js";
import { collapseWhitespace, findEvery, findFirst, visibleText } from "./dom-query.js";
import { findBaseHref, resolvePageHref } from "./page-href.js";
import type { ExtractedLink } from "./types.js";

export interface ExtractLinksOptions {
  /** The page's final (post-redirect) URL; relative links and `<base href>` resolve against it. */
  pageUrl: string;
  /** Stop after this many distinct links (the seed's max_links_per_page). Default 300. */
  maxLinks?: number;
  /** Keep client-side hash routes (`#/pricing`, `#!/faq`) as links of their own: only for a page a browser
   * rendered, since a plain fetch of a hash route is the same document. Default false: they lead to the page. */
  hashRoutes?: boolean;
}

/** At most this many distinct anchor texts are kept for one URL. */
const MAX_TEXTS_PER_LINK = 3;
/** Joins the distinct texts of the anchors that lead to one URL. */
export const LINK_TEXT_SEPARATOR = " · ";

/** Schemes that never lead to a page we could read. */
const SKIPPED_SCHEME = /^\s*(?:javascript|mailto|tel|data|vbscript|sms|callto|about|blob):/i;

/**
 * Every `<a href>` and `<area href>` of the whole page, in page order: resolved against `<base href>` and
 * `pageUrl`, normalised and deduplicated: a URL keeps its first position and first text, and the different texts
 * of later anchors to it are joined on, up to 3 distinct texts ("Shipping · Shipping rates and delivery times"),
 * so a short menu label does not hide the descriptive text of the same link in the body. In-page anchors (`href="#…"`) and javascript:, mailto:, tel:, data: links are skipped;
 * with `hashRoutes`, an anchor to a hash route (`#/pricing`) is kept with its route, as a page of its own.
 * Anchor text is whitespace-collapsed; an anchor without text falls back to its title, aria-label, or image alt.
 */
export function extractLinks(document: Document, options: ExtractLinksOptions): ExtractedLink[] {
  const { pageUrl, maxLinks = 300, hashRoutes = false } = options;
  const baseHref = findBaseHref(document);
  const links = new Map<string, ExtractedLink>();
  // The distinct texts (lowercased) of each URL's anchors so far; a URL with none is absent.
  const textsByUrl = new Map<string, Set<string>>();
  // Menus repeat the same hrefs; URL parsing is most of this function's time.
  const resolved = new Map<string, string | null>();
  if (maxLinks <= 0) return [];

  for (const anchor of findEvery(isLinkElement, document)) {
    const href = (anchor.attribs.href as string).trim();
    if (
      href === "" ||
      (href.startsWith("#") && !(hashRoutes && isHashRoute(href))) ||
      SKIPPED_SCHEME.test(href)
    ) {
      continue;
    }
    let url = resolved.get(href);
    if (url === undefined) {
      url = resolvePageHref({ href, baseHref, pageUrl });
      // normalizeUrl keeps hash routes; a page nobody rendered only has the document itself to offer.
      if (url !== null && !hashRoutes && url.includes("#")) url = withoutFragment(url);
      resolved.set(href, url);
    }
    if (url === null) continue;

    const existing = links.get(url);
    if (existing) {
      addText(existing, textsByUrl, anchor);
      continue;
    }
    // Past the cap we still look at later duplicates of kept links (for their text), but add no new ones.
    if (links.size >= maxLinks) continue;
    const link = { url, text: "" };
    links.set(url, link);
    addText(link, textsByUrl, anchor);
  }
  return [...links.values()];
}

/** Joins the anchor's text onto the link's when it is non-empty, new, and the link has room for it. */
function addText(link: ExtractedLink, textsByUrl: Map<string, Set<string>>, anchor: Element): void {
  const texts = textsByUrl.get(link.url);
  if (texts && texts.size >= MAX_TEXTS_PER_LINK) return;
  const text = anchorText(anchor);
  if (text === "") return;
  const key = text.toLowerCase();
  if (!texts) {
    textsByUrl.set(link.url, new Set([key]));
    link.text = text;
  } else if (!texts.has(key)) {
    texts.add(key);
    link.text += `${LINK_TEXT_SEPARATOR}${text}`;
  }
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
