// The mcp command's work, loaded only when `webscout mcp` runs: the tools, the MCP server on stdio, and a clean
// shutdown when the client closes stdin or the process is told to stop.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { loadConfig } from "../../config/index.js";
import { createMcpServer } from "../../mcp/create-mcp-server.js";
import { loadProfileCsv } from "../../runtime/load-profile-csv.js";
import { openMcpRuntime } from "../../runtime/open-mcp-runtime.js";
import { VERSION } from "../../version.js";
import { terminalText } from "../terminal-text.js";
import type { McpCommandOptions } from "./mcp.js";

/** Resolves when the client closes stdin or on SIGINT/SIGTERM. */
function untilClosed(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.stdin.off("end", stop);
      process.stdin.off("close", stop);
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.stdin.once("end", stop);
    process.stdin.once("close", stop);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}

export async function runMcp(options: McpCommandOptions): Promise<void> {
  const config = loadConfig({
    flags: {
      llm: options.llm,
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      allowPrivateNetwork: options.allowPrivateNetwork,
      allowLinkLocal: options.allowLinkLocal,
    },
  });
  // Read now, so that a wrong path fails at start-up rather than on the first search.
  if (options.profile) loadProfileCsv(options.profile);
  const runtime = await openMcpRuntime({
    config,
    urls: options.url,
    allowedDomains: options.allowDomain,
    demo: options.demo,
    profilePath: options.profile,
  });
  try {
    const server = createMcpServer({
      tools: runtime.tools,
      version: VERSION,
      onUnexpectedError: (tool, error) => {
        const details = error instanceof Error ? (error.stack ?? error.message) : String(error);
        process.stderr.write(`${terminalText(`webscout mcp: ${tool} failed: ${details}`)}\n`);
      },
    });
    const closed = untilClosed();
    await server.connect(new StdioServerTransport());
    const start = runtime.demo ? `demo: ${runtime.demo.shopUrl} + ${runtime.demo.helpUrl}` : "stdio";
    process.stderr.write(`webscout mcp ready (${start})\n`);
    await closed;
    await server.close();
  } finally {
    await runtime.close();
  }
}
