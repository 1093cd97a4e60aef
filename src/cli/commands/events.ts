// `webscout events`: the Top-10 events for a query in a city and a date window; progress on stderr.
import { type Command, InvalidArgumentError } from "commander";
import { collect, usdAmount } from "../option-parsers.js";
import type { Output } from "./ask.js";

export interface EventsCommandOptions {
  city?: string;
  from?: string;
  to?: string;
  profile?: string;
  allowDomain?: string[];
  source?: "tavily" | "web";
  budget?: number;
  confirmCost?: boolean;
  /** False with --no-cache. */
  cache: boolean;
  llm?: string;
  allowPrivateNetwork?: boolean;
  allowLinkLocal?: boolean;
  dataDir?: string;
  databaseUrl?: string;
  json?: boolean;
  demo?: boolean;
}

function source(value: string): "tavily" | "web" {
  if (value !== "tavily" && value !== "web") throw new InvalidArgumentError('expected "tavily" or "web"');
  return value;
}

export function registerEventsCommand(
  program: Command,
  io: { stdout?: Output; stderr?: Output } = {},
): Command {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  return program
    .command("events")
    .description(
      "Find the Top-10 events for a query in a city and a date window, ranked against your profile.",
    )
    .argument("<query...>", "what to look for (quote it, or let the words be joined)")
    .option("--city <name>", "the city (default: New York)")
    .option("--from <YYYY-MM-DD>", "first day of the window (default: today)")
    .option("--to <YYYY-MM-DD>", "last day of the window (default: 14 days after --from)")
    .option("--profile <csv>", "pre-approved events, columns title,start,location,organizer,url")
    .option(
      "-d, --allow-domain <domain>",
      "allowed domain, repeatable (added to the profile's hosts)",
      collect,
    )
    .option(
      "--source <tavily|web>",
      "tavily or web (default: tavily when TAVILY_API_KEY is set, else web)",
      source,
    )
    .option("--budget <usd>", "soft cap on the planned cost (default: 0.10)", usdAmount)
    .option("--confirm-cost", "run even when the projected cost is over --budget")
    .option("--no-cache", "do not reuse a cached result (a fresh one is still stored)")
    .option("--llm <spec>", "offline | openai:MODEL | anthropic:MODEL | openai-compatible:MODEL@BASE_URL")
    .option("--allow-private-network", "permit loopback/private addresses (not link-local or cloud metadata)")
    .option(
      "--allow-link-local",
      "permit link-local and cloud metadata addresses (169.254.169.254, …), which --allow-private-network does not",
    )
    .option("--data-dir <dir>", "where the cache, events and telemetry are kept (default: ~/.webscout)")
    .option(
      "--database-url <url>",
      "keep everything in this Postgres database instead (WEBSCOUT_DATABASE_URL)",
    )
    .option("--demo", "serve the bundled demo event sites on loopback and use their profile")
    .option("--json", "print one JSON object on stdout; progress goes to stderr")
    .action(async (words: string[], options: EventsCommandOptions) => {
      // Loaded on use: the agent stack (LangGraph, SQLite, the web layer) is most of the CLI's start-up time.
      const { runEvents } = await import("./run-events.js");
      await runEvents(words.join(" "), options, { stdout, stderr });
    });
}
