// `webscout index`: reads sites into the page store ahead of questions (sitemaps first, then links); with
// --refresh, asks again for every stored page with conditional requests. Progress on stderr, a summary at the end.
import type { Command } from "commander";
import { collect, positiveInteger, RENDER_HELP, renderMode } from "../option-parsers.js";

export interface IndexCommandOptions {
  maxPages?: number;
  refresh?: boolean;
  allowDomain?: string[];
  render?: "auto" | "never" | "always";
  allowPrivateNetwork?: boolean;
  allowLinkLocal?: boolean;
  dataDir?: string;
  databaseUrl?: string;
  json?: boolean;
}

export interface IndexIo {
  stdout?: { write(text: string): unknown };
  stderr?: { write(text: string): unknown };
}

export function registerIndexCommand(program: Command, io: IndexIo = {}): Command {
  return program
    .command("index")
    .description(
      "Read sites into the page store ahead of questions, so they are answered without fetching; --refresh updates it.",
    )
    .argument("<urls...>", "start URLs (absolute http or https)")
    .option(
      "--max-pages <n>",
      "pages read per run at most (env WEBSCOUT_INDEX_MAX_PAGES; default: 200)",
      positiveInteger,
    )
    .option("--refresh", "ask again for every stored page (conditional requests: unchanged pages cost a 304)")
    .option(
      "-d, --allow-domain <domain>",
      "follow links only within this domain or domain/path; repeatable (default: the start URLs' hosts)",
      collect,
    )
    .option("--render <mode>", RENDER_HELP, renderMode)
    .option("--allow-private-network", "permit loopback/private addresses (not link-local or cloud metadata)")
    .option("--allow-link-local", "permit link-local and cloud metadata addresses (169.254.169.254, …)")
    .option("--data-dir <dir>", "where pages are kept (default: ~/.webscout)")
    .option(
      "--database-url <url>",
      "keep everything in this Postgres database instead (WEBSCOUT_DATABASE_URL)",
    )
    .option("--json", "print the summary as one JSON object on stdout")
    .action(async (urls: string[], options: IndexCommandOptions) => {
      const { runIndex } = await import("./run-index.js");
      await runIndex(urls, options, {
        stdout: io.stdout ?? process.stdout,
        stderr: io.stderr ?? process.stderr,
      });
    });
}
