// `webscout crawl`: a breadth-first crawl from start URLs, a progress line per page, optional JSON lines on stdout.
import type { Command } from "commander";
import { loadConfig } from "../../config/index.js";
import type { CrawlPageResult } from "../../crawl/index.js";
import { crawlSite } from "../../crawl/index.js";
import { UsageError, WebscoutError } from "../../errors/index.js";
import { extractPageOffThread } from "../../extract/index.js";
import { browserFromConfig } from "../../runtime/browser-from-config.js";
import { openConfiguredHostPace } from "../../runtime/configured-host-pace.js";
import { fetcherFromConfig } from "../../runtime/fetcher-from-config.js";
import { defaultAllowedDomains, type Fetcher, type FetcherOptions } from "../../web/index.js";
import { crawlSummary, createPageSaver, type SummaryEntry, summaryEntry } from "../crawl-output.js";
import { collect, positiveInteger, RENDER_HELP, renderMode } from "../option-parsers.js";
import { parseStartUrls } from "../start-urls.js";
import { terminalLine } from "../terminal-text.js";

export interface CrawlCommandDependencies {
  /** Builds the plain fetcher (rendering, when asked for, wraps it). Default: src/web's `createFetcher`. */
  createFetcher?: (options: FetcherOptions) => Fetcher;
  /** Where WEBSCOUT_* settings are read. Default: process.env. */
  env?: NodeJS.ProcessEnv;
  /** Default: process.stdout / process.stderr. */
  stdout?: { write(text: string): unknown };
  stderr?: { write(text: string): unknown };
}

interface CrawlCommandOptions {
  maxPages: number;
  allowDomain?: string[];
  concurrency: number;
  allowPrivateNetwork?: boolean;
  allowLinkLocal?: boolean;
  json?: boolean;
  render?: "auto" | "never" | "always";
  out?: string;
  databaseUrl?: string;
}

export function registerCrawlCommand(program: Command, dependencies: CrawlCommandDependencies = {}): Command {
  return program
    .command("crawl")
    .description("Crawl breadth-first from start URLs within the allowed domains, honouring robots.txt.")
    .argument("<urls...>", "start URLs (absolute http or https)")
    .option("--max-pages <n>", "fetches attempted at most, whatever their outcome", positiveInteger, 100)
    .option(
      "-d, --allow-domain <domain>",
      "follow links only within this domain or domain/path; repeatable (default: the start URLs' hosts)",
      collect,
    )
    .option("--concurrency <n>", "pages in flight at once, also per host", positiveInteger, 8)
    .option(
      "--allow-private-network",
      "permit loopback and private addresses (e.g. a site on localhost; not link-local or cloud metadata)",
    )
    .option(
      "--allow-link-local",
      "permit link-local and cloud metadata addresses (169.254.169.254, …), which --allow-private-network does not",
    )
    .option("--render <mode>", RENDER_HELP, renderMode)
    .option(
      "--json",
      "one JSON line per page on stdout: {url, status, title, textChars, links} (default: a readable summary)",
    )
    .option("--out <dir>", "save each page read as Markdown (NAME.md) and JSON (NAME.json) in this directory")
    .option(
      "--database-url <url>",
      "keep to the per-host pace shared over this Postgres database with serve's replicas and other runs (WEBSCOUT_DATABASE_URL)",
    )
    .action(async (urls: string[], options: CrawlCommandOptions) => {
      await runCrawl(urls, options, dependencies);
    });
}

const count = (value: number) => value.toLocaleString("en-US");

function progressLine(result: CrawlPageResult, done: number, maxPages: number): string {
  const prefix = `[${done}/${maxPages}]`;
  if (result.status === "ok") {
    const { page, fetch } = result;
    const title = terminalLine(page.title, { maxChars: 80 });
    return `${prefix} ok ${fetch.httpStatus} ${terminalLine(result.url)} ${title ? `"${title}" ` : ""}${count(page.text.length)} chars, ${count(page.links.length)} links${fetch.rendered ? " (rendered)" : ""}`;
  }
  const httpStatus = result.httpStatus === undefined ? "" : ` ${result.httpStatus}`;
  return `${prefix} ${result.status}${httpStatus} ${terminalLine(result.url)} ${terminalLine(result.reason, { maxChars: 200 })}`;
}

function jsonLine(result: CrawlPageResult): string {
  if (result.status === "ok") {
    const { page } = result;
    return JSON.stringify({
      url: result.url,
      status: result.status,
      title: page.title,
      textChars: page.text.length,
      links: page.links.length,
    });
  }
  return JSON.stringify({
    url: result.url,
    status: result.status,
    title: "",
    textChars: 0,
    links: 0,
    reason: result.reason,
  });
}

/** Why none of the start URLs could be read, and what to do about it. */
function nothingReadError(startResults: CrawlPageResult[]): WebscoutError {
  const reasons = startResults.map(
    (result) => `${result.url}: ${result.status === "ok" ? "ok" : result.reason}`,
  );
  const message = `no start URL could be read: ${terminalLine(reasons.join("; "), { maxChars: 400 })}`;
  const blockedBy = (rule: string) =>
    startResults.some(
      (result) =>
        result.status === "blocked" && result.fetch.status === "blocked" && result.fetch.rule === rule,
    );
  const hint = blockedBy("address")
    ? "pass --allow-private-network to crawl loopback or private hosts you trust " +
      "(link-local and cloud metadata addresses need --allow-link-local)"
    : blockedBy("domain")
      ? "a start URL must be within the --allow-domain entries"
      : blockedBy("robots")
        ? "the site's robots.txt does not allow webscout there; pick another start URL"
        : "check the URLs and that the site is reachable from this machine";
  // The address guard's reason already names the flag to pass; do not say it twice.
  const saidAlready =
    blockedBy("address") && /--allow-(private-network|link-local) to allow it/.test(message);
  return new WebscoutError("crawl-failed", message, saidAlready ? {} : { hint });
}

function openPageSaver(dir: string) {
  try {
    return createPageSaver({ dir });
  } catch (cause) {
    throw new UsageError(`cannot write to --out "${terminalLine(dir)}": ${(cause as Error).message}`, {
      cause,
    });
  }
}

async function runCrawl(
  urls: string[],
  options: CrawlCommandOptions,
  dependencies: CrawlCommandDependencies,
): Promise<void> {
  const stdout = dependencies.stdout ?? process.stdout;
  const stderr = dependencies.stderr ?? process.stderr;
  const startUrls = parseStartUrls(urls);
  const allowedDomains = options.allowDomain ?? defaultAllowedDomains(startUrls);
  // The flags can only switch an opt-in on; otherwise the environment or config.json decide.
  const config = loadConfig({
    env: dependencies.env,
    flags: {
      allowPrivateNetwork: options.allowPrivateNetwork || undefined,
      allowLinkLocal: options.allowLinkLocal || undefined,
      render: options.render,
      databaseUrl: options.databaseUrl,
    },
  });
  // As for ask and index: PDFs are read, and pages are rendered as --render (or the config) says.
  const notice = (line: string) => stderr.write(`webscout: ${terminalLine(line)}\n`);
  // With --out the main text is extracted as Markdown, for the .md files.
  const saver = options.out === undefined ? undefined : openPageSaver(options.out);
  // With a database URL, the per-host pace every process on that database shares (crawl stores nothing there).
  const pace = await openConfiguredHostPace({ config });
  let browser: ReturnType<typeof browserFromConfig>;
  try {
    browser = browserFromConfig({ config, notice });
  } catch (error) {
    await pace.close();
    throw error;
  }
  const fetcher = fetcherFromConfig({
    config,
    allowedDomains,
    readPdf: true,
    concurrency: options.concurrency,
    notice,
    ...(browser ? { browser } : {}),
    ...(pace.hostPace ? { hostPace: pace.hostPace } : {}),
    ...(dependencies.createFetcher ? { createFetcher: dependencies.createFetcher } : {}),
  });

  // Ctrl-C ends the crawl cleanly: pages in flight finish, the summary is printed.
  const controller = new AbortController();
  const onInterrupt = () => controller.abort();
  process.once("SIGINT", onInterrupt);

  const entries: SummaryEntry[] = [];
  const startedAt = performance.now();
  const tally = { ok: 0, skipped: 0, blocked: 0, failed: 0 };
  const startSet = new Set(startUrls);
  const startResults: CrawlPageResult[] = [];
  let done = 0;
  let limitReached = false;
  let finished = false;
  const crawl = crawlSite({
    startUrls,
    fetcher,
    maxPages: options.maxPages,
    concurrency: options.concurrency,
    allowedDomains,
    signal: controller.signal,
    ...(saver
      ? {
          extract: (html, extractOptions) =>
            extractPageOffThread(html, { ...extractOptions, textFormat: "markdown" }),
        }
      : {}),
  });
  try {
    // Stepped by hand rather than with for-await: the iterator's return value says whether --max-pages cut it short.
    for (let step = await crawl.next(); ; step = await crawl.next()) {
      if (step.done) {
        limitReached = step.value.limitReached;
        finished = true;
        break;
      }
      const result = step.value;
      done++;
      tally[result.status]++;
      if (startSet.has(result.url)) startResults.push(result);
      stderr.write(`${progressLine(result, done, options.maxPages)}\n`);
      saver?.save(result);
      if (options.json) stdout.write(`${jsonLine(result)}\n`);
      else entries.push(summaryEntry(result));
    }
  } finally {
    // Leaving early (an output error) must stop the pages in flight, as for-await would.
    if (!finished) await crawl.return({ attempted: done, limitReached });
    process.removeListener("SIGINT", onInterrupt);
    await fetcher.close();
    await browser?.close();
    await pace.close();
  }

  const seconds = (performance.now() - startedAt) / 1000;
  const rate = seconds > 0 ? tally.ok / seconds : 0;
  const stoppedBy = controller.signal.aborted
    ? " (interrupted)"
    : limitReached
      ? ` (stopped at --max-pages ${options.maxPages}; more links were left)`
      : "";
  stderr.write(
    `crawled ${count(done)} ${done === 1 ? "page" : "pages"} in ${seconds.toFixed(1)} s${stoppedBy}: ` +
      `${count(tally.ok)} ok, ${count(tally.skipped)} skipped, ${count(tally.blocked)} blocked, ` +
      `${count(tally.failed)} failed (${rate.toFixed(1)} pages/s)\n`,
  );
  if (!options.json) stdout.write(crawlSummary({ entries, savedTo: options.out }));
  if (tally.ok === 0 && startResults.length > 0 && startResults.every((result) => result.status !== "ok")) {
    throw nothingReadError(startResults);
  }
}
