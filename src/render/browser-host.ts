// One headless Chromium shared by every render (the system's, through playwright-core; never a downloaded build),
// started on first use, with a cap on the pages open at once, and closed once on exit.
import { accessSync, constants } from "node:fs";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
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

export interface BrowserHost {
  /** Runs `work` in a fresh context (its own cookies and routes) once a page slot is free; closes it after. */
  withContext<T>(work: (context: BrowserContext) => Promise<T>): Promise<T>;
  /** Whether the browser was ever started. */
  readonly started: boolean;
  close(): Promise<void>;
}

export function createBrowserHost(options: BrowserHostOptions): BrowserHost {
  const { executablePath, maxPages = 4, launch = launchChromium } = options;
  let browser: Promise<Browser> | undefined;
  let started = false;
  let closed = false;
  let open = 0;
  const waiting: Array<() => void> = [];

  const getBrowser = (): Promise<Browser> => {
    if (closed) return Promise.reject(new BrowserUnavailableError("the browser was closed"));
    if (!browser) {
      started = true;
      browser = launch({ executablePath, args: LOCKED_DOWN_ARGS }).then(
        (launched) => {
          // A crashed browser is started again on the next render.
          launched.on("disconnected", () => {
            browser = undefined;
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
    async withContext(work) {
      await acquire();
      try {
        const context = await (await getBrowser()).newContext({
          serviceWorkers: "block",
          javaScriptEnabled: true,
          acceptDownloads: false,
        });
        try {
          return await work(context);
        } finally {
          await context.close().catch(() => undefined);
        }
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      const running = browser;
      browser = undefined;
      if (running) await (await running.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}
