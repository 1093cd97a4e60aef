// `webscout ask`: one question (or a follow-up) to the support agent; progress on stderr, the answer on stdout.
import type { Command } from "commander";
import type { SupportEvent } from "../../agents/support/events.js";
import { openSupportRuntime } from "../../agents/support/open-support-runtime.js";
import type { AskResult } from "../../agents/support/support-agent.js";
import { loadConfig } from "../../config/index.js";
import { UsageError } from "../../errors/index.js";
import { createSessionStore, openDatabase } from "../../storage/index.js";
import { defaultAllowedDomains } from "../../web/domain-rules.js";
import { collect, positiveInteger } from "../option-parsers.js";

interface AskCommandOptions {
  url?: string[];
  allowDomain?: string[];
  instruction?: string;
  session?: string;
  maxIterations?: number;
  maxPages?: number;
  maxUrlsPerIteration?: number;
  contentMaxChars?: number;
  llm?: string;
  allowPrivateNetwork?: boolean;
  dataDir?: string;
  json?: boolean;
  demo?: boolean;
}

interface Output {
  write(text: string): unknown;
}

/** One progress line per event, for people (stderr). */
export function describeEvent(event: SupportEvent): string | undefined {
  switch (event.type) {
    case "crawl-started":
      return event.urls.length > 0
        ? `Reading ${event.urls.length} page${event.urls.length === 1 ? "" : "s"}…`
        : undefined;
    case "page-fetched":
      return `  ✓ ${event.title || "(untitled)"} — ${event.url}${event.cached ? " (stored copy)" : ""}`;
    case "page-skipped":
    case "page-blocked":
    case "page-failed":
      return `  ✗ ${event.url}: ${event.reason}`;
    case "decision-made":
      return `→ ${event.decision}${event.forced ? " (forced)" : ""}: ${event.reasoning}`;
    case "fallback-used":
      return `! the model failed at ${event.step} (${event.reason}); the offline engine stood in`;
    default:
      return undefined;
  }
}

export function formatAnswer(result: AskResult): string {
  const sources = result.sources.map(
    (source, index) => `[${index + 1}] ${source.title || source.url} — ${source.url}`,
  );
  return `${result.answer}\n${sources.length > 0 ? `\nSources:\n${sources.join("\n")}\n` : ""}`;
}

export function registerAskCommand(program: Command, io: { stdout?: Output; stderr?: Output } = {}): Command {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  return program
    .command("ask")
    .description(
      "Ask a question about one or more websites; the agent crawls, decides and answers with sources.",
    )
    .argument("<question...>", "the question (quote it, or let the words be joined)")
    .option("-u, --url <url>", "start URL, repeatable (needed for a new session)", collect)
    .option(
      "-d, --allow-domain <domain>",
      "allowed domain, repeatable (default: the start URLs' hosts)",
      collect,
    )
    .option("-i, --instruction <text>", "instruction for the assistant (tone, scope)")
    .option("-s, --session <id>", "continue a session (follow-up); created if new")
    .option("--max-iterations <n>", "decision rounds before a forced answer (5)", positiveInteger)
    .option("--max-pages <n>", "pages fetched per question at most (100)", positiveInteger)
    .option("--max-urls-per-iteration <n>", "links explored per round (5)", positiveInteger)
    .option("--content-max-chars <n>", "characters of a page's text indexed (10000)", positiveInteger)
    .option("--llm <spec>", "offline | openai:MODEL | anthropic:MODEL | openai-compatible:MODEL@BASE_URL")
    .option("--allow-private-network", "permit loopback/private addresses")
    .option("--data-dir <dir>", "where sessions and pages are kept (default ~/.webscout)")
    .option("--demo", "serve the bundled demo shop and help center on loopback and start from them")
    .option("--json", "print one JSON object on stdout; progress goes to stderr")
    .action(async (words: string[], options: AskCommandOptions) => {
      const config = loadConfig({
        flags: {
          llm: options.llm,
          dataDir: options.dataDir,
          allowPrivateNetwork: options.allowPrivateNetwork,
        },
      });
      const db = openDatabase({ dataDir: config.dataDir });
      const stored = options.session ? createSessionStore({ db }).get(options.session) : undefined;
      let startUrls = options.url ?? [];
      const runtime = await openSupportRuntime({
        config,
        db,
        demo: options.demo,
        allowedDomains:
          options.allowDomain ?? stored?.settings.allowedDomains ?? defaultAllowedDomains(startUrls),
      });
      try {
        if (runtime.demo && !stored && startUrls.length === 0)
          startUrls = [runtime.demo.shopUrl, runtime.demo.helpUrl];
        if (!stored && startUrls.length === 0) {
          throw new UsageError("a new session needs at least one start URL", {
            hint: "pass --url <start URL> or --demo",
          });
        }
        const result = await runtime.agent.ask({
          question: words.join(" "),
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
          onEvent: (event) => {
            const line = describeEvent(event);
            if (line) stderr.write(`${line}\n`);
          },
        });
        if (options.json) {
          stdout.write(`${JSON.stringify(result)}\n`);
        } else {
          stdout.write(`\n${formatAnswer(result)}`);
          stderr.write(`\nSession ${result.session} (ask a follow-up with --session ${result.session})\n`);
        }
      } finally {
        await runtime.close();
      }
    });
}
