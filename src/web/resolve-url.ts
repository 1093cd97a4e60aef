// Turns a link as written in a page (`href`) into the absolute, normalised URL it points to.
import { normalizeParsedUrl, parseHttpUrl } from "./url-normalize.js";

export interface ResolveUrlOptions {
  /** The link as written, e.g. `../guide/`, `//cdn.example.com/x`, `mailto:a@b.c`. */
  href: string;
  /** The page's `<base href>` value, if any; itself resolved against `pageUrl`. */
  baseHref?: string;
  /** The page's final URL, after redirects. */
  pageUrl: string;
}

/**
 * Resolves `href` against `<base href>` (when it is a usable http(s) URL) or else the page's final URL, as a
 * browser does, and returns the normalised result. Returns null for links we never follow (javascript:,
 * mailto:, tel:, data:, ftp: … anything but http and https) and for hrefs that do not parse.
 * An empty href or a bare `#fragment` points to the page itself, so it resolves to the page URL.
 */
export function resolveUrl({ href, baseHref, pageUrl }: ResolveUrlOptions): string | null {
  const page = parseHttpUrl(pageUrl);
  if (!page) return null;

  // HTML: a base that fails to parse falls back to the document URL; a non-web base is no use to a crawler.
  const base = baseHref === undefined ? null : parseHttpUrl(baseHref, page.href);
  const resolved = parseHttpUrl(href, (base ?? page).href);
  return resolved ? normalizeParsedUrl(resolved) : null;
}
