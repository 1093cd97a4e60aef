// A local stand-in for the Tavily API (POST /search and /extract) on 127.0.0.1: checks the Bearer key,
// answers from a script, can answer 429 (with Retry-After, once), 432 or 433, reports usage.credits
// when asked (include_usage) and records every request. Its wire format is Tavily's (snake_case fields,
// `{"detail":{"error":…}}` error bodies), checked against the official @tavily/core client.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSearchResult {
  url: string;
  title: string;
  content: string;
  /** Default decreasing with rank. */
  score?: number;
}

export interface RecordedTavilyRequest {
  endpoint: "search" | "extract";
  /** The parsed JSON body as sent (snake_case). */
  body: Record<string, unknown>;
  authorization?: string;
  /** The status answered. */
  status: number;
}

export type FakeTavilyMode =
  /** Answer normally. */
  | "normal"
  /** Answer the next request with 429 and Retry-After, then normally. */
  | "rate-limit-once"
  /** Always 429 with Retry-After. */
  | "rate-limit"
  /** Always 432 (plan limit). */
  | "plan-limit"
  /** Always 433 (pay-as-you-go limit). */
  | "pay-as-you-go-limit"
  /** Always 500. */
  | "server-error";

export type SearchScript =
  | FakeSearchResult[]
  | ((request: {
      query: string;
      includeDomains: string[];
      maxResults: number;
      searchDepth: string;
    }) => FakeSearchResult[] | Promise<FakeSearchResult[]>);

/** Raw content for a URL, or undefined when it cannot be extracted (it goes to failed_results). */
export type ExtractScript = (url: string) => string | undefined | Promise<string | undefined>;

export interface FakeTavilyServerOptions {
  /** The key the server accepts. Default "tvly-test-key". */
  apiKey?: string;
  /** Search answers: a fixed list (cut to max_results) or a function of the request. Default none. */
  search?: SearchScript;
  /** Extract answers: url → raw content, or a function. Default: every URL fails. */
  pages?: Record<string, string> | ExtractScript;
  /** Retry-After sent with 429s. Default "1". */
  retryAfter?: string;
  /** Credits reported in usage (when the request asks for include_usage); default Tavily's table. */
  credits?: (endpoint: "search" | "extract", body: Record<string, unknown>, successfulUrls: number) => number;
  /** Leave usage out even when asked, as older API versions did. Default false. */
  omitUsage?: boolean;
}

export interface FakeTavilyServer {
  /** Base URL without a trailing slash: the `apiBaseURL` for our client and for @tavily/core. */
  url: string;
  apiKey: string;
  requests: RecordedTavilyRequest[];
  setMode(mode: FakeTavilyMode): void;
  setSearch(script: SearchScript): void;
  setPages(pages: Record<string, string> | ExtractScript): void;
  close(): Promise<void>;
}

/** Tavily's credit table (kept here on purpose, not imported, so the client's own table is checked). */
function defaultCredits(
  endpoint: "search" | "extract",
  body: Record<string, unknown>,
  successfulUrls: number,
) {
  if (endpoint === "search") return body.search_depth === "advanced" ? 2 : 1;
  return Math.ceil(successfulUrls / 5) * (body.extract_depth === "advanced" ? 2 : 1);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

const ERRORS: Record<string, { status: number; error: string }> = {
  unauthorized: { status: 401, error: "Unauthorized: missing or invalid API key." },
  "rate-limit": { status: 429, error: "Your request has been blocked due to excessive requests." },
  "plan-limit": { status: 432, error: "This request exceeds your plan's set usage limit." },
  "pay-as-you-go-limit": { status: 433, error: "This request exceeds the pay-as-you-go limit." },
  "server-error": { status: 500, error: "Internal server error." },
};

export async function startFakeTavilyServer(
  options: FakeTavilyServerOptions = {},
): Promise<FakeTavilyServer> {
  const apiKey = options.apiKey ?? "tvly-test-key";
  const retryAfter = options.retryAfter ?? "1";
  const credits = options.credits ?? defaultCredits;
  let mode: FakeTavilyMode = "normal";
  let search: SearchScript = options.search ?? [];
  let pages: Record<string, string> | ExtractScript = options.pages ?? {};
  const requests: RecordedTavilyRequest[] = [];

  const server = createServer(async (request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    const endpoint = path === "/search" ? "search" : path === "/extract" ? "extract" : undefined;
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response
        .writeHead(status, { "content-type": "application/json", ...headers })
        .end(JSON.stringify(payload));
      return status;
    };
    if (request.method !== "POST" || endpoint === undefined) {
      json(404, { detail: { error: "Not found" } });
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      json(400, { detail: { error: "Invalid JSON body" } });
      return;
    }
    const record: RecordedTavilyRequest = {
      endpoint,
      body,
      authorization: request.headers.authorization,
      status: 200,
    };
    requests.push(record);
    const fail = (name: string) => {
      const { status, error } = ERRORS[name] as { status: number; error: string };
      record.status = json(
        status,
        { detail: { error } },
        status === 429 ? { "retry-after": retryAfter } : {},
      );
    };
    if (request.headers.authorization !== `Bearer ${apiKey}`) return fail("unauthorized");
    if (mode === "rate-limit-once") {
      mode = "normal";
      return fail("rate-limit");
    }
    if (mode !== "normal") return fail(mode);

    const usage = (successfulUrls: number) =>
      body.include_usage === true && !options.omitUsage
        ? { usage: { credits: credits(endpoint, body, successfulUrls) } }
        : {};
    const common = { response_time: 0.01, request_id: `fake-${requests.length}` };
    if (endpoint === "search") {
      const maxResults = typeof body.max_results === "number" ? body.max_results : 5;
      const found =
        typeof search === "function"
          ? await search({
              query: String(body.query ?? ""),
              includeDomains: Array.isArray(body.include_domains) ? body.include_domains.map(String) : [],
              maxResults,
              searchDepth: String(body.search_depth ?? "basic"),
            })
          : search;
      const results = found.slice(0, maxResults).map((result, rank) => ({
        title: result.title,
        url: result.url,
        content: result.content,
        score: result.score ?? Math.round((0.99 - rank * 0.03) * 100) / 100,
        raw_content: null,
      }));
      json(200, { query: body.query, answer: null, images: [], results, ...usage(0), ...common });
      return;
    }
    const urls = Array.isArray(body.urls) ? body.urls.map(String) : [];
    const results: { url: string; raw_content: string; images: string[] }[] = [];
    const failed: { url: string; error: string }[] = [];
    for (const url of urls) {
      const content = typeof pages === "function" ? await pages(url) : pages[url];
      if (content === undefined) failed.push({ url, error: "Failed to fetch url" });
      else results.push({ url, raw_content: content, images: [] });
    }
    json(200, { results, failed_results: failed, ...usage(results.length), ...common });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    setMode(next) {
      mode = next;
    },
    setSearch(script) {
      search = script;
    },
    setPages(next) {
      pages = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
