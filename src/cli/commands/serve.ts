// `webscout serve`: the HTTP API, the chat and events UI and the widget, answering from configured sites (or
// the demo).
import type { Command } from "commander";
import { collect, portNumber, positiveInteger, RENDER_HELP, renderMode } from "../option-parsers.js";

export interface ServeCommandOptions {
  port: number;
  host: string;
  demo?: boolean;
  profile?: string;
  url?: string[];
  allowDomain?: string[];
  instruction?: string;
  llm?: string;
  allowPrivateNetwork?: boolean;
  allowLinkLocal?: boolean;
  dataDir?: string;
  databaseUrl?: string;
  adminToken?: string;
  corsOrigin?: string[];
  trustProxy?: string[];
  rateLimit?: number;
  maxConcurrent?: number;
  render?: "auto" | "never" | "always";
  index?: boolean;
}

export interface ServeIo {
  stdout?: { write(text: string): unknown };
  stderr?: { write(text: string): unknown };
}

export function registerServeCommand(program: Command, io: ServeIo = {}): Command {
  return program
    .command("serve")
    .description(
      "Run the HTTP API, the chat and events UI (GET /), the embeddable widget (GET /widget.js), the MCP tools (/mcp) and an OpenAI-compatible API (/v1).",
    )
    .option("-p, --port <port>", "port to listen on; 0 picks a free one", portNumber, 3000)
    .option("--host <host>", "interface to listen on (127.0.0.1: this machine only)", "127.0.0.1")
    .option(
      "--demo",
      "serve the bundled demo shop and help center, and the demo event sites, and answer from them",
    )
    .option(
      "--profile <csv>",
      "pre-approved events (title,start,location,organizer,url) for POST /events (default: the demo's with --demo)",
    )
    .option("-u, --url <url>", "start URL of every new chat, repeatable", collect)
    .option(
      "-d, --allow-domain <domain>",
      "allowed domain, repeatable (default: the start URLs' hosts)",
      collect,
    )
    .option("-i, --instruction <text>", "instruction for the assistant (tone, scope)")
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
    .option(
      "--admin-token <token>",
      "required for /configure and per-request URLs (env WEBSCOUT_ADMIN_TOKEN)",
    )
    .option(
      "--cors-origin <origin>",
      "origin allowed to call the API from a browser, repeatable (env WEBSCOUT_CORS_ORIGINS, comma-separated)",
      collect,
    )
    .option(
      "--trust-proxy <list>",
      "proxies whose X-Forwarded-For names the client: addresses, CIDRs or loopback, comma-separated (env WEBSCOUT_TRUST_PROXY; default: none)",
      (value: string) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
    )
    .option(
      "--rate-limit <n>",
      "questions per minute per client (env WEBSCOUT_RATE_LIMIT; default: 20)",
      positiveInteger,
    )
    .option("--max-concurrent <n>", "questions answered at once; more wait (default: 8)", positiveInteger)
    .option("--render <mode>", RENDER_HELP, renderMode)
    .option(
      "--index",
      "read the start URLs into the page store at start-up and refresh them on a schedule (env WEBSCOUT_INDEX_REFRESH_MINUTES; default: 360)",
    )
    .action(async (options: ServeCommandOptions) => {
      // Loaded on use: the server and agent stack are most of the CLI's start-up time.
      const { runServe } = await import("./run-serve.js");
      await runServe(options, {
        stdout: io.stdout ?? process.stdout,
        stderr: io.stderr ?? process.stderr,
      });
    });
}
