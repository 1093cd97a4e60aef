// The index command's work, loaded only when `webscout index` runs.
import { loadConfig } from "../../config/index.js";
import { WebscoutError } from "../../errors/index.js";
import { browserFromConfig } from "../../runtime/browser-from-config.js";
import { configuredHostPace } from "../../runtime/configured-host-pace.js";
import { openConfiguredStores } from "../../runtime/open-configured-stores.js";
import { openSiteIndexer } from "../../runtime/open-site-indexer.js";
import type { IndexedPage, IndexSummary } from "../../site-index/index.js";
import { defaultAllowedDomains } from "../../web/index.js";
import { parseStartUrls } from "../start-urls.js";
import { terminalLine } from "../terminal-text.js";
import type { IndexCommandOptions } from "./index-site.js";

type Output = { write(text: string): unknown };

function pageLine(page: IndexedPage, done: number, maxPages: number): string {
  const what = page.reason
    ? terminalLine(page.reason, { maxChars: 200 })
    : `"${terminalLine(page.title, { maxChars: 80 })}"`;
  return `[${done}/${maxPages}] ${page.outcome} ${terminalLine(page.url)} ${what}${page.rendered ? " (rendered)" : ""}`;
}

/** "indexed 57 pages in 3.2 s: 12 new, 3 changed, 40 unchanged, …; 15 changed since last time". */
export function summaryLine(summary: IndexSummary): string {
  const { counts } = summary;
  const parts = (["new", "changed", "unchanged", "kept", "skipped", "blocked", "failed"] as const)
    .map((outcome) => `${counts[outcome]} ${outcome}`)
    .join(", ");
  const limit = summary.limitReached ? " (stopped at the page limit; more links were left)" : "";
  return (
    `indexed ${summary.pages} ${summary.pages === 1 ? "page" : "pages"} in ${(summary.elapsedMs / 1000).toFixed(1)} s${limit}: ` +
    `${parts}; ${counts.new + counts.changed} changed since last time`
  );
}

export async function runIndex(
  urls: string[],
  options: IndexCommandOptions,
  { stdout, stderr, env }: { stdout: Output; stderr: Output; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const startUrls = parseStartUrls(urls);
  const config = loadConfig({
    ...(env ? { env } : {}),
    flags: {
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      allowPrivateNetwork: options.allowPrivateNetwork || undefined,
      allowLinkLocal: options.allowLinkLocal || undefined,
      render: options.render,
      indexMaxPages: options.maxPages,
    },
  });
  const notice = (line: string) => stderr.write(`webscout: ${terminalLine(line)}\n`);
  const browser = browserFromConfig({ config, notice });
  const stores = await openConfiguredStores({ config });
  // Over Postgres, the per-host pace shared with serve's replicas and any other run on the database.
  const hostPace = configuredHostPace(stores);
  let done = 0;
  const indexer = openSiteIndexer({
    config,
    pageStore: stores.pages,
    startUrls,
    ...(hostPace ? { hostPace } : {}),
    allowedDomains: options.allowDomain ?? defaultAllowedDomains(startUrls),
    ...(browser ? { browser } : {}),
    notice,
    onPage: (page) => {
      done++;
      stderr.write(`${pageLine(page, done, config.indexMaxPages)}\n`);
    },
  });
  const controller = new AbortController();
  const onInterrupt = () => controller.abort();
  process.once("SIGINT", onInterrupt);
  let summary: IndexSummary;
  try {
    summary = await indexer.run({ refresh: options.refresh === true, signal: controller.signal });
  } finally {
    process.removeListener("SIGINT", onInterrupt);
    await indexer.close();
    await browser?.close();
    await stores.close();
  }
  stderr.write(`${summaryLine(summary)}\n`);
  if (options.json) stdout.write(`${JSON.stringify(summary)}\n`);
  const read = summary.counts.new + summary.counts.changed + summary.counts.unchanged + summary.counts.kept;
  if (read === 0) {
    throw new WebscoutError("crawl-failed", "no page could be read", {
      hint: "check the URLs; for local or private hosts pass --allow-private-network",
    });
  }
}
