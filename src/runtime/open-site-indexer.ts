// The site index wired from the configuration: the guarded fetcher (PDFs read, rendering as configured) over
// the page store, for `webscout index` and `serve --index`, and the schedule that keeps it fresh.
import type { WebscoutConfig } from "../config/index.js";
import type { BrowserHost } from "../render/index.js";
import { type IndexedPage, type IndexSummary, indexSite } from "../site-index/index.js";
import type { PageStore } from "../storage/index.js";
import { type HostPace, sitemapUrlsVia } from "../web/index.js";
import { fetcherFromConfig } from "./fetcher-from-config.js";
import type { SitemapMemo } from "./sitemap-memo.js";

export interface SiteIndexer {
  /** One run over the start URLs; `refresh` asks again (conditionally) for pages still fresh in the store. */
  run(options?: { refresh?: boolean; signal?: AbortSignal }): Promise<IndexSummary>;
  close(): Promise<void>;
}

export interface OpenSiteIndexerOptions {
  config: Pick<
    WebscoutConfig,
    | "allowPrivateNetwork"
    | "allowLinkLocal"
    | "maxBodyBytes"
    | "requestTimeoutMs"
    | "render"
    | "renderTimeoutMs"
    | "indexMaxPages"
  >;
  pageStore: PageStore;
  startUrls: readonly string[];
  allowedDomains: readonly string[];
  /** Private host:port pairs let through (a running demo's). */
  trustedHosts?: readonly string[];
  browser?: BrowserHost;
  notice?: (line: string) => void;
  onPage?: (page: IndexedPage) => void;
  /** Shared with the support agents of the process, so a chat on an indexed site reads no sitemap. */
  sitemaps?: SitemapMemo;
  /** The per-host pace every replica shares (serverSharing over Postgres). */
  hostPace?: HostPace;
}

export function openSiteIndexer(options: OpenSiteIndexerOptions): SiteIndexer {
  const { config, pageStore, startUrls, allowedDomains, onPage, sitemaps } = options;
  const fetcher = fetcherFromConfig({
    config,
    allowedDomains,
    ...(options.trustedHosts ? { trustedHosts: options.trustedHosts } : {}),
    readPdf: true,
    ...(options.browser ? { browser: options.browser } : {}),
    ...(options.notice ? { notice: options.notice } : {}),
    ...(options.hostPace ? { hostPace: options.hostPace } : {}),
  });
  return {
    run: ({ refresh = false, signal } = {}) =>
      indexSite({
        startUrls,
        fetcher,
        pageStore,
        maxPages: config.indexMaxPages,
        refresh,
        allowedDomains,
        ...(sitemaps
          ? {
              sitemapPages: (origin: string, { signal: pageSignal }: { signal?: AbortSignal }) =>
                (refresh ? sitemaps.refreshing : sitemaps.through)(sitemapUrlsVia(fetcher))(
                  origin,
                  pageSignal,
                ),
            }
          : {}),
        ...(signal ? { signal } : {}),
        ...(onPage ? { onPage } : {}),
      }),
    close: () => fetcher.close(),
  };
}

export interface IndexScheduleOptions {
  indexer: SiteIndexer;
  /** Between the end of one run and the start of the next. */
  intervalMs: number;
  onSummary: (summary: IndexSummary, refresh: boolean) => void;
  onError: (error: unknown) => void;
}

/** Runs the index now, then refreshes it every `intervalMs` until stopped; a run in flight is aborted on stop. */
export function startIndexSchedule(options: IndexScheduleOptions): { stop(): Promise<void> } {
  const { indexer, intervalMs, onSummary, onError } = options;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const runOnce = (refresh: boolean) => {
    running = indexer
      .run({ refresh, signal: controller.signal })
      .then((summary) => onSummary(summary, refresh), onError)
      .finally(() => {
        if (controller.signal.aborted) return;
        timer = setTimeout(() => runOnce(true), intervalMs);
        timer.unref();
      });
  };
  runOnce(false);
  return {
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
