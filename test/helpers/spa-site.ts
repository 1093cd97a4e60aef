// A single-page application on loopback: every path serves the same empty shell; its script fetches the content
// from a JSON endpoint, writes the page and its links, and routes clicks client-side (history.pushState). One view
// lives only behind a hash route (`/#/support-hours`), as older client-side routers write them.
import { type FixtureRoute, type FixtureServer, startFixtureServer } from "./fixture-server.js";

export interface SpaView {
  title: string;
  paragraphs: string[];
}

export const SPA_VIEWS: Record<string, SpaView> = {
  "/": {
    title: "Welcome to Kettle Cloud",
    paragraphs: ["Kettle Cloud keeps your recipes in sync across every kitchen device you own."],
  },
  "/pricing": {
    title: "Pricing",
    paragraphs: [
      "The Pro plan costs 12 euros per month and includes 50 GB of recipe storage.",
      "The Family plan costs 18 euros per month for up to six people.",
    ],
  },
  "/help/refunds": {
    title: "Refunds",
    paragraphs: ["Refunds for a cancelled subscription are paid back within 14 days of cancellation."],
  },
};

/** Views the router shows for a hash route (`#/support-hours`): the path alone serves the home view. */
export const SPA_HASH_VIEWS: Record<string, SpaView> = {
  "/support-hours": {
    title: "Support hours",
    paragraphs: [
      "Phone support for Kettle Cloud is open from 7:30 to 16:00 on weekdays, Central European Time.",
    ],
  },
};

const NAV = [
  { href: "/", text: "Home" },
  { href: "/pricing", text: "Pricing" },
  { href: "/help/refunds", text: "Refunds" },
  { href: "#/support-hours", text: "Support hours" },
];

const APP_JS = `
async function show() {
  const data = await (await fetch("/api/content.json")).json();
  const route = location.hash.replace(/^#!?/, "");
  const view = data.hashViews[route] || data.views[location.pathname] || data.views["/"];
  const nav = data.nav.map((link) => '<a href="' + link.href + '">' + link.text + "</a>").join(" ");
  document.getElementById("root").innerHTML =
    "<header><nav>" + nav + "</nav></header><main><article><h1>" + view.title + "</h1>" +
    view.paragraphs.map((text) => "<p>" + text + "</p>").join("") + "</article></main>";
  document.title = view.title + " · Kettle Cloud";
}
document.addEventListener("click", (event) => {
  const link = event.target.closest("a");
  if (link && link.origin === location.origin) {
    event.preventDefault();
    history.pushState({}, "", link.href);
    show();
  }
});
window.addEventListener("hashchange", show);
show();
if (window.PROBES) for (const url of window.PROBES) fetch(url).catch(() => {});
if (window.SOCKET) { try { new WebSocket(window.SOCKET); } catch {} }
if (window.FRAME) { const frame = document.createElement("iframe"); frame.src = window.FRAME; document.body.appendChild(frame); }
`;

export interface SpaSiteOptions {
  /** URLs the page's script also fetches (to test what the guard lets through). */
  probes?: string[];
  /** A frame the script opens (a navigation: allowed domains and robots.txt apply). */
  frame?: string;
  /** A WebSocket the script opens (never opened while rendering). */
  socket?: string;
  /** robots.txt body. Default: allow everything. */
  robots?: string;
}

export function spaShell(options: SpaSiteOptions = {}): string {
  const settings = [
    options.probes ? `window.PROBES = ${JSON.stringify(options.probes)};` : "",
    options.frame ? `window.FRAME = ${JSON.stringify(options.frame)};` : "",
    options.socket ? `window.SOCKET = ${JSON.stringify(options.socket)};` : "",
  ].join("");
  return `<!doctype html><html><head><meta charset="utf-8"><title>Kettle Cloud</title>
<link rel="icon" href="/favicon.png"><script>${settings}</script></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript>
<img src="/logo.png" alt=""><div id="root"></div><script src="/static/app.js"></script></body></html>`;
}

/** Starts the SPA; `requests` on the result shows every path the server was asked for. */
export async function startSpaSite(options: SpaSiteOptions = {}): Promise<FixtureServer> {
  const shell = { headers: { "content-type": "text/html; charset=utf-8" }, body: spaShell(options) };
  const routes: Record<string, FixtureRoute> = {
    "/robots.txt": {
      headers: { "content-type": "text/plain" },
      body: options.robots ?? "User-agent: *\nAllow: /\n",
    },
    "/static/app.js": { headers: { "content-type": "text/javascript" }, body: APP_JS },
    "/api/content.json": {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ views: SPA_VIEWS, hashViews: SPA_HASH_VIEWS, nav: NAV }),
    },
    "/logo.png": { headers: { "content-type": "image/png" }, body: "png" },
    "/favicon.png": { headers: { "content-type": "image/png" }, body: "png" },
  };
  for (const path of [...Object.keys(SPA_VIEWS), "/private/frame"]) routes[path] = shell;
  return startFixtureServer(routes);
}
