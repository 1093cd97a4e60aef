// `webscout ask`: one question (or a follow-up) to the support agent; progress on stderr, the answer on stdout.
import type { Command } from "commander";
import { collect, positiveInteger, RENDER_HELP, renderMode } from "../option-parsers.js";

export interface AskCommandOptions {
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
  allowLinkLocal?: boolean;
  dataDir?: string;
  databaseUrl?: string;
  json?: boolean;
  /** Print the quoted passages under each source (plain output). */
  evidence?: boolean;
  demo?: boolean;
  render?: "auto" | "never" | "always";
}

export interface Output {
  write(text: string): unknown;
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
    .option("--max-iterations <n>", "decision rounds before a forced answer (default: 5)", positiveInteger)
    .option("--max-pages <n>", "pages fetched per question at most (default: 100)", positiveInteger)
    .option("--max-urls-per-iteration <n>", "links explored per round (default: 5)", positiveInteger)
    .option(
      "--content-max-chars <n>",
      "most characters of one page's text the answer is drafted from; the whole page is searched (default: 10000)",
      positiveInteger,
    )
    .option("--llm <spec>", "offline | openai:MODEL | anthropic:MODEL | openai-compatible:MODEL@BASE_URL")
    .option("--allow-private-network", "permit loopback/private addresses (not link-local or cloud metadata)")
    .option(
      "--allow-link-local",
      "permit link-local and cloud metadata addresses (169.254.169.254, …), which --allow-private-network does not",
    )
    .option("--data-dir <dir>", "where sessions and pages are kept (default: ~/.webscout)")
    .option(
      "--database-url <url>",
      "keep everything in this Postgres database instead (WEBSCOUT_DATABASE_URL)",
    )
    .option("--demo", "serve the bundled demo shop and help center on loopback and start from them")
    .option("--render <mode>", RENDER_HELP, renderMode)
    .option("--json", "print one JSON object on stdout; progress goes to stderr")
    .option("--evidence", "print the passages the answer was drafted from under each source")
    .action(async (words: string[], options: AskCommandOptions) => {
      // Loaded on use: the agent stack (LangGraph, AI SDK, SQLite) is most of the CLI's start-up time.
      const { runAsk } = await import("./run-ask.js");
      await runAsk(words.join(" "), options, { stdout, stderr });
    });
}
