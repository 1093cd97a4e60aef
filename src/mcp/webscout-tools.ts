// What the MCP tools call: one implementation over the server's queue and runtimes (src/server/tools-backend.ts),
// used both by `webscout serve` (/mcp) and by `webscout mcp` (stdio, wired in src/runtime/).
import type {
  AskSiteInput,
  AskSiteOutput,
  CrawlSiteInput,
  CrawlSiteOutput,
  FindEventsInput,
  FindEventsOutput,
  ReadPageInput,
  ReadPageOutput,
} from "./tool-schemas.js";

/** One step of a long call, sent to the client as an MCP progress notification. */
export interface ToolProgress {
  /** Grows with every step. */
  progress: number;
  /** Known for crawls (maxPages). */
  total?: number;
  message: string;
}

export interface ToolCall {
  /** Aborted when the client cancels the call or goes away. */
  signal: AbortSignal;
  onProgress?: (progress: ToolProgress) => void;
}

export interface WebscoutTools {
  askSite(input: AskSiteInput, call: ToolCall): Promise<AskSiteOutput>;
  findEvents(input: FindEventsInput, call: ToolCall): Promise<FindEventsOutput>;
  readPage(input: ReadPageInput, call: ToolCall): Promise<ReadPageOutput>;
  crawlSite(input: CrawlSiteInput, call: ToolCall): Promise<CrawlSiteOutput>;
}
