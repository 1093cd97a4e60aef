// Maps a request on either demo host to a response. Pure and deterministic: the same URL always gets the
// same bytes for the same origins, so sessions and benchmarks can rely on it.
import { VERSION } from "../version.js";
import { HELP_TOPICS, helpPages } from "./help-pages.js";
import { escapeHtml, renderDemoPage } from "./page-layout.js";
import { formatPrice, PRODUCTS } from "./product-catalog.js";
import { shopPages } from "./shop-pages.js";
import { robotsTxt, sitemapXml } from "./site-files.js";
import { storeEventsPage } from "./store-events.js";
import type { DemoOrigins, DemoPage, DemoSite } from "./types.js";

/** Path answered with the JSON marker that identifies a running webscout demo. */
export const DEMO_MARKER_PATH = "/__webscout-demo";

/** Bumped whenever demo content changes, so an older demo still running on a port is not silently reused. */
export const DEMO_CONTENT_VERSION = 1;

/** What `GET /__webscout-demo` answers. */
export interface DemoMarker {
  webscoutDemo: true;
  site: DemoSite;
  contentVersion: number;
  version: string;
  origins: DemoOrigins;
}

export interface DemoResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

const HTML = "text/html; charset=utf-8";

let pageTables: Record<DemoSite, Map<string, DemoPage>> | undefined;

/** Every static page of a host (built once; content never changes at run time). */
export function demoPages(site: DemoSite): DemoPage[] {
  return [...tables()[site].values()];
}

function tables(): Record<DemoSite, Map<string, DemoPage>> {
  pageTables ??= {
    shop: new Map(shopPages().map((page) => [page.path, page])),
    help: new Map(helpPages().map((page) => [page.path, page])),
  };
  return pageTables;
}

function html(page: DemoPage, site: DemoSite, origins: DemoOrigins): DemoResponse {
  return {
    status: page.status ?? 200,
    headers: { "content-type": HTML },
    body: renderDemoPage({ page, site, origins }),
  };
}

function redirect(location: string): DemoResponse {
  return {
    status: 301,
    headers: { location, "content-type": HTML },
    body: `<a href="${location}">Moved</a>`,
  };
}

function notFoundPage(): DemoPage {
  return {
    path: "/404",
    title: "Page Not Found",
    description: "This page doesn't exist.",
    breadcrumbs: [],
    main: `<p>Sorry, we couldn't find that page. It may have moved.</p>
<p>Go to the <a href="shop:/">shop home page</a> or the <a href="help:/help/">Help Center</a>.</p>`,
    status: 404,
    inSitemap: false,
  };
}

function searchPage(site: DemoSite, query: string): DemoPage {
  const needle = query.trim().toLowerCase();
  const results =
    site === "shop"
      ? PRODUCTS.filter((product) => `${product.name} ${product.summary}`.toLowerCase().includes(needle)).map(
          (product) =>
            `<li><a href="/products/${product.slug}">${escapeHtml(product.name)}</a> ${formatPrice(product.price)}</li>`,
        )
      : HELP_TOPICS.filter((topic) => topic.label.toLowerCase().includes(needle)).map(
          (topic) => `<li><a href="${topic.href}">${escapeHtml(topic.label)}</a></li>`,
        );
  const body =
    needle && results.length > 0 ? `<ul>${results.join("\n")}</ul>` : "<p>No results. Try another word.</p>";
  return {
    path: site === "shop" ? "/search" : "/help/search",
    title: needle ? `Search results for "${query.trim()}"` : "Search",
    description: "Search results.",
    breadcrumbs: [site === "shop" ? { label: "Home", href: "/" } : { label: "Help Center", href: "/help/" }],
    main: body,
    inSitemap: false,
  };
}

const STYLESHEET = "body{font-family:system-ui,sans-serif;margin:0}.cookie-banner{position:fixed;bottom:0}\n";
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M2 28 16 4l14 24z" fill="#2f5d50"/></svg>';
const PIXEL = Uint8Array.from(
  Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
);

function staticFile(pathname: string): DemoResponse | undefined {
  if (pathname === "/assets/site.css")
    return { status: 200, headers: { "content-type": "text/css; charset=utf-8" }, body: STYLESHEET };
  if (pathname === "/assets/logo.svg")
    return { status: 200, headers: { "content-type": "image/svg+xml" }, body: LOGO };
  if (pathname === "/pixel.gif")
    return { status: 200, headers: { "content-type": "image/gif" }, body: PIXEL };
  if (pathname === "/favicon.ico") return { status: 204, headers: {}, body: "" };
  return undefined;
}

/**
 * Answers one GET on `site` for `url` — absolute, or a request target such as "/help/returns?x=1" (read as a
 * path on that host, never as another host) — given both hosts' live origins.
 */
export function routeDemoRequest(options: {
  site: DemoSite;
  url: string;
  origins: DemoOrigins;
}): DemoResponse {
  const { site, origins } = options;
  const url = /^https?:\/\//i.test(options.url)
    ? new URL(options.url)
    : new URL(`${origins[site]}${options.url.startsWith("/") ? "" : "/"}${options.url}`);
  const pathname = url.pathname;
  const pages = tables()[site];

  if (pathname === DEMO_MARKER_PATH) {
    const marker: DemoMarker = {
      webscoutDemo: true,
      site,
      contentVersion: DEMO_CONTENT_VERSION,
      version: VERSION,
      origins,
    };
    return {
      status: 200,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(marker),
    };
  }
  if (pathname === "/robots.txt") {
    return {
      status: 200,
      headers: { "content-type": "text/plain; charset=utf-8" },
      body: robotsTxt({ site, origins }),
    };
  }
  if (pathname === "/sitemap.xml") {
    const body = sitemapXml({ site, origins, pages: [...pages.values()] });
    return { status: 200, headers: { "content-type": "application/xml; charset=utf-8" }, body };
  }
  const file = staticFile(pathname);
  if (file) return file;

  if (site === "help" && (pathname === "/" || pathname === "/help")) return redirect("/help/");
  if (site === "shop" && pathname === "/search")
    return html(searchPage(site, url.searchParams.get("q") ?? ""), site, origins);
  if (site === "help" && pathname === "/help/search") {
    return html(searchPage(site, url.searchParams.get("q") ?? ""), site, origins);
  }
  if (site === "shop" && pathname === "/store-events") {
    const month = url.searchParams.get("month");
    const page = storeEventsPage(month === null ? {} : { month });
    return html(page ?? notFoundPage(), site, origins);
  }

  const page = pages.get(pathname);
  if (page) return html(page, site, origins);
  const alternative = pathname.endsWith("/") ? pathname.slice(0, -1) : `${pathname}/`;
  if (pages.has(alternative)) return redirect(alternative);
  return html(notFoundPage(), site, origins);
}
