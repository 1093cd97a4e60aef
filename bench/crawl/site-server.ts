// A generated static site for bench:crawl, served from its own process so the crawlers do not share its CPU time.
// Run as a child with an IPC channel: it sends {type:"listening", port}; it answers {type:"stats"} with what it served.
import { createServer } from "node:http";

/** How many pages the site has; page 0 is "/". Every page is reachable from "/" by following in-content links. */
export interface SiteOptions {
  pages: number;
}

const WORDS = (
  "river market signal harbor lantern orbit meadow copper ledger canyon velvet summit beacon prairie " +
  "compass archive delta glacier timber violet quartz falcon ember willow thunder cobalt saffron tundra " +
  "mosaic pioneer nimbus juniper atlas cascade harvest lattice marble nectar oasis pebble quiver rustic " +
  "sierra tangent umber vortex wander yonder zephyr anchor bramble cipher dune estuary fable garnet hollow " +
  "island jasper kiln lagoon mirage north opal parlor quill relic spire trellis utopia valley wharf"
).split(" ");

/** A small deterministic PRNG so every run serves the same site. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function words(random: () => number, count: number): string {
  const out: string[] = [];
  for (let index = 0; index < count; index++) out.push(WORDS[Math.floor(random() * WORDS.length)] ?? "word");
  return out.join(" ");
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export function pagePath(index: number): string {
  if (index === 0) return "/";
  const random = mulberry32(index * 7919 + 17);
  return `/articles/${index}/${words(random, 3).replaceAll(" ", "-")}`;
}

function pageTitle(index: number): string {
  if (index === 0) return "Home";
  return titleCase(pagePath(index).split("/")[3]?.replaceAll("-", " ") ?? `Page ${index}`);
}

function link(index: number, className = ""): string {
  const classAttribute = className ? ` class="${className}"` : "";
  return `<a href="${pagePath(index)}"${classAttribute}>${pageTitle(index)}</a>`;
}

/** ~10 in-content links: the page's children in an 8-ary tree (so BFS from "/" reaches everything) and two others. */
function contentLinkTargets(index: number, pages: number, random: () => number): number[] {
  const targets: number[] = [];
  for (let child = index * 8 + 1; child <= index * 8 + 8 && child < pages; child++) targets.push(child);
  while (targets.length < 10) targets.push(Math.floor(random() * pages));
  return targets;
}

const STYLE = Array.from(
  { length: 120 },
  (_, index) =>
    `.c${index}{margin:${index % 7}px ${index % 5}px;padding:${index % 3}px;color:#${(index * 2654435761).toString(16).slice(-6).padStart(6, "0")};font-size:${12 + (index % 6)}px}`,
).join("\n");

const SCRIPT = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());
${Array.from({ length: 30 }, (_, index) => `function handler${index}(event){if(event&&event.target){event.target.classList.toggle('open-${index}')}}`).join("\n")}`;

export function renderPage(index: number, pages: number): string {
  const random = mulberry32(index * 104729 + 3);
  const title = pageTitle(index);
  const nav = Array.from(
    { length: 40 },
    (_, slot) => `<li>${link((slot + 1) % pages, "nav-link")}</li>`,
  ).join("");
  const popular = Array.from(
    { length: 6 },
    () => `<li>${link(Math.floor(random() * pages))} <span class="meta">${words(random, 6)}</span></li>`,
  ).join("");
  const targets = contentLinkTargets(index, pages, random);
  const paragraphs: string[] = [];
  const paragraphCount = 5 + Math.floor(random() * 4);
  for (let paragraph = 0; paragraph < paragraphCount; paragraph++) {
    const linkHere = targets.slice(
      Math.floor((paragraph * targets.length) / paragraphCount),
      Math.floor(((paragraph + 1) * targets.length) / paragraphCount),
    );
    const sentences = Array.from(
      { length: 4 + Math.floor(random() * 4) },
      () => `${titleCase(words(random, 1))} ${words(random, 10 + Math.floor(random() * 12))}.`,
    );
    const inline = linkHere.map((target) => ` See ${link(target)} for more.`).join("");
    paragraphs.push(`<p>${sentences.join(" ")}${inline}</p>`);
    if (paragraph === 2) paragraphs.push(`<h2>${titleCase(words(random, 4))}</h2>`);
  }
  const footerColumns = Array.from(
    { length: 4 },
    (_, column) =>
      `<div class="col"><h4>${titleCase(words(random, 2))}</h4><ul>${Array.from({ length: 6 }, (_, row) => `<li>${link((column * 6 + row + 41) % pages)}</li>`).join("")}</ul></div>`,
  ).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} | Bench Site</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${words(random, 20)}">
<link rel="canonical" href="${pagePath(index)}">
<style>${STYLE}</style>
<script>${SCRIPT}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"${title}","datePublished":"2025-0${1 + (index % 9)}-1${index % 10}"}</script>
</head><body class="c${index % 120}">
<header class="site-header"><div class="logo"><a href="/">Bench Site</a></div>
<form class="search" action="/search"><input type="search" name="q" placeholder="Search"><button>Go</button></form>
<div class="cookie-banner" role="dialog">We use cookies to improve your experience. <button>Accept</button> <button>Reject</button></div></header>
<nav class="main-nav"><ul>${nav}</ul></nav>
<div class="layout"><main><article><h1>${title}</h1>
<p class="byline">By ${titleCase(words(random, 2))} · ${5 + Math.floor(random() * 10)} min read</p>
${paragraphs.join("\n")}
</article>
<section class="related"><h3>Related</h3><ul>${popular}</ul></section></main>
<aside class="sidebar"><h3>Popular</h3><ul>${popular}</ul><div class="newsletter"><h3>Newsletter</h3><p>${words(random, 25)}</p><form><input type="email"><button>Subscribe</button></form></div></aside></div>
<footer class="site-footer">${footerColumns}<p class="legal">© 2025 Bench Site. ${words(random, 30)}</p></footer>
</body></html>
`;
}

/** Starts the server; resolves to the port once listening. */
export async function startSite(options: SiteOptions): Promise<{
  port: number;
  /** Distinct pages and requests served since the start or the last `reset()`. */
  stats: () => { distinctPages: number; requests: number };
  reset: () => void;
  close: () => Promise<void>;
}> {
  const bodies = new Map<string, Buffer>();
  for (let index = 0; index < options.pages; index++) {
    bodies.set(pagePath(index), Buffer.from(renderPage(index, options.pages)));
  }
  const robots = Buffer.from("User-agent: *\nAllow: /\n");
  const served = new Set<string>();
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    const path = (request.url ?? "/").split("#")[0] ?? "/";
    if (path === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain", "content-length": robots.length });
      response.end(robots);
      return;
    }
    const body = bodies.get(path);
    if (!body) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    served.add(path);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    response.end(body);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("site server has no port");
  return {
    port: address.port,
    stats: () => ({ distinctPages: served.size, requests }),
    reset: () => {
      served.clear();
      requests = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parsePagesFlag(argv: string[]): number {
  const at = argv.indexOf("--pages");
  const value = at >= 0 ? Number(argv[at + 1]) : 2000;
  if (!Number.isInteger(value) || value < 1) throw new Error("--pages must be a positive integer");
  return value;
}

// Run as a child process: report the port, answer stats requests, stop when the parent goes away.
if (process.send && /site-server\.[jt]s$/.test(process.argv[1] ?? "")) {
  const site = await startSite({ pages: parsePagesFlag(process.argv) });
  process.on("message", (message: { type?: string }) => {
    if (message.type === "stats") process.send?.({ type: "stats", ...site.stats() });
    else if (message.type === "reset") site.reset();
  });
  process.on("disconnect", () => {
    void site.close().then(() => process.exit(0));
  });
  process.send({ type: "listening", port: site.port });
}
