// A fetcher that renders in the browser what needs it: `always` every HTML page, `auto` only application shells
// (see app-shell.ts), `never` none. The plain fetch comes first (guard, allowed domains, robots.txt, body cap);
// the rendered DOM then takes the body's place, so the same extractor and link rules read it.
import {
  type Fetcher,
  type FetchOk,
  type FetchPageOptions,
  type FetchResult,
  type HttpClient,
  isHashRoute,
  isUrlAllowed,
  parseAllowedDomains,
} from "../web/index.js";
import { looksLikeAppShell } from "./app-shell.js";
import { type BrowserHost, BrowserUnavailableError } from "./browser-host.js";
import { renderPage } from "./render-page.js";

export type RenderMode = "auto" | "never" | "always";
export const RENDER_MODES: readonly RenderMode[] = ["auto", "never", "always"];

export interface RenderingFetcherOptions {
  /** The plain fetcher: every page is fetched by it first. */
  fetcher: Fetcher;
  /** The shared browser; with `never` it is never used. */
  browser: BrowserHost;
  mode: RenderMode;
  /** Answers the page's own requests: guarded like the fetcher's, but without its allowed-domain rule
   * (a page's scripts and data may come from a CDN). Navigations are held to `allowedDomains`. */
  subresourceHttp: HttpClient;
  /** The fetcher's allowed domains, for navigations; empty: any public URL. */
  allowedDomains: readonly string[];
  /** Per page. Default 15 s. */
  timeoutMs?: number;
  /** Told once when rendering is impossible (no browser) and `auto` reads pages plainly instead. */
  onNotice?: (line: string) => void;
}

const isHtml = (result: FetchOk) =>
  result.contentType === "text/html" || result.contentType === "application/xhtml+xml";

export function createRenderingFetcher(options: RenderingFetcherOptions): Fetcher {
  const { fetcher, browser, mode, subresourceHttp, timeoutMs, onNotice } = options;
  const rules = parseAllowedDomains([...options.allowedDomains]);
  let unavailable: BrowserUnavailableError | undefined;

  const allowNavigation = async (url: string, signal?: AbortSignal) => {
    if (!isUrlAllowed(url, rules)) return { allowed: false, reason: `${url} is outside the allowed domains` };
    const verdict = await fetcher.robots.check(url, signal ? { signal } : {});
    return verdict.allowed ? { allowed: true } : { allowed: false, reason: verdict.reason ?? "robots.txt" };
  };

  async function fetchPage(url: string, pageOptions: FetchPageOptions = {}): Promise<FetchResult> {
    const plain = await fetcher.fetchPage(url, pageOptions);
    if (mode === "never" || plain.status !== "ok" || plain.notModified || !isHtml(plain)) return plain;
    // A hash route (`#/pricing`) is a view only the page's script shows: `auto` renders it whatever the shell.
    const route = hashRouteOf(url);
    if (mode === "auto" && (unavailable || (route === "" && !looksLikeAppShell(plain.body)))) return plain;
    if (unavailable) return failedRender(plain, unavailable.message);
    // The browser keeps the fragment across redirects; URL resolution of a Location header does not.
    const viewUrl =
      route !== "" && !plain.finalUrl.includes("#") ? `${plain.finalUrl}${route}` : plain.finalUrl;
    let rendered: Awaited<ReturnType<typeof renderPage>>;
    try {
      rendered = await renderPage({
        browser,
        url: viewUrl,
        html: plain.body,
        http: subresourceHttp,
        allowNavigation,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        ...(pageOptions.signal ? { signal: pageOptions.signal } : {}),
      });
    } catch (error) {
      if (!(error instanceof BrowserUnavailableError)) throw error;
      unavailable = error;
      if (mode === "always") return failedRender(plain, error.message);
      onNotice?.(`${error.message}; reading JavaScript-only pages without rendering (${error.hint})`);
      return plain;
    }
    if (rendered.status !== "ok") return mode === "always" ? failedRender(plain, rendered.reason) : plain;
    return { ...plain, finalUrl: viewUrl, body: rendered.html, rendered: true };
  }

  return {
    fetchPage,
    checkAddress: (url, checkOptions) => fetcher.checkAddress(url, checkOptions),
    http: fetcher.http,
    robots: fetcher.robots,
    async close() {
      await fetcher.close();
      await subresourceHttp.close();
    },
  };
}

/** The hash route of `url` (`#/pricing`, with its `#`), or "" when it has none. */
function hashRouteOf(url: string): string {
  const hash = url.indexOf("#");
  return hash !== -1 && isHashRoute(url.slice(hash)) ? url.slice(hash) : "";
}

function failedRender(plain: FetchOk, reason: string): FetchResult {
  return {
    status: "failed",
    url: plain.url,
    finalUrl: plain.finalUrl,
    redirects: plain.redirects,
    elapsedMs: plain.elapsedMs,
    httpStatus: plain.httpStatus,
    reason,
    isRetryable: false,
  };
}
