// Maps a request on one event site to a response. Pure: the same URL, origins and day give the same bytes.
import { VERSION } from "../../version.js";
import { anchorDate } from "./event-times.js";
import type { EventSiteKey, EventSiteOrigins, EventSitePage } from "./fixture-types.js";
import { buildEventSite } from "./site-content.js";
import { renderEventSitePage } from "./site-layout.js";
import { SITE_IDENTITIES } from "./venues.js";

/** Path answered with the JSON marker that identifies a running webscout event demo. */
export const EVENT_DEMO_MARKER_PATH = "/__webscout-event-demo";

/** Bumped whenever the event demo's content changes, so an older running demo is not silently reused. */
export const EVENT_DEMO_CONTENT_VERSION = 1;

/** Paths every site's robots.txt disallows: checkout and staff pages. */
export const EVENT_DEMO_DISALLOWED_PATHS = ["/tickets/", "/admin/"] as const;

/** What `GET /__webscout-event-demo` answers. */
export interface EventDemoMarker {
  webscoutEventDemo: true;
  site: EventSiteKey;
  contentVersion: number;
  version: string;
  origins: EventSiteOrigins;
  /** The New York day the content is anchored to (YYYY-MM-DD). */
  anchorDate: string;
}

export interface EventDemoResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const HTML = "text/html; charset=utf-8";

function htmlResponse(options: {
  site: EventSiteKey;
  page: EventSitePage;
  origins: EventSiteOrigins;
  status?: number;
}): EventDemoResponse {
  return {
    status: options.status ?? options.page.status ?? 200,
    headers: { "content-type": HTML },
    body: renderEventSitePage(options),
  };
}

function notFound(site: EventSiteKey, origins: EventSiteOrigins): EventDemoResponse {
  const page: EventSitePage = {
    path: "/404",
    title: "Page Not Found",
    description: "This page doesn't exist.",
    main: `<p>Sorry, we couldn't find that page. Try the <a href="${SITE_IDENTITIES[site].listingPath}">${SITE_IDENTITIES[site].listingLabel}</a>.</p>`,
  };
  return htmlResponse({ site, page, origins, status: 404 });
}

function robotsTxt(origin: string): string {
  return `User-agent: *
${EVENT_DEMO_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join("\n")}

Sitemap: ${origin}/sitemap.xml
`;
}

function sitemapXml(origin: string, paths: string[]): string {
  const entries = paths.map((path) => `  <url><loc>${origin}${path.replaceAll("&", "&amp;")}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`;
}

/**
 * Answers one GET on `site` for `url` (a request target such as "/events?page=2", read as a path on that
 * host), given every site's live origin and the clock the content is anchored to.
 */
export function routeEventDemoRequest(options: {
  site: EventSiteKey;
  url: string;
  origins: EventSiteOrigins;
  now: Date;
}): EventDemoResponse {
  const { site, origins, now } = options;
  const origin = origins[site];
  const url = new URL(`${origin}${options.url.startsWith("/") ? "" : "/"}${options.url}`);
  const pathname = url.pathname;
  const built = buildEventSite({ site, origins, now });

  if (pathname === EVENT_DEMO_MARKER_PATH) {
    const marker: EventDemoMarker = {
      webscoutEventDemo: true,
      site,
      contentVersion: EVENT_DEMO_CONTENT_VERSION,
      version: VERSION,
      origins,
      anchorDate: anchorDate(now),
    };
    return {
      status: 200,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(marker),
    };
  }
  if (pathname === "/robots.txt") {
    return { status: 200, headers: { "content-type": "text/plain; charset=utf-8" }, body: robotsTxt(origin) };
  }
  if (pathname === "/sitemap.xml") {
    const paths = built.content.pages.filter((page) => page.inSitemap !== false).map((page) => page.path);
    const feeds = [...built.files.keys()];
    return {
      status: 200,
      headers: { "content-type": "application/xml; charset=utf-8" },
      body: sitemapXml(origin, [...paths, ...feeds]),
    };
  }
  if (pathname === "/assets/site.css") {
    return { status: 200, headers: { "content-type": "text/css; charset=utf-8" }, body: "body{margin:0}\n" };
  }
  if (pathname === "/favicon.ico") return { status: 204, headers: {}, body: "" };
  if (pathname.startsWith("/tickets/")) {
    const page = {
      path: pathname,
      title: "Checkout",
      description: "Tickets.",
      main: "<p>Choose your seats.</p>",
    };
    return htmlResponse({ site, page: { ...page, inSitemap: false }, origins });
  }
  const dynamic = built.content.dynamic?.(url);
  if (dynamic) return htmlResponse({ site, page: dynamic, origins });
  const page = built.byPath.get(pathname);
  if (page) return htmlResponse({ site, page, origins });
  const file = built.files.get(pathname);
  if (file) return { status: 200, headers: { "content-type": file.contentType }, body: file.body };
  const alternative = pathname.endsWith("/") ? pathname.slice(0, -1) : `${pathname}/`;
  if (alternative !== "" && built.byPath.has(alternative)) {
    return { status: 301, headers: { location: alternative, "content-type": HTML }, body: "Moved" };
  }
  return notFound(site, origins);
}
