// Renders one fetched HTML page in the shared browser. Every request the page makes is answered by webscout's
// guarded HTTP client (the SSRF guard after DNS, the body cap, politeness), never by the browser's own network;
// navigations also need the allowed domains and robots.txt; images, media and fonts are not loaded at all.
import type { Request, Route } from "playwright-core";
import { type HttpClient, normalizeUrl, withoutFragment } from "../web/index.js";
import type { BrowserHost } from "./browser-host.js";

/**
 * Runs in the page: resolves once its DOM has not changed for `quietMs`, or after `capMs`. Kept as source text:
 * a compiled function may carry helpers of the compiler (esbuild's `__name`) that the page does not have.
 */
const DOM_QUIET = `({ quietMs, capMs }) => new Promise((resolve) => {
  let timer;
  const done = () => { observer.disconnect(); clearTimeout(timer); clearTimeout(cap); resolve(); };
  const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, quietMs); });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  timer = setTimeout(done, quietMs);
  const cap = setTimeout(done, capMs);
})`;

/** The network counts as quiet once no request of the page has been in flight for this long. */
const QUIET_MS = 200;
/** How often the quiet is checked. */
const QUIET_POLL_MS = 25;

/** Resource types never loaded: they add nothing to the text and cost bytes. */
const NOT_LOADED = new Set(["image", "media", "font"]);
/** Response headers that describe the wire, not the body the client already decoded. */
const WIRE_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);

export type RenderResult =
  | {
      status: "ok";
      /** The DOM after scripts ran, serialised. */
      html: string;
      /** Requests the page made that the rules refused, with why. */
      refused: Array<{ url: string; reason: string }>;
    }
  | { status: "failed"; reason: string; refused: Array<{ url: string; reason: string }> };

export interface RenderPageOptions {
  browser: BrowserHost;
  /** The page's final URL; with a hash route (`#/pricing`), the view the page's router shows. */
  url: string;
  /** Its HTML as the fetcher got it: served to the browser for `url` without a second request. */
  html: string;
  /** Answers every other request (guarded, capped, polite), with no allowed-domain rule of its own. */
  http: HttpClient;
  /** Whether a navigation (a frame's document) may go to `url`: allowed domains and robots.txt. */
  allowNavigation: (url: string, signal?: AbortSignal) => Promise<{ allowed: boolean; reason?: string }>;
  /** Time for loading and running the page's scripts until the network is quiet. Default 15 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The browser asks for the document without its fragment: `/#/pricing` is served `/`. */
function sameDocument(a: string, b: string): boolean {
  return withoutFragment(normalizeUrl(a) ?? a) === withoutFragment(normalizeUrl(b) ?? b);
}

export async function renderPage(options: RenderPageOptions): Promise<RenderResult> {
  const { browser, url, html, http, allowNavigation, timeoutMs = 15_000, signal } = options;
  const refused: Array<{ url: string; reason: string }> = [];
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener("abort", stop, { once: true });

  const refuse = async (route: Route, request: Request, reason: string) => {
    refused.push({ url: request.url(), reason });
    await route.abort("blockedbyclient");
  };

  // Every request passes through `handle`, so the page's network activity is known exactly.
  let inFlight = 0;
  let lastActivity = Date.now();
  const tracked = async (route: Route): Promise<void> => {
    inFlight++;
    lastActivity = Date.now();
    try {
      await handle(route);
    } finally {
      inFlight--;
      lastActivity = Date.now();
    }
  };
  /** Resolves when no request has been in flight for QUIET_MS, or at the deadline. */
  const quiet = async (deadline: number) => {
    while (Date.now() < deadline && !controller.signal.aborted) {
      if (inFlight === 0 && Date.now() - lastActivity >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
    }
  };

  const handle = async (route: Route): Promise<void> => {
    const request = route.request();
    const target = request.url();
    const accept = request.headers().accept;
    // A favicon is typed "other" but asks for an image.
    if (NOT_LOADED.has(request.resourceType()) || accept?.startsWith("image/")) {
      return route.abort("blockedbyclient");
    }
    if (!/^https?:/i.test(target)) return refuse(route, request, "only http and https are fetched");
    if (request.method() !== "GET" && request.method() !== "HEAD") {
      return refuse(route, request, `${request.method()} requests are not made while reading a page`);
    }
    const navigation = request.isNavigationRequest();
    if (navigation && request.frame().parentFrame() === null && sameDocument(target, url)) {
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
    }
    if (navigation) {
      const verdict = await allowNavigation(target, controller.signal);
      if (!verdict.allowed) return refuse(route, request, verdict.reason ?? "navigation not allowed");
    }
    const result = await http.get(target, {
      signal: controller.signal,
      ...(accept ? { headers: { accept } } : {}),
    });
    if (result.status === "blocked") return refuse(route, request, result.reason);
    if (result.status === "failed") {
      if (result.httpStatus !== undefined) return route.fulfill({ status: result.httpStatus, body: "" });
      return route.abort("failed");
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(result.response.headers)) {
      if (!WIRE_HEADERS.has(name)) headers[name] = value;
    }
    return route.fulfill({
      status: result.response.httpStatus,
      headers,
      body: Buffer.from(result.response.bytes),
    });
  };

  try {
    const handlers = {
      // A page closing under a pending request makes fulfil/abort throw: nothing to do then.
      request: (route: Route) => tracked(route).catch(() => route.abort().catch(() => undefined)),
      webSocket: (socketUrl: string) => {
        refused.push({ url: socketUrl, reason: "WebSockets are not opened while reading a page" });
      },
    };
    return await browser.withPage(handlers, async (page): Promise<RenderResult> => {
      const deadline = Date.now() + timeoutMs;
      try {
        await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
        // Scripts that fetch their content after load: wait for a quiet network, as long as time is left.
        await quiet(deadline);
        // A response handed to the page is written into the DOM a little later (more so on a busy machine):
        // wait until the DOM has not changed for QUIET_MS, and for any request that started meanwhile.
        const capMs = Math.max(0, Math.min(2_000, deadline - Date.now()));
        // Bounded here too: the page's own scripts may have replaced setTimeout or MutationObserver.
        await Promise.race([
          page
            .evaluate(`(${DOM_QUIET})(${JSON.stringify({ quietMs: QUIET_MS, capMs })})`)
            .catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, capMs + QUIET_MS).unref()),
        ]);
        await quiet(deadline);
        if (signal?.aborted) return { status: "failed", reason: "aborted", refused };
        return { status: "ok", html: await page.content(), refused };
      } catch (error) {
        const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
        return { status: "failed", reason: `rendering failed: ${message}`, refused };
      }
    });
  } finally {
    signal?.removeEventListener("abort", stop);
    controller.abort();
  }
}
