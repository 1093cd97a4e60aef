// The public surface of rendering: JavaScript-built pages read through the system's headless Chromium.
export { type AppShellSignals, appShellSignals, looksLikeAppShell } from "./app-shell.js";
export {
  type BrowserHost,
  type BrowserHostOptions,
  BrowserUnavailableError,
  CHROMIUM_CANDIDATES,
  createBrowserHost,
  findChromium,
  INSTALL_HINT,
  type LaunchBrowser,
  type PageHandlers,
} from "./browser-host.js";
export { type RenderPageOptions, type RenderResult, renderPage } from "./render-page.js";
export {
  createRenderingFetcher,
  RENDER_MODES,
  type RenderingFetcherOptions,
  type RenderMode,
} from "./rendering-fetcher.js";
