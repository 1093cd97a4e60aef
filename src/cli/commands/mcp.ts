// `webscout mcp`: the MCP server over stdio (ask_site, find_events, read_page, crawl_site) for Claude Desktop,
// VS Code, Cursor or any MCP client; stdout carries the protocol only, messages go to stderr.
import type { Command } from "commander";
import { collect } from "../option-parsers.js";

export interface McpCommandOptions {
  demo?: boolean;
  url?: string[];
  allowDomain?: string[];
  profile?: string;
  llm?: string;
  allowPrivateNetwork?: boolean;
  allowLinkLocal?: boolean;
  dataDir?: string;
  databaseUrl?: string;
}

export function registerMcpCommand(program: Command): Command {
  return program
    .command("mcp")
    .description("Run the MCP server over stdio: tools ask_site, find_events, read_page and crawl_site.")
    .option("--demo", "serve the bundled demo sites and the demo event web, and answer from them")
    .option("-u, --url <url>", "start URL of new ask_site sessions, repeatable", collect)
    .option(
      "-d, --allow-domain <domain>",
      "allowed domain, repeatable (default: the start URLs' hosts)",
      collect,
    )
    .option("--profile <csv>", "pre-approved events (title,start,location,organizer,url) for find_events")
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
    .action(async (options: McpCommandOptions) => {
      // Loaded on use: the agent stack and the MCP SDK are most of the start-up time.
      const { runMcp } = await import("./run-mcp.js");
      await runMcp(options);
    });
}
