// What the browser tests share: Debian's chromium driven by playwright-core, the UI built into a temp dir, the
// real server (offline engine or a fake OpenAI-compatible model) on loopback, port 0, with a temp data dir, and
// useUiSuite, which sets all of that up once per describe block and tears it down after.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import { createReasoner } from "../../src/agents/support/create-reasoner.js";
import { loadConfig } from "../../src/config/index.js";
import { type DemoEventSites, startDemoEventSites } from "../../src/demo/events/index.js";
import { type DemoSites, startDemoSites } from "../../src/demo/index.js";
import { supportDemoAccess } from "../../src/runtime/demo-access.js";
import { engineName, modelFromConfig } from "../../src/runtime/model-from-config.js";
import { openEventsRuntime } from "../../src/runtime/open-events-runtime.js";
import { openStores } from "../../src/runtime/open-stores.js";
import { createSupportRuntimeFactory } from "../../src/runtime/support-runtime-factory.js";
import { createEventsBackend } from "../../src/server/events-backend.js";
import { silentLogger, stderrLogger } from "../../src/server/logger.js";
import { startServer } from "../../src/server/main.js";
import { createRuntimeManager } from "../../src/server/runtime-manager.js";
import { resolveServerSettings } from "../../src/server/server-settings.js";

export const CHROMIUM_PATH = "/usr/bin/chromium";
export const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
export const SKIP_MESSAGE = `browser tests skipped: ${CHROMIUM_PATH} not found (apt-get install chromium)`;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Builds the UI (scripts/build-ui.mjs, as `npm run build` does) into a fresh temp dir. */
export async function buildUiIntoTempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "webscout-ui-build-"));
  execFileSync(process.execPath, [join(ROOT, "scripts/build-ui.mjs"), dir], { cwd: ROOT, stdio: "pipe" });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface UiServer {
  /** Without a trailing slash, e.g. "http://127.0.0.1:41234". */
  url: string;
  demo?: DemoSites;
  /** With `events`: the demo event web the Events tab searches. */
  eventDemo?: DemoEventSites;
  close(): Promise<void>;
}

export interface StartUiServerOptions {
  uiDir: string;
  /** Serve the bundled demo sites (port 0) and use them as start URLs. Default false. */
  demo?: boolean;
  /** Start URLs when not using the demo (loopback test sites). */
  urls?: string[];
  /** Default "offline". */
  llm?: string;
  corsOrigins?: string[];
  /** Also let the demo sites' pages call the API from a browser (the widget embedded on the demo shop). */
  corsForDemo?: boolean;
  adminToken?: string;
  /** Serve POST /events over the demo event web (port 0) with its profile. Default false. */
  events?: boolean;
}

export async function startUiServer(options: StartUiServerOptions): Promise<UiServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "webscout-ui-data-"));
  const config = loadConfig({
    env: {},
    flags: { dataDir, llm: options.llm ?? "offline", allowPrivateNetwork: true },
    readConfigFile: () => undefined,
  });
  const stores = openStores({ dataDir });
  const demo = options.demo ? await startDemoSites({ shopPort: 0, helpPort: 0 }) : undefined;
  const settings = resolveServerSettings({
    urls: options.urls ?? (demo ? [demo.shopUrl, demo.helpUrl] : []),
  });
  const runtimes = createRuntimeManager({
    factory: createSupportRuntimeFactory({
      config,
      stores,
      reasoner: createReasoner({ model: modelFromConfig(config) }),
      demo: supportDemoAccess(demo),
    }),
    allowedDomains: settings.allowedDomains,
  });
  const eventDemo = options.events ? await startDemoEventSites({ basePort: 0 }) : undefined;
  let events: ReturnType<typeof createEventsBackend> | undefined;
  if (eventDemo) {
    const profilePath = join(dataDir, "event-profile.csv");
    await writeFile(profilePath, eventDemo.profileCsv);
    events = createEventsBackend({ open: () => openEventsRuntime({ config, stores, profilePath }) });
  }
  const server = await startServer({
    runtimes,
    events,
    port: 0,
    settings,
    engine: engineName(config),
    uiDir: options.uiDir,
    corsOrigins: [
      ...(options.corsOrigins ?? []),
      ...(demo && options.corsForDemo ? [demo.origins.shop, demo.origins.help] : []),
    ],
    adminToken: options.adminToken,
    rateLimit: { requests: 1000, windowMs: 60_000 },
    logger: process.env.WEBSCOUT_TEST_LOG ? stderrLogger : silentLogger,
  });
  return {
    url: server.url.replace(/\/$/, ""),
    demo,
    eventDemo,
    async close() {
      await server.close();
      await Promise.all([demo?.close(), eventDemo?.close()]);
      await stores.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A host name the browser resolves to 127.0.0.1: the server sees a Host that is not loopback. */
export const PUBLIC_NAME = "bot.webscout.test";

/** Headless chromium; playwright gives every launch a fresh temporary profile (user-data dir). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
      "--disable-sync",
      // A public-looking name for the local server: what a visitor from elsewhere sends as Host.
      `--host-resolver-rules=MAP ${PUBLIC_NAME} 127.0.0.1`,
    ],
  });
}

export interface PageWatch {
  /** Requests to origins other than the allowed ones (aborted, never sent). */
  foreignRequests: string[];
  /** Console errors (CSP violations included), uncaught exceptions and dialogs (alert, confirm…). */
  problems: string[];
}

/** Records what a page should never do: leave the allowed origins, log errors, open dialogs. */
export async function watchPage(page: Page, allowedOrigins: string[]): Promise<PageWatch> {
  const watch: PageWatch = { foreignRequests: [], problems: [] };
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (allowedOrigins.some((origin) => url.startsWith(`${origin}/`) || url === origin))
      return route.continue();
    watch.foreignRequests.push(url);
    return route.abort();
  });
  page.on("console", (message) => {
    if (message.type() === "error") watch.problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => watch.problems.push(`pageerror: ${error.message}`));
  page.on("dialog", (dialog) => {
    watch.problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return watch;
}

/** What the page showed while a question ran, from every DOM change (the offline engine is quick: a state may
 * last less than a frame, so changes are read from mutation records, not sampled). */
export interface SeenInPage {
  statuses: string[];
  progressTitles: string[];
  /** The answer's text after each time it was rendered: several while it streams, then the final one. */
  answerRenders: string[];
}

/** Installs, before any page script, a MutationObserver filling `window.__seen` (read it with readSeen). */
export async function recordUi(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { statuses: [] as string[], progressTitles: [] as string[], answerRenders: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const addOnce = (list: string[], text: string | null) => {
      if (text && !list.includes(text)) list.push(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const added = [...record.addedNodes];
        if (target?.classList.contains("status-text")) addOnce(seen.statuses, target.textContent);
        if (target?.classList.contains("answer") && added.length > 0) {
          seen.answerRenders.push(added.map((node) => node.textContent ?? "").join(""));
        }
        for (const node of added) {
          if (!(node instanceof Element)) continue;
          if (node.closest(".progress") || node.querySelector(".status-text")) {
            for (const title of node.querySelectorAll(".page-title"))
              addOnce(seen.progressTitles, title.textContent);
            for (const status of node.querySelectorAll(".status-text"))
              addOnce(seen.statuses, status.textContent);
          }
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export function readSeen(page: Page): Promise<SeenInPage> {
  return page.evaluate(() => (window as unknown as { __seen: SeenInPage }).__seen);
}

/** The desktop window the tests read the UI at. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
/** A phone: narrow, touch, mobile layout. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** A describe block that runs where chromium is installed and says why it was skipped where it is not. */
export function describeInChromium(name: string, body: () => void): void {
  if (!HAS_CHROMIUM) console.warn(SKIP_MESSAGE);
  describe.skipIf(!HAS_CHROMIUM)(name, body);
}

interface Closable {
  close(): Promise<void>;
}

export interface OpenPageOptions {
  /** Origins the page may load from; any other request is aborted and recorded in `watch`. */
  origins: string[];
  /** Default DESKTOP. */
  device?: BrowserContextOptions;
  /** Record what the UI shows as it changes, for readSeen. Default false. */
  recordUi?: boolean;
}

export interface UiPage {
  page: Page;
  watch: PageWatch;
  /** Closes the page's browser context. */
  close(): Promise<void>;
}

export interface UiSuite {
  /** Starts a server (see startUiServer) on the suite's UI build; closed after the suite. */
  startServer(options?: Omit<StartUiServerOptions, "uiDir">): Promise<UiServer>;
  /** Closes `resource` after the suite (local sites, fake models) and returns it. */
  closeAfterAll<Resource extends Closable>(resource: Resource): Resource;
  /** A page in a fresh browser context (its own storage), watched from the start (see watchPage). */
  openPage(options: OpenPageOptions): Promise<UiPage>;
}

/**
 * Call inside a describe block: before its tests, builds the UI and launches chromium; after them, closes the
 * browser (and with it every page), then the servers and resources handed to the suite, then removes the build.
 * Servers are started from the block's own beforeAll, which runs after this one.
 */
export function useUiSuite(): UiSuite {
  let build: Awaited<ReturnType<typeof buildUiIntoTempDir>> | undefined;
  let browser: Browser | undefined;
  const opened: Closable[] = [];

  beforeAll(async () => {
    [build, browser] = await Promise.all([buildUiIntoTempDir(), launchChromium()]);
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(opened.splice(0).map((resource) => resource.close()));
    await build?.remove();
  });

  const started = <Value>(value: Value | undefined, what: string): Value => {
    if (value === undefined)
      throw new Error(`useUiSuite: ${what} is not ready; use it from a hook or a test`);
    return value;
  };

  return {
    async startServer(options = {}) {
      const server = await startUiServer({ ...options, uiDir: started(build, "the UI build").dir });
      opened.push(server);
      return server;
    },
    closeAfterAll(resource) {
      opened.push(resource);
      return resource;
    },
    async openPage({ origins, device = DESKTOP, recordUi: record = false }) {
      // Closing the browser after the suite closes a context a failed test left open.
      const context = await started(browser, "chromium").newContext(device);
      const page = await context.newPage();
      const watch = await watchPage(page, origins);
      if (record) await recordUi(page);
      return { page, watch, close: () => context.close() };
    },
  };
}
