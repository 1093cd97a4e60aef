// One spelling per page: the normal form every visited/discovered URL is stored and compared in.
import { isTrackingParam } from "./tracking-params.js";

/**
 * Returns the normal form of an absolute http(s) URL, or null when `input` is not one.
 *
 * The WHATWG URL parser already lower-cases scheme and host, turns IDN hosts into punycode, drops default
 * ports, resolves `.`/`..` segments and turns an empty path into "/". On top of that we drop the fragment (but
 * a client-side hash route, `#/pricing` or `#!/pricing`, is kept: rendered, it is a page of its own), a trailing dot on the host, tracking parameters (utm_*, gclid, fbclid …; the rest of the query keeps its
 * order and spelling), empty query parts and an empty `?`, and normalise percent-escapes (RFC 3986 §6.2.2:
 * upper-case hex, unreserved characters decoded). Trailing slashes on the path are kept: `/docs` and `/docs/`
 * may be different pages.
 */
export function normalizeUrl(input: string): string | null {
  const url = parseHttpUrl(input);
  return url ? normalizeParsedUrl(url) : null;
}

/**
 * `normalizeUrl` for a URL already parsed as http(s) (it is changed in place). Each part is only set when it
 * changes: every URL setter re-serialises the whole URL, and this runs for every link of every page.
 */
export function normalizeParsedUrl(url: URL): string {
  if (url.hash !== "" && !isHashRoute(url.hash)) url.hash = "";
  if (url.hostname.endsWith(".") && url.hostname.length > 1) {
    url.hostname = url.hostname.slice(0, -1);
  }
  if (url.pathname.includes("%")) url.pathname = normalizePercentEncoding(url.pathname);
  // Setting `search` to "" removes a bare "?" as well.
  if (url.search !== "" || url.href.endsWith("?")) {
    const cleaned = cleanQuery(url.search);
    if (cleaned !== url.search || cleaned === "") url.search = cleaned;
  }
  return url.href;
}

/** `#/…` or `#!…`: a view a client-side router shows, not a place in the document. */
const HASH_ROUTE = /^#(?:\/|!)/;

/** True when `hash` (as `URL.hash` spells it, with its `#`) is a client-side route. */
export function isHashRoute(hash: string): boolean {
  return HASH_ROUTE.test(hash);
}

/** `url` without its fragment (hash route or not): the document a plain HTTP request gets. */
export function withoutFragment(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}

/** True when `input` parses as an absolute http: or https: URL. */
export function isHttpUrl(input: string): boolean {
  return parseHttpUrl(input) !== null;
}

/** Parses `input` (optionally against `base`) and keeps it only when the scheme is http or https. */
export function parseHttpUrl(input: string, base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.hostname === "") return null;
  return url;
}

/** `?a=1&utm_source=x&&b=2` → `?a=1&b=2`; "" when nothing is left. */
function cleanQuery(search: string): string {
  if (search.length <= 1) return "";
  const kept = search
    .slice(1)
    .split("&")
    .filter((part) => part !== "" && !isTrackingParam(decodeParamName(part)));
  return kept.length === 0 ? "" : `?${normalizePercentEncoding(kept.join("&"))}`;
}

function decodeParamName(part: string): string {
  const equals = part.indexOf("=");
  const raw = (equals === -1 ? part : part.slice(0, equals)).replaceAll("+", " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** `%7e` → `~`, `%2f` → `%2F`: one spelling for equivalent escapes. */
function normalizePercentEncoding(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_match, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
}
