// One headless Chromium shared by every render (the system's, through playwright-core; never a downloaded build),
// started on first use, with a cap on the pages open at once, and closed once on exit. Pages are kept and reused
// (a new context and page cost more than the render itself); each render brings the handlers for its requests.
import { accessSync, constants } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page, type Route } from "playwright-core";
import { WebscoutError } from "../errors/index.js";

/** Where Debian, Ubuntu and Fedora put Chromium (and Chrome), tried in order when no path is configured. */
export const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const INSTALL_HINT =
  "install Chromium (Debian/Ubuntu: `sudo apt-get install chromium`) or set WEBSCOUT_CHROMIUM_PATH to a Chromium or Chrome binary";

/** No browser to render with: none installed where we look, or it would not start. */
export class BrowserUnavailableError extends WebscoutError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super("browser-unavailable", message, { hint: INSTALL_HINT, ...options });
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The configured path when it is executable, else the first installed candidate; undefined when none is. */
export function findChromium(
  options: { configured?: string; candidates?: readonly string[] } = {},
): string | undefined {
  if (options.configured !== undefined)
    return isExecutable(options.configured) ? options.configured : undefined;
  return (options.candidates ?? CHROMIUM_CANDIDATES).find(isExecutable);
}

/**
 * Flags that keep Chromium off the network by itself: every request a page makes is fulfilled by webscout's
 * guarded HTTP client (render-page.ts), so the browser never needs to resolve a name or open a connection, and
 * must not (DNS prefetch, WebRTC, background services).
 */
const LOCKED_DOWN_ARGS = [
  "--host-resolver-rules=MAP * ~NOTFOUND",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-domain-reliability",
  "--disable-sync",
  "--no-pings",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export type LaunchBrowser = (options: { executablePath: string; args: string[] }) => Promise<Browser>;

const launchChromium: LaunchBrowser = ({ executablePath, args }) =>
  chromium.launch({ executablePath, headless: true, args });

export interface BrowserHostOptions {
  /** The browser binary (see findChromium). */
  executablePath: string;
  /** Pages open at once across every render; more wait. Default 4. */
  maxPages?: number;
  /** Default: playwright-core's chromium.launch. Tests pass a spy. */
  launch?: LaunchBrowser;
}

/** How one render answers what its page asks for. */
export interface PageHandlers {
  /** Every request of the page and its frames (the context routes all of them here). */
  request(route: Route): Promise<void>;
  /** A WebSocket the page tried to open; it is closed whatever this does. */
  webSocket(url: string): void;
}

export interface BrowserHost {
  /**
   * Runs `work` on a page once one of the `maxPages` slots is free; the page's requests go to `handlers` until
   * `work` ends. The page is then emptied (about:blank, cookies cleared) and kept for the next render.
   */
  withPage<T>(handlers: PageHandlers, work: (page: Page) => Promise<T>): Promise<T>;
  /** Whether the browser was ever started. */
  readonly started: boolean;
  close(): Promise<void>;
}

interface Slot {
  context: BrowserContext;
  page: Page;
  handlers: PageHandlers | undefined;
}

export function createBrowserHost(options: BrowserHostOptions): BrowserHost {
  const { executablePath, maxPages = 4, launch = launchChromium } = options;
  let browser: Promise<Browser> | undefined;
  let started = false;
  let closed = false;
  let open = 0;
  const waiting: Array<() => void> = [];
  let idle: Slot[] = [];

  const getBrowser = (): Promise<Browser> => {
    if (closed) return Promise.reject(new BrowserUnavailableError("the browser was closed"));
    if (!browser) {
      started = true;
      browser = launch({ executablePath, args: LOCKED_DOWN_ARGS }).then(
        (launched) => {
          // A crashed browser is started again on the next render; its pages are gone with it.
          launched.on("disconnected", () => {
            browser = undefined;
            idle = [];
          });
          return launched;
        },
        (error: unknown) => {
          browser = undefined;
          throw new BrowserUnavailableError(
            `Chromium at ${executablePath} did not start: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
            { cause: error },
          );
        },
      );
    }
    return browser;
  };

  const newSlot = async (): Promise<Slot> => {
    const context = await (await getBrowser()).newContext({
      serviceWorkers: "block",
      javaScriptEnabled: true,
      acceptDownloads: false,
    });
    const slot: Slot = { context, page: await context.newPage(), handlers: undefined };
    // Between renders nothing is answered.
    await context.route("**/*", (route) =>
      slot.handlers ? slot.handlers.request(route) : route.abort("blockedbyclient"),
    );
    await context.routeWebSocket(/.*/, (socket) => {
      slot.handlers?.webSocket(socket.url());
      return socket.close();
    });
    return slot;
  };

  const acquire = async () => {
    if (open < maxPages) {
      open++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else open--;
  };

  return {
    get started() {
      return started;
    },
    async withPage(handlers, work) {
      await acquire();
      let slot: Slot | undefined;
      try {
        slot = idle.pop() ?? (await newSlot());
        slot.handlers = handlers;
        let reusable = false;
        try {
          const result = await work(slot.page);
          reusable = true;
          return result;
        } finally {
          slot.handlers = undefined;
          if (reusable && !closed && !slot.page.isClosed()) {
            const emptied = await slot.page
              .goto("about:blank", { timeout: 5_000 })
              .then(() => slot?.context.clearCookies())
              .then(
                () => true,
                () => false,
              );
            if (emptied) idle.push(slot);
            else await slot.context.close().catch(() => undefined);
          } else {
            await slot.context.close().catch(() => undefined);
          }
        }
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      idle = [];
      const running = browser;
      browser = undefined;
      if (running) await (await running.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}
