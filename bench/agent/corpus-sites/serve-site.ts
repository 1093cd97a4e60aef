// Serves a rendered corpus site on loopback (node:http, port 0 by default): pages at their paths, the other
// spelling of a path (trailing slash, `.html`) and old paths as 301s, robots.txt, sitemap.xml, 404 otherwise.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { renderPageHtml } from "./layout.js";
import { type CorpusSite, pathKey, type SitePage } from "./site-model.js";
import { robotsTxt, sitemapXml } from "./sitemap.js";

export interface ServedSite {
  /** The origin, e.g. "http://127.0.0.1:40123". */
  origin: string;
  host: string;
  /** Paths requested so far, in order (for counting page requests). */
  requests: string[];
  close(): Promise<void>;
}

export async function serveSite(options: {
  site: CorpusSite;
  /** 0 (the default) lets the OS pick a free port. */
  port?: number;
}): Promise<ServedSite> {
  const { site } = options;
  const pages = new Map<string, SitePage>(site.pages.map((page) => [pathKey(page.path), page]));
  const redirects = new Map<string, string>();
  for (const [from, to] of site.redirects) if (!pages.has(pathKey(from))) redirects.set(pathKey(from), to);
  const rendered = new Map<string, string>();
  const requests: string[] = [];
  let origin = "";
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://site");
    const path = safeDecode(url.pathname);
    requests.push(path);
    if (path === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(robotsTxt(origin));
      return;
    }
    if (path === "/sitemap.xml") {
      response
        .writeHead(200, { "content-type": "application/xml; charset=utf-8" })
        .end(sitemapXml(site, origin));
      return;
    }
    const key = pathKey(path);
    const page = pages.get(key);
    if (page && page.path !== path) {
      response.writeHead(301, { location: encodeURI(page.path) + url.search }).end();
      return;
    }
    if (page) {
      let html = rendered.get(key);
      if (html === undefined) {
        html = renderPageHtml(page);
        rendered.set(key, html);
      }
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    const target = redirects.get(key);
    if (target) {
      response.writeHead(301, { location: encodeURI(target) }).end();
      return;
    }
    response
      .writeHead(404, { "content-type": "text/html; charset=utf-8" })
      .end("<!doctype html><title>404</title><h1>Page not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
