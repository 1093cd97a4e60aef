// How links written in a page become absolute URLs: its `<base href>`, then the page's own URL.
import type { Document } from "domhandler";
import { isHttpUrl, resolveUrl } from "../web/index.js";
import { findFirst } from "./dom-query.js";

/** The raw `href` of the first `<base>` element that has one (as browsers do), or undefined. */
export function findBaseHref(document: Document): string | undefined {
  const base = findFirst(
    (element) => element.name === "base" && element.attribs.href !== undefined,
    document,
  );
  const href = base?.attribs.href?.trim();
  return href ? href : undefined;
}

/**
 * The absolute, normalised http(s) URL an href points to, or null (other schemes, unparsable hrefs).
 * A page read from disk has a file: URL, which resolves nothing; its absolute links and the links relative to
 * an absolute `<base href>` still count.
 */
export function resolvePageHref(options: {
  href: string;
  baseHref?: string;
  pageUrl: string;
}): string | null {
  const resolved = resolveUrl(options);
  if (resolved !== null || isHttpUrl(options.pageUrl)) return resolved;
  const { href, baseHref } = options;
  return resolveUrl({ href, pageUrl: baseHref !== undefined && isHttpUrl(baseHref) ? baseHref : href });
}
