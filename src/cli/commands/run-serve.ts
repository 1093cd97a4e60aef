// The serve command's work, loaded only when `webscout serve` runs: config, database, demo, runtimes, the event
// scout (opened on the first query), server; then waits for SIGINT/SIGTERM and shuts everything down in order.
import { createReasoner } from "../../agents/support/create-reasoner.js";
import { loadConfig } from "../../config/index.js";
import { type DemoSites, startDemoSites } from "../../demo/index.js";
import { browserFromConfig } from "../../runtime/browser-from-config.js";
import { supportDemoAccess } from "../../runtime/demo-access.js";
import { loadProfileCsv } from "../../runtime/load-profile-csv.js";
import { engineName, modelFromConfig } from "../../runtime/model-from-config.js";
import { openConfiguredStores } from "../../runtime/open-configured-stores.js";
import { openEventsRuntime } from "../../runtime/open-events-runtime.js";
import { openSiteIndexer, startIndexSchedule } from "../../runtime/open-site-indexer.js";
import { pageFetcherOpener } from "../../runtime/page-fetcher-opener.js";
import { type ServerSharing, serverSharing } from "../../runtime/server-sharing.js";
import { createSitemapMemo } from "../../runtime/sitemap-memo.js";
import { createSupportRuntimeFactory } from "../../runtime/support-runtime-factory.js";
import { adminMode, adminWarning } from "../../server/admin-auth.js";
import { createEventsBackend } from "../../server/events-backend.js";
import type { Logger } from "../../server/logger.js";
import { startServer } from "../../server/main.js";
import { createRuntimeManager } from "../../server/runtime-manager.js";
import { resolveServerSettings, type ServerSettings } from "../../server/server-settings.js";
import { terminalLine, terminalText } from "../terminal-text.js";
import { summaryLine } from "./run-index.js";
import type { ServeCommandOptions } from "./serve.js";

type Output = { write(text: string): unknown };

export interface RunServeDependencies {
  stdout: Output;
  stderr: Output;
  /** Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Resolves when the server should stop. Default: the first SIGINT or SIGTERM. */
  stopped?: Promise<unknown>;
}

function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(signal);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}

function describeStart(demo: DemoSites | undefined, urls: string[]): string {
  if (demo) return `demo: shop ${demo.shopUrl} + help ${demo.helpUrl}; event sites on the first event query`;
  if (urls.length > 0) return `start URLs: ${urls.join(", ")}`;
  return "no start URLs yet: POST /configure or restart with --url";
}

/** Where POST /configure keeps the server's settings in the settings store. */
const SETTINGS_KEY = "server";

export async function runServe(options: ServeCommandOptions, deps: RunServeDependencies): Promise<void> {
  const env = deps.env ?? process.env;
  const config = loadConfig({
    env,
    flags: {
      llm: options.llm,
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      allowPrivateNetwork: options.allowPrivateNetwork,
      allowLinkLocal: options.allowLinkLocal,
      adminToken: options.adminToken,
      corsOrigins: options.corsOrigin,
      trustProxy: options.trustProxy,
      rateLimit: options.rateLimit,
      maxConcurrent: options.maxConcurrent,
      render: options.render,
    },
  });
  const engine = engineName(config);
  // An error's message or stack can quote a page or a model reply: nothing in it may drive the terminal.
  const logger: Logger = {
    info: (message) => deps.stderr.write(`${terminalText(message)}\n`),
    warn: (message) => deps.stderr.write(`warning: ${terminalText(message)}\n`),
    error: (message, error) => {
      const details = error instanceof Error ? `\n${error.stack ?? error.message}` : "";
      deps.stderr.write(`${terminalText(`error: ${message}${details}`)}\n`);
    },
  };
  const { adminToken, corsOrigins } = config;

  // Read now, so that a wrong path fails at start-up rather than on the first event query.
  if (options.profile) loadProfileCsv(options.profile);

  // One browser for every chat's pages, started on the first page that needs it (never with --render never).
  const notice = (line: string) => logger.warn(line);
  const browser = browserFromConfig({ config, notice });
  const stores = await openConfiguredStores({ config });
  let shared: ServerSharing | undefined;
  let demo: DemoSites | undefined;
  try {
    demo = options.demo ? await startDemoSites() : undefined;
    const urls = options.url ?? (demo ? [demo.shopUrl, demo.helpUrl] : []);
    const loadSettings = () => stores.settings.get<ServerSettings>(SETTINGS_KEY);
    const saved = await loadSettings();
    // Started without sites (no --url, no --demo): the settings of the last POST /configure, if any.
    const settings = resolveServerSettings(
      (urls.length === 0 ? saved : undefined) ?? {
        urls,
        allowedDomains: options.allowDomain,
        instruction: options.instruction,
      },
    );
    // Over Postgres: rate limits, the questions answered at once, later POST /configure and a per-host pace for
    // every fetch, shared by every replica.
    shared = serverSharing({
      stores,
      maxConcurrent: config.maxConcurrent,
      loadSettings,
      initialSettings: saved,
      onError: (error) =>
        logger.warn(`shared server state: ${error instanceof Error ? error.message : error}`),
    });
    const demoAccess = supportDemoAccess(demo);
    // A new chat offers its start sites' sitemap URLs: read once per SITEMAP_MEMO_MS rather than once per chat
    // (a busy widget would fetch the sitemap for every visitor, and over Postgres spend the shared per-host pace on
    // it). With --index, the sitemaps the index read serve every new chat until the next refresh reads them again.
    const sitemaps = createSitemapMemo({
      maxAgeMs: options.index ? config.indexRefreshMinutes * 60_000 + 60_000 : SITEMAP_MEMO_MS,
    });
    const runtimes = createRuntimeManager({
      factory: createSupportRuntimeFactory({
        config,
        stores,
        reasoner: createReasoner({ model: modelFromConfig(config) }),
        demo: demoAccess,
        ...(browser ? { browser } : {}),
        notice,
        sitemaps,
        ...(shared.hostPace ? { hostPace: shared.hostPace } : {}),
      }),
      allowedDomains: settings.allowedDomains,
    });
    // Opened on the first POST /events (the demo event web starts then), over the server's own database.
    const events = createEventsBackend({
      open: () =>
        openEventsRuntime({
          config,
          stores,
          demo: options.demo === true,
          profilePath: options.profile,
          ...(shared?.hostPace ? { hostPace: shared.hostPace } : {}),
        }),
    });
    const server = await startServer({
      rateLimiters: shared.rateLimiters,
      runSlots: shared.runSlots,
      sessionTurns: shared.sessionTurns,
      settingsUpdates: shared.settingsUpdates,
      runtimes,
      events,
      port: options.port,
      host: options.host,
      settings,
      engine,
      adminToken,
      apiKey: config.apiKey,
      openFetcher: pageFetcherOpener({
        config,
        demo: supportDemoAccess(demo),
        ...(shared.hostPace ? { hostPace: shared.hostPace } : {}),
      }),
      corsOrigins,
      trustProxy: config.trustProxy,
      rateLimit: { requests: config.rateLimit, windowMs: 60_000 },
      maxConcurrentRuns: config.maxConcurrent,
      database: { backend: stores.backend, check: () => stores.ping() },
      saveSettings: (next) => stores.settings.put(SETTINGS_KEY, next),
      logger,
    });
    // The start URLs are the user's or a config file's: shown as one line, nothing a terminal would act on.
    const start = terminalLine(describeStart(demo, settings.urls));
    deps.stdout.write(`webscout listening on ${server.url} (engine: ${terminalLine(engine)}, ${start})\n`);
    const policy = { token: adminToken, listenHost: options.host };
    const warning = adminWarning(policy);
    if (warning) logger.warn(warning);
    else if (adminMode(policy) === "open-on-loopback") {
      logger.info(
        "admin actions (POST /configure) are open to this machine; set WEBSCOUT_ADMIN_TOKEN to require a token",
      );
    }
    // --index: the start URLs read into the page store now and refreshed on a schedule, so questions on a warm
    // site fetch nothing; questions asked meanwhile crawl live what is not stored yet.
    const index =
      options.index && settings.urls.length > 0
        ? startServeIndex({
            config,
            pageStore: stores.pages,
            startUrls: settings.urls,
            allowedDomains: [...settings.allowedDomains, ...demoAccess.allowedDomains],
            trustedHosts: demoAccess.trustedHosts,
            ...(browser ? { browser } : {}),
            sitemaps,
            ...(shared.hostPace ? { hostPace: shared.hostPace } : {}),
            notice,
            logger,
          })
        : undefined;
    const signal = await (deps.stopped ?? untilSignal());
    logger.info(`stopping${typeof signal === "string" ? ` (${signal})` : ""}…`);
    await index?.stop();
    await server.close();
  } finally {
    await browser?.close();
    await demo?.close();
    await shared?.close();
    await stores.close();
  }
}

/** How long `serve` (without --index) reuses a start site's sitemap URLs for new chats. */
const SITEMAP_MEMO_MS = 10 * 60_000;

/** Reports every this many pages while `serve --index` runs. */
const INDEX_PROGRESS_EVERY = 25;

function startServeIndex(
  options: Omit<Parameters<typeof openSiteIndexer>[0], "onPage"> & {
    config: Parameters<typeof openSiteIndexer>[0]["config"] & { indexRefreshMinutes: number };
    logger: Logger;
  },
): { stop(): Promise<void> } {
  const { logger, config } = options;
  let pages = 0;
  const indexer = openSiteIndexer({
    ...options,
    onPage: () => {
      pages++;
      if (pages % INDEX_PROGRESS_EVERY === 0) logger.info(`index: ${pages} pages read…`);
    },
  });
  logger.info(`index: reading ${options.startUrls.join(", ")} (up to ${config.indexMaxPages} pages)`);
  const schedule = startIndexSchedule({
    indexer,
    intervalMs: config.indexRefreshMinutes * 60_000,
    onSummary: (summary, refresh) => {
      pages = 0;
      logger.info(`index${refresh ? " refresh" : ""}: ${summaryLine(summary)}`);
    },
    onError: (error) => logger.error("index run failed", error),
  });
  return {
    async stop() {
      await schedule.stop();
      await indexer.close();
    },
  };
}
