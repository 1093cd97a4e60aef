// The ask command's work, loaded only when `webscout ask` runs.

import type { AskResult } from "../../agents/support/support-agent.js";
import type { SupportProgress } from "../../agents/support/support-progress.js";
import { thinPageNote } from "../../agents/support/thin-page.js";
import { loadConfig } from "../../config/index.js";
import { UsageError } from "../../errors/index.js";
import { openConfiguredStores } from "../../runtime/open-configured-stores.js";
import { openSupportRuntime } from "../../runtime/open-support-runtime.js";
import { defaultAllowedDomains } from "../../web/index.js";
import { createStreamedAnswer } from "../streamed-answer.js";
import { type Colors, colorsFor, NO_COLORS } from "../terminal-colors.js";
import { terminalLine, terminalText } from "../terminal-text.js";
import { startWorking } from "../working-spinner.js";
import type { AskCommandOptions, Output } from "./ask.js";

/**
 * One line per progress step, for people (stderr); page titles, reasons and reasoning are made terminal-safe.
 * `colors` marks read pages, failures and fallbacks (none by default).
 */
export function describeSupportProgress(
  progress: SupportProgress,
  colors: Colors = NO_COLORS,
): string | undefined {
  switch (progress.type) {
    case "crawl-started":
      return progress.urls.length > 0
        ? `Reading ${progress.urls.length} page${progress.urls.length === 1 ? "" : "s"}…`
        : undefined;
    case "page-fetched": {
      const note = thinPageNote(progress);
      const thin = note ? colors.yellow(` (${note})`) : "";
      return `  ${colors.green("✓")} ${terminalLine(progress.title) || "(untitled)"} — ${terminalLine(progress.url)}${progress.cached ? " (stored copy)" : ""}${progress.rendered ? " (rendered)" : ""}${thin}`;
    }
    case "page-skipped":
    case "page-blocked":
    case "page-failed":
      return `  ${colors.red("✗")} ${terminalLine(progress.url)}: ${terminalLine(progress.reason)}`;
    case "decision-made":
      return `${colors.cyan("→")} ${progress.decision}${progress.forced ? " (forced)" : ""}: ${terminalLine(progress.reasoning)}`;
    case "fallback-used":
      return colors.yellow(
        `! the model failed at ${progress.step} (${terminalLine(progress.reason)}); the offline engine stood in`,
      );
    default:
      return undefined;
  }
}

/** Passages quoted under one source with --evidence, and characters of each. */
const QUOTES_PER_SOURCE = 3;
const QUOTE_CHARS = 300;

/** The passages drafted from that came from `url`, one indented line each, shortened. */
function quotesOf(result: AskResult, url: string): string[] {
  return result.evidence
    .filter((entry) => entry.url === url)
    .slice(0, QUOTES_PER_SOURCE)
    .map((entry) => {
      const text = terminalLine(entry.text);
      return `    > ${text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text}`;
    });
}

/**
 * The answer (its lines kept) and its sources, one line each, for people (stdout); terminal-safe. With
 * `evidence`, the passages drafted from are quoted under their source.
 */
export function formatAnswer(result: AskResult, options: { evidence?: boolean } = {}): string {
  return `${terminalText(result.answer)}\n${formatSources(result, options)}`;
}

/** The sources block printed under an answer ("" without sources), after a blank line; terminal-safe. */
export function formatSources(result: AskResult, options: { evidence?: boolean } = {}): string {
  const sources = result.sources.map((source, index) => {
    const url = terminalLine(source.url);
    const line = `[${index + 1}] ${terminalLine(source.title) || url} — ${url}`;
    return options.evidence ? [line, ...quotesOf(result, source.url)].join("\n") : line;
  });
  return sources.length > 0 ? `\nSources:\n${sources.join("\n")}\n` : "";
}

export async function runAsk(
  question: string,
  options: AskCommandOptions,
  { stdout, stderr }: { stdout: Output; stderr: Output },
): Promise<void> {
  const config = loadConfig({
    flags: {
      llm: options.llm,
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      allowPrivateNetwork: options.allowPrivateNetwork,
      allowLinkLocal: options.allowLinkLocal,
      render: options.render,
    },
  });
  // Opened first: a follow-up's allowed domains come from its stored session.
  const stores = await openConfiguredStores({ config });
  const stored = options.session ? await stores.sessions.get(options.session) : undefined;
  let startUrls = options.url ?? [];
  const runtime = await openSupportRuntime({
    config,
    stores,
    demo: options.demo,
    allowedDomains:
      options.allowDomain ?? stored?.settings.allowedDomains ?? defaultAllowedDomains(startUrls),
  }).catch(async (error: unknown) => {
    await stores.close();
    throw error;
  });
  try {
    if (runtime.demo && !stored && startUrls.length === 0)
      startUrls = [runtime.demo.shopUrl, runtime.demo.helpUrl];
    if (options.session && !stored && startUrls.length === 0) {
      throw new UsageError(`no session "${options.session}" in ${config.dataDir}`, {
        hint: "use the id printed after an answer (and the same --data-dir), or add --url to start a new session with this id",
      });
    }
    if (!stored && startUrls.length === 0) {
      throw new UsageError("a new session needs at least one start URL", {
        hint: "pass --url <start URL> or --demo",
      });
    }
    const colors = colorsFor(stderr);
    // A new session that has read no page yet: a forced "answer" only precedes the real error (nothing readable).
    let pagesRead = stored ? 1 : 0;
    const working = startWorking({ stream: stderr, label: "Working…" });
    // On a terminal the answer appears as it is written (the spinner cleared first); piped, it comes whole at the end.
    const streaming = !options.json && (stdout as { isTTY?: boolean }).isTTY === true;
    const live = createStreamedAnswer({ stdout, onFirst: () => working.clear() });
    let seconds = 0;
    const result = await runtime.agent
      .ask({
        question,
        sessionId: options.session,
        startUrls,
        allowedDomains: options.allowDomain,
        instruction: options.instruction,
        limits: {
          ...(options.maxIterations ? { max_iterations: options.maxIterations } : {}),
          ...(options.maxPages ? { max_pages: options.maxPages } : {}),
          ...(options.maxUrlsPerIteration ? { max_urls_per_iteration: options.maxUrlsPerIteration } : {}),
          ...(options.contentMaxChars ? { content_max_chars: options.contentMaxChars } : {}),
        },
        onProgress: (progress) => {
          if (streaming && progress.type === "answer-delta") live.write(progress.text);
          if (streaming && progress.type === "fallback-used" && progress.step === "draft") live.restart();
          if (progress.type === "page-fetched") pagesRead++;
          if (progress.type === "decision-made" && pagesRead === 0) return;
          const line = describeSupportProgress(progress, colors);
          if (line) stderr.write(`${line}\n`);
        },
      })
      .catch((error: unknown) => {
        // A run that fails after part of an answer was shown: its error starts a line of its own.
        if (live.shown !== "") stdout.write("\n");
        throw error;
      })
      .finally(() => {
        seconds = working.stop();
      });
    if (options.json) {
      stdout.write(`${JSON.stringify(result)}\n`);
    } else {
      const answer = terminalText(result.answer);
      if (streaming && live.shown.trim() === answer.trim()) {
        stdout.write(`\n${formatSources(result, { evidence: options.evidence })}`);
      } else {
        // What was streamed differs from the answer kept (a link to a page it does not cite was taken out, say):
        // the answer is printed whole, as stored.
        if (streaming && live.shown !== "")
          stderr.write("\n\nThe answer as stored differs from the text above:\n");
        stdout.write(`\n${formatAnswer(result, { evidence: options.evidence })}`);
      }
      const session = terminalLine(result.session);
      // On a terminal, how long it took (the spinner showed it running); piped output stays the same each run.
      const took = (stderr as { isTTY?: boolean }).isTTY ? ` answered in ${seconds.toFixed(1)} s` : "";
      stderr.write(`\nSession ${session}${took} (ask a follow-up with --session ${session})\n`);
    }
  } finally {
    await runtime.close();
    await stores.close();
  }
}
